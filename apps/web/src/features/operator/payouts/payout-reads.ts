import { payoutCalls } from '@atlas/shared';

/** What shows a run: any write on a run or its payouts reads all of them again. */
export const payoutRunReads = [
  payoutCalls.getPayoutRun,
  payoutCalls.listPayoutItems,
  payoutCalls.listPayoutRuns,
] as const;
