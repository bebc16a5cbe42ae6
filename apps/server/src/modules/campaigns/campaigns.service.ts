import type { TCampaignDetail, TCampaignPage, ZCampaignListQuerySchema } from '@atlas/shared';
import type { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { toCampaignDetail, toCampaignRow } from './campaign-view';
import {
  findCampaign,
  findCampaignEvents,
  findCampaignProducts,
  listCampaigns as listCampaignRows,
  type TCampaignRecord,
  type TCampaignSide,
} from './campaigns.repository';

// Reading campaigns on either side: a page of the list, one campaign with its products, links
// and timeline. Another account's campaign is not found (404).

type TListQuery = z.output<typeof ZCampaignListQuerySchema>;

/** GET seller|publisher/placement/campaigns/list */
export async function listCampaigns(
  deps: TDeps,
  side: TCampaignSide,
  query: TListQuery,
): Promise<TCampaignPage> {
  const { items, total } = await listCampaignRows(
    deps.db,
    { side, status: query.status, countryCode: query.countryCode, search: query.search },
    pageWindow(query),
  );
  return { items: items.map(toCampaignRow), total, page: query.page, pageSize: query.pageSize };
}

/** The side's campaign, or 404. */
export async function campaignOf(deps: TDeps, side: TCampaignSide, id: string): Promise<TCampaignRecord> {
  const record = await findCampaign(deps.db, side, id);
  if (!record) {
    throw notFound('Campaign');
  }
  return record;
}

/** The campaign as the detail call answers it (also the answer of every move). */
export async function detailOf(deps: TDeps, record: TCampaignRecord): Promise<TCampaignDetail> {
  const [products, events] = await Promise.all([
    findCampaignProducts(deps.db, record.campaign.id),
    findCampaignEvents(deps.db, record.campaign.id),
  ]);
  return toCampaignDetail(deps.config, record, products, events);
}

/** GET seller|publisher/placement/campaigns/{campaignId}/detail */
export async function getCampaign(deps: TDeps, side: TCampaignSide, id: string): Promise<TCampaignDetail> {
  return detailOf(deps, await campaignOf(deps, side, id));
}
