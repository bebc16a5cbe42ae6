import type { TNextStep, TOnboardingCompleted, TPublisherNextSteps } from '@atlas/shared';
import type { TCallQuery } from '../../api/calls';

// What a portal tells the Dashboard about its checklist: how to read and dismiss it, and the
// words of each step. A `Record` over the role's step keys, so a step added to the shared tuple
// cannot go unworded.

/** One role's next steps, typed by its step keys. */
export type TNextStepsOf<K extends string> = Omit<TPublisherNextSteps, 'steps'> & {
  steps: (Omit<TNextStep, 'key'> & { key: K })[];
};

export type TStepCopy = {
  title: string;
  /** What to do while the step is not done. */
  todo: string;
  /** Begun, with something left (a tax form without its signed PDF). */
  started?: string;
  /** Waiting on someone else (a review, an import). */
  pending?: string;
  /** Refused by a reviewer; the reviewer's reason follows. */
  rejected?: string;
  done: string;
  /** The button that opens where the step is done. */
  action: string;
  /** A step the account marks done itself, answering when it is recorded. */
  markDone?: () => Promise<unknown>;
};

export type TChecklist<K extends string> = {
  /** The read of the steps (account-wide: no marketplace, so a step done in any is done). */
  nextSteps: TCallQuery<TNextStepsOf<K>>;
  complete: () => Promise<TOnboardingCompleted>;
  steps: Record<K, TStepCopy>;
};
