import type { TCountryCode } from '@atlas/shared';
import {
  MarketplaceCatalogError,
  type TCatalogItem,
  type TCatalogPage,
  type TMarketplaceCatalog,
} from '../../integrations/marketplace/catalog/types';
import type { TDeps } from '../../platform/deps';
import { findMarketplaceIdentity } from '../sellers/sellers.repository';
import { catalogFor } from './catalog-source';
import {
  findImportRun,
  findProductIdsByAsin,
  type TImportProduct,
  updateImportRun,
  upsertBrands,
  upsertProducts,
} from './import.repository';

export const importJob = 'catalog.import';

type TImportContext = { deps: TDeps; sellerId: string; country: TCountryCode; at: Date };

/** Writes one page: brands, then top-level products, then variations whose parent is known. */
async function writePage(ctx: TImportContext, items: TCatalogItem[]): Promise<TCatalogItem[]> {
  const { deps, sellerId, country, at } = ctx;
  const brandIds = await upsertBrands(deps.db, sellerId, [...new Set(items.map((i) => i.brandName))]);
  const withBrand = (item: TCatalogItem, parentId: string | null): TImportProduct => ({
    item,
    brandId: brandIds.get(item.brandName) as string,
    parentId,
  });
  await upsertProducts(
    deps.db,
    sellerId,
    country,
    items.filter((i) => !i.parentAsin).map((i) => withBrand(i, null)),
    at,
  );
  const children = items.filter((i) => i.parentAsin);
  const parents = await findProductIdsByAsin(deps.db, sellerId, country, [
    ...new Set(children.map((c) => c.parentAsin as string)),
  ]);
  const known = children.filter((c) => parents.has(c.parentAsin as string));
  await upsertProducts(
    deps.db,
    sellerId,
    country,
    known.map((c) => withBrand(c, parents.get(c.parentAsin as string) as string)),
    at,
  );
  return children.filter((c) => !parents.has(c.parentAsin as string));
}

/**
 * One import: the first page of every country gives the total, then page by page with the
 * progress written after each. A variation listed before its parent waits for the end of its
 * country; a parent that never came makes it a product of its own.
 */
async function importCatalogue(deps: TDeps, runId: string, sellerId: string, catalog: TMarketplaceCatalog) {
  const countries = await catalog.countries();
  const firstPages = new Map<TCountryCode, TCatalogPage>();
  let total = 0;
  for (const country of countries) {
    const page = await catalog.items(country, null);
    firstPages.set(country, page);
    total += page.total ?? page.items.length;
  }
  await updateImportRun(deps.db, runId, { total });
  let processed = 0;
  for (const country of countries) {
    const ctx = { deps, sellerId, country, at: deps.now() };
    let page = firstPages.get(country) as TCatalogPage;
    let waiting: TCatalogItem[] = [];
    for (;;) {
      waiting = [...waiting, ...(await writePage(ctx, page.items))];
      processed += page.items.length;
      total = Math.max(total, processed);
      await updateImportRun(deps.db, runId, { processed, total });
      if (!page.nextCursor) {
        break;
      }
      page = await catalog.items(country, page.nextCursor);
    }
    const orphans = await writePage(ctx, waiting);
    await writePage(
      ctx,
      orphans.map((o) => ({ ...o, parentAsin: null })),
    );
  }
  // The first pages' totals are estimates (SKUs, not products; parents come on top): now it is known.
  await updateImportRun(deps.db, runId, { processed, total: processed });
}

/** Refusals a retry cannot mend: the seller must consent again, or the operator give the app a role. */
const isSettledRefusal = (error: unknown) =>
  error instanceof MarketplaceCatalogError &&
  (error.reason === 'unauthorized' || error.reason === 'forbidden');

const failureMessage = (error: unknown) => {
  if (error instanceof MarketplaceCatalogError && error.reason === 'unauthorized') {
    return `Amazon refused access to your catalogue: re-authorize your account in Account → Marketplace connection (${error.message})`;
  }
  if (error instanceof MarketplaceCatalogError && error.reason === 'forbidden') {
    return `Amazon does not let this app read part of your catalogue yet: ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
};

/** The job: runs a queued import; a marketplace hiccup is retried, a refused grant is not. */
export async function runImport(deps: TDeps, runId: string, attempt: { final: boolean }): Promise<void> {
  await runCatalogImport(deps, runId, attempt, async (sellerId) => {
    const identity = await findMarketplaceIdentity(deps.db, sellerId);
    if (!identity) {
      throw new MarketplaceCatalogError('unauthorized', 'The seller has no marketplace connection any more');
    }
    return catalogFor(deps, identity);
  });
}

/** The job's work on the catalogue `open` gives for the run's seller (tests give a fake marketplace's). */
export async function runCatalogImport(
  deps: TDeps,
  runId: string,
  attempt: { final: boolean },
  open: (sellerId: string) => Promise<TMarketplaceCatalog>,
): Promise<void> {
  const run = await findImportRun(deps.db, runId);
  if (!run || run.status === 'succeeded' || run.status === 'failed') {
    return;
  }
  await updateImportRun(deps.db, runId, { status: 'running', startedAt: deps.now(), error: null });
  try {
    await importCatalogue(deps, runId, run.sellerId, await open(run.sellerId));
    await updateImportRun(deps.db, runId, { status: 'succeeded', finishedAt: deps.now() });
  } catch (error) {
    const retry = !attempt.final && !isSettledRefusal(error);
    await updateImportRun(deps.db, runId, {
      status: retry ? 'queued' : 'failed',
      error: failureMessage(error),
      finishedAt: retry ? null : deps.now(),
    });
    if (retry) {
      throw error;
    }
  }
}

/** Registers the import job with the runner; app.ts calls it once at build. */
export function defineCatalogJobs(deps: TDeps): void {
  deps.jobs.define<{ runId: string }>(importJob, ({ runId }, attempt) => runImport(deps, runId, attempt), {
    attempts: 3,
  });
}
