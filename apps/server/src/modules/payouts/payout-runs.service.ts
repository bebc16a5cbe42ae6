import {
  marketplaceOf,
  type TCountryCode,
  type TPayoutItem,
  type TPayoutItemPage,
  type TPayoutItemStatus,
  type TPayoutRunDetail,
  type TPayoutRunKind,
  type TPayoutRunPage,
  type TPayoutSettings,
} from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import type { TDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { failPayout } from './payout-failures.repository';
import { findItem, itemViewOf, listItems, moveItem } from './payout-items.repository';
import { payoutAmount, payoutMoney } from './payout-money';
import { discardRunRows, freeItemLines, retakeItemLines, writeRunItems } from './payout-run-make.repository';
import {
  findOpenRun,
  findRun,
  findRunFile,
  includedRails,
  insertRun,
  listRunFiles,
  listRuns,
  lockRun,
  runView,
  type TRunRow,
} from './payout-runs.repository';
import { minimumOf, readPayoutSettings } from './payout-settings.repository';

// Payout runs (docs/domain.md "Publisher payouts: runs"): made for review, by the schedule or an
// operator's "run now"; held, included, discarded while in review. Approval: payout-approval.ts.

/** Rolls back a run that would pay no one. */
class EmptyRun extends Error {}

/**
 * Makes a marketplace's run in review with every publisher it pays; answers its id, or null when
 * no one is due (nothing is written). A run already in review for the marketplace answers that
 * run instead (one at a time: `payout_runs_open_key`).
 */
export async function makeRun(
  deps: TDeps,
  countryCode: TCountryCode,
  kind: TPayoutRunKind,
  createdBy: string,
  month: string | null = null,
): Promise<{ runId: string; made: boolean } | null> {
  const { currency } = marketplaceOf(countryCode);
  const settings = await readPayoutSettings(deps.db);
  const now = deps.now();
  const runId = newId('prun', 12);
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await insertRun(tx, { id: runId, countryCode, currency, kind, month, createdBy, now }))) {
        const open = await findOpenRun(tx, countryCode);
        return open ? { runId: open.id, made: false } : null;
      }
      const items = await writeRunItems(tx, {
        runId,
        countryCode,
        currency,
        minimumMinor: minimumOf(settings, currency),
        now,
      });
      if (items === 0) {
        throw new EmptyRun();
      }
      return { runId, made: true };
    });
  } catch (error) {
    if (error instanceof EmptyRun) {
      return null;
    }
    throw error;
  }
}

/** What would stop the run's approval: a rail's paying account not set in the settings. */
export async function approvalProblems(
  db: TQueryable,
  run: TRunRow,
  settings: TPayoutSettings,
): Promise<string[]> {
  if (run.status !== 'review') {
    return [];
  }
  const rails = await includedRails(db, run.id);
  const problems: string[] = [];
  if (rails.includes('ach') && !settings.ach) {
    problems.push('Set the ACH account payouts leave from (Payout settings) to pay US bank accounts.');
  }
  if (rails.includes('sepa') && !settings.sepa) {
    problems.push('Set the euro account payouts leave from (Payout settings) to pay SEPA bank accounts.');
  }
  if (rails.length === 0) {
    problems.push('No payout is included: include one or discard the run.');
  }
  return problems;
}

export async function runDetail(deps: TDeps, runId: string): Promise<TPayoutRunDetail> {
  const run = await findRun(deps.db, runId);
  const view = await runView(deps.db, runId);
  if (!run || !view) {
    throw notFound('Payout run');
  }
  return {
    ...view,
    files: await listRunFiles(deps.db, runId),
    approvalProblems: await approvalProblems(deps.db, run, await readPayoutSettings(deps.db)),
  };
}

/** "Run now": the marketplace's run for review (the one in review if there is one). */
export async function runNow(
  deps: TDeps,
  countryCode: TCountryCode,
  operatorId: string,
): Promise<TPayoutRunDetail> {
  const made = await makeRun(deps, countryCode, 'manual', operatorId);
  if (!made) {
    throw conflict(
      `No publisher in ${countryCode} is due a payout now: none has a payable balance over the minimum with an approved bank account and a signed tax form.`,
    );
  }
  return runDetail(deps, made.runId);
}

