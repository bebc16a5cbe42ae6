import type { TNextStepState, TPublisherReviewStatus } from '@atlas/shared';

// What both checklists share: a step's standing, and the answer built from the standings in the
// order of the role's step keys (docs/domain.md, "Onboarding and next steps").

export type TStepStanding = { state: TNextStepState; reason: string | null };

export const done: TStepStanding = { state: 'done', reason: null };
export const todo: TStepStanding = { state: 'todo', reason: null };
export const doneIf = (condition: boolean): TStepStanding => (condition ? done : todo);

/** A review's standing: approved is done, pending waits, a refusal carries its reason; nothing sent is to do. */
export function reviewStanding(
  status: TPublisherReviewStatus | 'missing',
  reason: string | null,
): TStepStanding {
  switch (status) {
    case 'approved':
      return done;
    case 'pending':
      return { state: 'pending', reason: null };
    case 'rejected':
      return { state: 'rejected', reason };
    default:
      return todo;
  }
}

/** The checklist as the API answers it: every step in the order of `keys`, with its route. */
export function checklistOf<K extends string>(
  keys: readonly K[],
  routes: Record<K, string>,
  standings: Record<K, TStepStanding>,
  onboardingCompletedAt: Date | null,
) {
  const steps = keys.map((key) => ({ key, ...standings[key], href: routes[key] }));
  return {
    steps,
    progress: { done: steps.filter((step) => step.state === 'done').length, total: steps.length },
    onboardingCompletedAt: onboardingCompletedAt?.toISOString() ?? null,
  };
}
