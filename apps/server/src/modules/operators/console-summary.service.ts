import type { TConsoleSummary } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import {
  countBanksPending,
  countConversationsUnread,
  countPublishersPending,
  countStatementsProcessing,
  countTransfersSubmitted,
  findLatestAttributionRun,
  findLatestMonthClose,
  sumSellerBillingsUnpaid,
} from './console-summary.repository';

const latest = (row: { status: string; at: Date } | undefined) =>
  row ? { status: row.status, at: row.at.toISOString() } : null;

/** GET console/summary: what waits for the operators, one small query per number. */
export async function consoleSummary(deps: TDeps): Promise<TConsoleSummary> {
  // one after the other: PGlite has one connection, and each query is short
  const publishersToReview = await countPublishersPending(deps.db);
  const banksToReview = await countBanksPending(deps.db);
  const billings = await sumSellerBillingsUnpaid(deps.db, deps.now());
  const transfersToConfirm = await countTransfersSubmitted(deps.db);
  const statementsToConfirm = await countStatementsProcessing(deps.db);
  const unreadConversations = await countConversationsUnread(deps.db);
  const attribution = await findLatestAttributionRun(deps.db);
  const close = await findLatestMonthClose(deps.db);
  const totals = (overdue: boolean) =>
    billings
      .filter((row) => row.overdue === overdue)
      .map(({ currency, count, amount }) => ({ currency, count, amount }))
      .sort((a, b) => a.currency.localeCompare(b.currency));
  return {
    publishersToReview,
    banksToReview,
    sellerBillingsUnpaid: totals(false),
    sellerBillingsOverdue: totals(true),
    transfersToConfirm,
    statementsToConfirm,
    unreadConversations,
    latestAttributionRun: latest(attribution),
    latestMonthClose: latest(close),
  };
}
