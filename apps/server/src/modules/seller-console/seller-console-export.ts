import type { Readable } from 'node:stream';
import type { TExportPlatform } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { csvPages, majorUnits, pagesByPosition, type TCsvColumn } from '../../platform/export';
import type { TSellerListFilter } from './seller-console.repository';
import { campaignAggRows } from './seller-console.repository';
import {
  campaignAggFilter,
  sellerListItems,
  type TCampaignAggQueryParsed,
  toCampaignAggRow,
} from './seller-console.service';

// The console's seller exports, streamed page by page as formula-safe CSV. `platform` says whose
// view the figures are in: `seller` has every money column, `publisher` leaves out the platform
// fee and the seller's cost (what publishers see is their commission).

type TFile = { fileName: string; stream: Readable };

const stamp = (deps: TDeps) => deps.now().toISOString().slice(0, 10);

/** EXPORT seller/export: the sellers under the list's filters. */
export async function exportConsoleSellers(
  deps: TDeps,
  filter: TSellerListFilter,
  _platform: TExportPlatform,
): Promise<TFile> {
  type TRow = Awaited<ReturnType<typeof sellerListItems>>[number];
  const columns: TCsvColumn<TRow>[] = [
    { header: 'Seller id', value: (r) => r.id },
    { header: 'Name', value: (r) => r.name },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Status', value: (r) => r.status },
    { header: 'Created', value: (r) => r.createdAt },
    { header: 'Marketplaces', value: (r) => r.marketplaces.join(' ') },
    { header: 'Brands', value: (r) => r.brands },
    { header: 'Products', value: (r) => r.products },
    { header: 'Unpaid billings', value: (r) => r.unpaidBillings },
  ];
  const stream = await csvPages(columns, (last, limit) =>
    sellerListItems(deps, filter, { limit, afterId: last?.id }),
  );
  return { fileName: `AffiliateAtlas_Sellers_${stamp(deps)}.csv`, stream };
}

/** EXPORT seller/report/campaign-agg-30d/export */
export async function exportCampaignAgg30d(
  deps: TDeps,
  query: TCampaignAggQueryParsed,
  platform: TExportPlatform,
): Promise<TFile> {
  const filter = campaignAggFilter(deps, query);
  type TRow = ReturnType<typeof toCampaignAggRow>;
  const columns: TCsvColumn<TRow>[] = [
    { header: 'Seller id', value: (r) => r.sellerId },
    { header: 'Seller', value: (r) => r.sellerName },
    { header: 'E-mail', value: (r) => r.sellerEmail },
    { header: 'Marketplace', value: (r) => r.countryCode },
    { header: 'From', value: (r) => r.startDate },
    { header: 'To', value: (r) => r.endDate },
    { header: 'Clicks', value: (r) => r.clicks },
    { header: 'Orders', value: (r) => r.orders },
    { header: 'Units', value: (r) => r.units },
    { header: 'Currency', value: (r) => r.currency },
    { header: 'Sales', value: (r) => majorUnits(r.salesMinor) },
    { header: 'Commission', value: (r) => majorUnits(r.commissionMinor) },
    ...(platform === 'seller'
      ? ([
          { header: 'Platform fee', value: (r) => majorUnits(r.platformFeeMinor) },
          { header: 'Cost', value: (r) => majorUnits(r.costMinor) },
        ] satisfies TCsvColumn<TRow>[])
      : []),
    { header: 'Campaigns confirmed', value: (r) => r.campaigns },
    { header: 'Campaigns amount', value: (r) => majorUnits(r.campaignsMinor) },
  ];
  const stream = await csvPages(
    columns,
    pagesByPosition(async (offset, limit) =>
      (await campaignAggRows(deps.db, filter, { offset, limit })).map((row) =>
        toCampaignAggRow(row, filter.windows),
      ),
    ),
  );
  return { fileName: `AffiliateAtlas_Sellers_30_days_${stamp(deps)}.csv`, stream };
}
