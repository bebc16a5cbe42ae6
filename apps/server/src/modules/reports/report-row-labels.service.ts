import {
  noTrackingId,
  type TBrandReportRow,
  type TProductReportRow,
  type TPublisherReportRow,
  type TReportDayRow,
  type TTrackingIdLinkRow,
  type TTrackingIdReportRow,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import {
  findLinkLabels,
  findProductLabels,
  findTrackingIdNames,
  findUserNames,
} from './report-labels.repository';
import { metricsOf } from './report-metrics';
import type { TGroupRow, TReportGrouping } from './report-rows.repository';
import type { TReportSet } from './report-set';

// A page of groups becomes rows a person reads: the dimension's label beside the figures,
// looked up for that page only.

export type TListGrouping = TReportGrouping;

type TRowOf = {
  day: TReportDayRow;
  brand: TBrandReportRow;
  product: TProductReportRow;
  publisher: TPublisherReportRow;
  trackingId: TTrackingIdReportRow;
  link: TTrackingIdLinkRow;
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

export async function labelRows<G extends TListGrouping>(
  deps: TDeps,
  set: TReportSet,
  actor: TUserActor,
  grouping: G,
  rows: TGroupRow[],
): Promise<TRowOf[G][]> {
  const metrics = (row: TGroupRow) => metricsOf(row, set.side);
  const labelled = await labelsOf(deps, actor, grouping, rows);
  return rows.map((row) => ({ ...labelled(row), ...metrics(row) })) as TRowOf[G][];
}

async function labelsOf(
  deps: TDeps,
  actor: TUserActor,
  grouping: TListGrouping,
  rows: TGroupRow[],
): Promise<(row: TGroupRow) => Record<string, unknown>> {
  const keys = rows.map((row) => row.key);
  switch (grouping) {
    case 'day':
      return (row) => ({ day: row.key });
    case 'brand':
      return (row) => ({ brandId: text(row.brandId), brandName: text(row.brandName) ?? '' });
    case 'product': {
      const ids = rows.map((row) => text(row.productId)).filter((id): id is string => id !== null);
      const products = byId(await findProductLabels(deps.db, ids));
      return (row) => {
        const product = products.get(text(row.productId) ?? '');
        return {
          asin: row.key,
          productId: text(row.productId),
          // the associates line's own title first: it is what the publisher's file said
          title: text(row.title) ?? product?.title ?? null,
          imageUrl: product?.imageUrl ?? null,
          brandId: text(row.brandId),
          brandName: text(row.brandName) ?? '',
        };
      };
    }
    case 'publisher': {
      const names = byId(await findUserNames(deps.db, keys));
      return (row) => ({ publisherId: row.key, publisherName: names.get(row.key)?.name ?? '' });
    }
    case 'trackingId': {
      const names = byId(await findTrackingIdNames(deps.db, actor.userId, keys));
      return (row) => ({
        trackingId: row.key,
        trackingIdName: row.key === noTrackingId ? null : (names.get(row.key)?.name ?? null),
      });
    }
    case 'link': {
      const links = byId(await findLinkLabels(deps.db, actor.userId, keys));
      return (row) => {
        const link = links.get(row.key);
        return {
          linkId: row.key,
          linkType: link?.linkType ?? 'product',
          asin: link?.asin ?? '',
          title: link?.title ?? '',
          brandName: link?.brandName ?? '',
        };
      };
    }
  }
}
