import type { TTrackingLink, TTrackingLinkType } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { type TCsvColumn, toCsv } from '../../platform/export';
import type { TCsvFile } from '../catalog/csv-values';
import { toTrackingLink } from './link-view';
import { listLinks } from './links.repository';
import { linkFilterOf, type TLinkListFilters } from './links.service';

/** An export holds at most this many links, in the list's order (a narrower filter exports the rest). */
export const linkExportLimit = 10_000;

const day = (iso: string) => iso.slice(0, 10);

const columns: TCsvColumn<TTrackingLink>[] = [
  { header: 'Short URL', value: (link) => link.shortUrl },
  { header: 'Destination', value: (link) => link.destinationUrl },
  { header: 'Product', value: (link) => link.title },
  { header: 'ASIN', value: (link) => link.asin },
  { header: 'Brand', value: (link) => link.brandName },
  { header: 'Marketplace', value: (link) => link.countryCode },
  { header: 'Tracking ID', value: (link) => link.trackingId?.name },
  { header: 'Source', value: (link) => link.source?.name },
  { header: 'Sub-ID', value: (link) => link.subId },
  { header: 'Clicks', value: (link) => link.clicks },
  { header: 'Created', value: (link) => day(link.createdAt) },
];
const associateColumns: TCsvColumn<TTrackingLink>[] = [
  ...columns.slice(0, -2),
  { header: 'Associates tag', value: (link) => link.associateTag },
  ...columns.slice(-2),
];

const fileNames: Record<TTrackingLinkType, string> = {
  product: 'product-links',
  brand: 'brand-links',
  associate: 'associate-links',
};

/** EXPORT …/link/list/export: the owner's links of the type and filters as CSV, formula-safe. */
export async function exportLinks(
  deps: TDeps,
  actor: TUserActor,
  linkType: TTrackingLinkType,
  query: TLinkListFilters,
): Promise<TCsvFile> {
  const rows = await listLinks(deps.db, linkFilterOf(actor, linkType, query), query.sortBy, {
    limit: linkExportLimit,
    offset: 0,
  });
  const links = rows.map((row) => toTrackingLink(deps.config, row));
  return {
    fileName: `${fileNames[linkType]}-${day(deps.now().toISOString())}.csv`,
    body: toCsv(linkType === 'associate' ? associateColumns : columns, links),
  };
}
