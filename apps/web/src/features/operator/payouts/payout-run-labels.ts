import {
  displayMonth,
  marketplaceOf,
  payoutItemStatuses,
  type TPayoutRun,
  type TPayoutRunStatus,
} from '@atlas/shared';
import { formatCount } from '../../../lib/format';
import { payoutStatusTags, type TPayoutTag } from '../../payouts/payout-labels';

export const runStatusTags: Record<TPayoutRunStatus, TPayoutTag> = {
  review: { color: 'gold', label: 'In review' },
  approved: { color: 'green', label: 'Approved' },
  discarded: { color: 'default', label: 'Discarded' },
};

/** "Monthly for 2026.11" for the schedule's run, "Manual run" for an operator's "Run now". */
export const runKind = (run: Pick<TPayoutRun, 'kind' | 'month'>) =>
  run.kind === 'monthly' && run.month ? `Monthly for ${displayMonth(run.month)}` : 'Manual run';

export const runMarketplace = (countryCode: string) => `${countryCode} · ${marketplaceOf(countryCode).site}`;

/** "12 included · 1 held": the statuses a run has, in the order a payout goes through them. */
export function runCounts(counts: TPayoutRun['counts']): string {
  const parts = payoutItemStatuses
    .filter((status) => (counts[status] ?? 0) > 0)
    .map((status) => `${counts[status] ?? 0} ${payoutStatusTags[status].label.toLowerCase()}`);
  return parts.length > 0 ? parts.join(' · ') : 'No payout';
}

/** "12 publishers": how many a run in review pays. */
export const publishersCount = (count: number) => formatCount(count, 'publisher');