export async function listPayoutRuns(
  deps: TDeps,
  query: { page: number; pageSize: number; countryCode?: string },
): Promise<TPayoutRunPage> {
  return { ...(await listRuns(deps.db, query)), page: query.page, pageSize: query.pageSize };
}

export async function listPayoutItems(
  deps: TDeps,
  runId: string,
  query: { page: number; pageSize: number; status?: TPayoutItemStatus; q?: string },
): Promise<TPayoutItemPage> {
  if (!(await findRun(deps.db, runId))) {
    throw notFound('Payout run');
  }
  return { ...(await listItems(deps.db, runId, query)), page: query.page, pageSize: query.pageSize };
}

async function inReview(tx: TQueryable, runId: string, itemId: string) {
  const run = await lockRun(tx, runId);
  const item = await findItem(tx, runId, itemId);
  if (!run || !item) {
    throw notFound('Payout');
  }
  if (run.status !== 'review') {
    throw conflict('This run is no longer in review: its payouts cannot change.');
  }
  return { run, item };
}

const answerItem = async (db: TQueryable, itemId: string): Promise<TPayoutItem> => {
  const view = await itemViewOf(db, itemId);
  if (!view) {
    throw notFound('Payout');
  }
  return view;
};

/** Holds a payout with its reason: its lines go back to the balance and roll over. */
export async function holdPayout(
  deps: TDeps,
  runId: string,
  itemId: string,
  reason: string,
): Promise<TPayoutItem> {
  return deps.db.transaction(async (tx) => {
    await inReview(tx, runId, itemId);
    const now = deps.now();
    if (await moveItem(tx, itemId, ['included', 'held'], { status: 'held', reason, updatedAt: now })) {
      await freeItemLines(tx, itemId);
    }
    return answerItem(tx, itemId);
  });
}

/** Takes a held payout back, with what is payable now; refused below the minimum. */
export async function includePayout(deps: TDeps, runId: string, itemId: string): Promise<TPayoutItem> {
  const settings = await readPayoutSettings(deps.db);
  return deps.db.transaction(async (tx) => {
    const { item } = await inReview(tx, runId, itemId);
    if (item.status === 'included') {
      return answerItem(tx, itemId);
    }
    const amountMinor = await retakeItemLines(tx, item);
    const minimum = minimumOf(settings, item.currency);
    if (amountMinor < minimum) {
      throw conflict(
        `This publisher's payable balance is ${payoutMoney(amountMinor, item.currency)} now, under the minimum of ${payoutAmount(minimum)}: it cannot be included.`,
      );
    }
    await moveItem(tx, itemId, ['held'], {
      status: 'included',
      reason: null,
      amountMinor,
      updatedAt: deps.now(),
    });
    return answerItem(tx, itemId);
  });
}

/** Discards a run in review: no one is paid and every balance rolls over. */
export async function discardRun(deps: TDeps, runId: string): Promise<TPayoutRunDetail> {
  await deps.db.transaction(async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run) {
      throw notFound('Payout run');
    }
    if (run.status === 'approved') {
      throw conflict('This run is approved: it can no longer be discarded.');
    }
    if (run.status === 'discarded') {
      return;
    }
    await discardRunRows(tx, runId, deps.now());
  });
  return runDetail(deps, runId);
}

/** An approved run's bank file as it was written. */
export async function payoutFile(deps: TDeps, runId: string, fileId: string) {
  const file = await findRunFile(deps.db, runId, fileId);
  if (!file) {
    throw notFound('Payout file');
  }
  return file;
}

/** A bank return the operator read on the statement (a SEPA return): the payout fails. */
export async function returnPayout(
  deps: TDeps,
  runId: string,
  itemId: string,
  reason: string,
): Promise<TPayoutItem> {
  await deps.db.transaction(async (tx) => {
    const item = await findItem(tx, runId, itemId);
    if (!item) {
      throw notFound('Payout');
    }
    if (item.status === 'failed') {
      return;
    }
    if (item.status !== 'paid' || item.rail === 'paypal') {
      throw conflict("Only a paid bank transfer can be returned; PayPal payouts move by PayPal's answers.");
    }
    await failPayout(tx, itemId, ['paid'], `Returned by the bank: ${reason}`, deps.now());
  });
  return answerItem(deps.db, itemId);
}
