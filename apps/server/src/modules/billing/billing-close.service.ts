import {
  displayDay,
  displayMonth,
  marketplaceOf,
  type TBillingClose,
  type TBillingClosePage,
} from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { conflict } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { pageWindow } from '../../platform/paging';
import { addMonths, monthOf } from '../../platform/zoned-day';
import { writeEarned } from '../payouts/payout-ledger.repository';
import { billPublisherChunk, publishersToBill } from './billing-close-publishers.repository';
import {
  addCloseCounts,
  analyzeBillingTables,
  deleteClose,
  endClose,
  findLaterClose,
  findOrCreateClose,
  listCloses,
  restartClose,
  type TCloseRow,
} from './billing-close-runs.repository';
import { billSellerChunk, sellersToBill } from './billing-close-sellers.repository';
import { billingMonthOf } from './billing-month';

// The month close (docs/domain.md "Billing: the month close and seller billings"): seller
// billings and publisher statements of one marketplace and month, each written once, in chunks
// of accounts (one transaction each) so the database serves other requests between them.

/** Accounts per transaction. */
export const closeChunkSize = 500;

export type TCloseOptions = {
  chunkSize?: number;
  /** Told after each chunk is committed (tests stop a close there, as a crash would). */
  afterChunk?: (side: 'seller' | 'publisher', index: number) => void | Promise<void>;
};

export function toClose(row: TCloseRow): TBillingClose {
  return {
    id: row.id,
    countryCode: row.countryCode,
    month: row.month,
    status: row.status,
    requestedBy: row.requestedBy,
    sellerBillings: row.sellerBillings,
    publisherBillings: row.publisherBillings,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** 409 for a month not over yet in the marketplace's zone. */
export function assertMonthOver(deps: TDeps, countryCode: string, month: string): void {
  const { closedAt } = billingMonthOf(countryCode, month);
  if (closedAt.getTime() > deps.now().getTime()) {
    const { timeZone } = marketplaceOf(countryCode);
    throw conflict(
      `${displayMonth(month)} is not over in ${countryCode}: it closes at 00:00 on ${displayDay(addMonths(monthOf(month), 1))} (${timeZone})`,
    );
  }
}

/** The close's row, made once; a failed one is set running again. */
export async function openClose(deps: TDeps, countryCode: string, month: string, requestedBy: string) {
  assertMonthOver(deps, countryCode, month);
  const { row, created } = await findOrCreateClose(deps.db, {
    id: newId('bcl'),
    countryCode,
    month,
    requestedBy,
  });
  if (created) {
    // Months close in order: a later month's close already billed this one's rows as its
    // restatement of the month before, so closing it now would bill them twice.
    const later = await findLaterClose(deps.db, countryCode, month);
    if (later) {
      await deleteClose(deps.db, row.id);
      throw conflict(
        `${displayMonth(later)} is closed already in ${countryCode}: months close in order, and ${displayMonth(month)}'s figures were billed with it`,
      );
    }
  }
  if (row.status === 'failed') {
    const restarted = await restartClose(deps.db, row.id, deps.now());
    return { row: restarted ?? row, started: restarted !== undefined };
  }
  return { row, started: created };
}

/**
 * The planner's row counts of the tables a close fills, renewed as they double (after chunks 1,
 * 2, 4, 8 …): PGlite has no autovacuum, and a plan made for an empty table scans it whole for
 * every chunk once it holds thousands of rows.
 */
async function refreshStats(deps: TDeps, side: 'seller' | 'publisher', index: number) {
  if ((index & (index + 1)) === 0) {
    await analyzeBillingTables(deps.db, side);
  }
}

async function runChunks(deps: TDeps, close: TCloseRow, options: TCloseOptions): Promise<void> {
  const size = options.chunkSize ?? closeChunkSize;
  const target = {
    countryCode: close.countryCode,
    currency: marketplaceOf(close.countryCode).currency,
    period: billingMonthOf(close.countryCode, close.month),
    commissionBp: deps.config.CAMPAIGN_COMMISSION_BP,
  };
  const sellers = await sellersToBill(deps.db, target);
  for (let index = 0; index * size < sellers.length; index++) {
    const chunk = sellers.slice(index * size, (index + 1) * size);
    await deps.db.transaction(async (tx) => {
      const written = await billSellerChunk(
        tx,
        target,
        chunk,
        chunk.map(() => newId('bil')),
      );
      await addCloseCounts(tx, close.id, { sellerBillings: written });
    });
    await refreshStats(deps, 'seller', index);
    await options.afterChunk?.('seller', index);
  }
  const publishers = await publishersToBill(deps.db, target);
  for (let index = 0; index * size < publishers.length; index++) {
    const chunk = publishers.slice(index * size, (index + 1) * size);
    await deps.db.transaction(async (tx) => {
      const newIds = (count: number) => Array.from({ length: count }, () => newId('pbl'));
      const written = await billPublisherChunk(tx, target, chunk, newIds);
      await addCloseCounts(tx, close.id, { publisherBillings: written });
    });
    await refreshStats(deps, 'publisher', index);
    await options.afterChunk?.('publisher', index);
  }
}

/**
 * Closes a marketplace's month: finds (or makes) its close and writes what is not written yet.
 * A finished close answers as it is; a second close at the same time writes nothing twice (the
 * billings' unique keys); a failure ends the close `failed` with its reason and is thrown.
 */
export async function closeBillingMonth(
  deps: TDeps,
  countryCode: string,
  month: string,
  requestedBy: string,
  options: TCloseOptions = {},
): Promise<TCloseRow> {
  const { row } = await openClose(deps, countryCode, month, requestedBy);
  if (row.status === 'finished') {
    return row;
  }
  try {
    await runChunks(deps, row, options);
    // what each publisher earned in the month's seller billings, on the payout ledger
    await writeEarned(deps.db, countryCode, month, deps.now());
  } catch (error) {
    await endClose(
      deps.db,
      row.id,
      { status: 'failed', error: error instanceof Error ? error.message : String(error) },
      deps.now(),
    );
    throw error;
  }
  return endClose(deps.db, row.id, { status: 'finished', error: null }, deps.now());
}

/** GET finance/billing/closes: newest first. */
export async function listBillingCloses(
  deps: TDeps,
  query: { countryCode?: string; page: number; pageSize: number },
): Promise<TBillingClosePage> {
  const { rows, total } = await listCloses(deps.db, query, pageWindow(query));
  return { items: rows.map(toClose), total, page: query.page, pageSize: query.pageSize };
}
