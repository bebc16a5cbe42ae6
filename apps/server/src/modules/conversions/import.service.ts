import { defaultCommissionConfig, marketplaceOf, type TCountryCode } from '@atlas/shared';
import type { TAttributionRow, TAttributionSource } from '../../integrations/marketplace/attribution/types';
import type { TDeps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import { addDays, startOfDayInZone } from '../../platform/zoned-day';
import {
  findOrCreateRunningRun,
  markRunFinished,
  markRunStarted,
  type TRunRow,
} from './attribution-runs.repository';
import { attributionSourceFor } from './attribution-source';
import { replaceConversionDay } from './conversion-day.repository';
import { conversionRowsOf, type TPricedProduct } from './conversion-rows';
import { findMarketplaceLinks, findRateFacts } from './conversions.repository';
import { rateInEffect, type TDayWindow } from './rate-in-effect';

export type TImportOptions = {
  /** The run queued for this day (the job's); a new one is recorded without it. */
  runId?: string;
  /** Tests hand a fixed marketplace; otherwise MARKETPLACE_PROVIDER's. */
  source?: TAttributionSource;
};

export type TImportOutcome = { runId: string; links: number; conversions: number; skipped: number };

export function dayWindow(countryCode: string, day: string): TDayWindow {
  const zone = marketplaceOf(countryCode).timeZone;
  return { start: startOfDayInZone(day, zone), end: startOfDayInZone(addDays(day, 1), zone) };
}

const priceKey = (day: string, sellerId: string, asin: string) => `${day}|${sellerId}|${asin}`;
const unpriced: TPricedProduct = { productId: null, brandId: null, commissionBp: 0, platformFeeBp: 0 };

/**
 * The rate and fee of every (seller, ASIN) the rows bought, on the day they were ordered (the
 * import day; a return's order day): one read per distinct day, a few at most.
 */
async function priceList(
  deps: TDeps,
  countryCode: string,
  day: string,
  rows: TAttributionRow[],
  sellerOf: (linkId: string) => string | null,
): Promise<Map<string, TPricedProduct>> {
  const wanted = new Map<string, Map<string, { sellerId: string; asin: string }>>();
  for (const row of rows) {
    const sellerId = sellerOf(row.linkId);
    if (!sellerId || row.asin === '') {
      continue;
    }
    const rateDay = row.kind === 'return' ? row.orderDay : day;
    const pairs = wanted.get(rateDay) ?? new Map();
    pairs.set(`${sellerId}|${row.asin}`, { sellerId, asin: row.asin });
    wanted.set(rateDay, pairs);
  }
  const prices = new Map<string, TPricedProduct>();
  for (const [rateDay, pairs] of wanted) {
    const window = dayWindow(countryCode, rateDay);
    for (const facts of await findRateFacts(deps.db, countryCode, [...pairs.values()], window)) {
      prices.set(priceKey(rateDay, facts.sellerId, facts.asin), {
        productId: facts.productId,
        brandId: facts.brandId,
        commissionBp: rateInEffect(facts, window),
        platformFeeBp: facts.platformFeeBp ?? defaultCommissionConfig.platformFeeBp,
      });
    }
  }
  return prices;
}

async function startRun(deps: TDeps, countryCode: string, day: string, requestedBy: string, runId?: string) {
  if (runId) {
    await markRunStarted(deps.db, runId, deps.now());
    return runId;
  }
  const run = { id: newId('atr'), countryCode, day, requestedBy };
  const { row }: { row: TRunRow } = await deps.db.transaction((tx) => findOrCreateRunningRun(tx, run));
  return row.id;
}

/**
 * Imports one marketplace day of attribution (docs/architecture.md "Conversions: the attribution
 * import"): records the run, asks the marketplace about the marketplace's links, prices each row
 * at the rate in effect, and in one transaction replaces the day's conversions and their part of
 * report_days, marking the run done. Any failure marks the run failed and leaves the day as it
 * was. Importing a day twice gives the same numbers.
 */
export async function importAttributionDay(
  deps: TDeps,
  countryCode: TCountryCode,
  day: string,
  requestedBy: string,
  options: TImportOptions = {},
): Promise<TImportOutcome> {
  const runId = await startRun(deps, countryCode, day, requestedBy, options.runId);
  try {
    const source = options.source ?? attributionSourceFor(deps);
    const links = await findMarketplaceLinks(deps.db, countryCode);
    const facts = new Map(links.map((l) => [l.linkId, l]));
    const unread = new Set<string>();
    const reported = await source.report(countryCode, day, links, {
      unread: (linkIds) => {
        for (const id of linkIds) {
          unread.add(id);
        }
      },
    });
    const prices = await priceList(deps, countryCode, day, reported, (id) => facts.get(id)?.sellerId ?? null);
    const { rows, skipped } = conversionRowsOf(
      day,
      reported,
      facts,
      (sellerId, asin, rateDay) => prices.get(priceKey(rateDay, sellerId, asin)) ?? unpriced,
    );
    const currency = marketplaceOf(countryCode).currency;
    await deps.db.transaction(async (tx) => {
      await replaceConversionDay(tx, { countryCode, day, currency, runId, unread }, rows, (n) =>
        Array.from({ length: n }, () => newId('cnv')),
      );
      await markRunFinished(
        tx,
        runId,
        { status: 'done', links: links.length, conversions: rows.length, error: null },
        deps.now(),
      );
    });
    return { runId, links: links.length, conversions: rows.length, skipped };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await markRunFinished(
      deps.db,
      runId,
      { status: 'failed', links: 0, conversions: 0, error: message.slice(0, 1000) },
      deps.now(),
    );
    throw error;
  }
}
