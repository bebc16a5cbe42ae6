import { ErrorCode, type TCampaignDetail, type TCountryCode } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, conflict } from '../../platform/errors';
import { saveLink } from '../tracking/link-builder.service';
import { productLinkRef } from '../tracking/link-target.service';
import { setProductLinks } from './campaign-moves.repository';
import { moveCampaignBy, refuseMove, sideOf } from './campaign-moves.service';
import { findCampaignProducts } from './campaigns.repository';
import { campaignOf, detailOf } from './campaigns.service';

// POST publisher/placement/campaigns/{campaignId}/generate-links: accepted → in_progress with a
// tracking link per campaign product in the campaign's marketplace, made by the link builder
// as the publisher's own plain product link (the same parameters find the same link, so a
// product the publisher already linked keeps its link). In progress already: the same links.

/** The publisher's link of each product, made where missing; 409 when a product cannot be linked any more. */
async function linksFor(deps: TDeps, actor: TUserActor, campaignId: string, countryCode: TCountryCode) {
  const products = await findCampaignProducts(deps.db, campaignId);
  const links: { asin: string; trackingLinkId: string }[] = [];
  for (const product of products) {
    if (product.trackLinkId) {
      links.push({ asin: product.asin, trackingLinkId: product.trackLinkId });
      continue;
    }
    const gone = conflict(
      `${product.asin} (${product.title}) cannot be promoted any more: its seller removed it, made it inactive or took its commission away. Ask the seller, or decline the campaign.`,
    );
    if (!product.productId) {
      throw gone;
    }
    const link = await saveLink(deps, actor, productLinkRef(product.productId, countryCode), {}).catch(
      (error: unknown) => {
        throw error instanceof AppError && error.code === ErrorCode.notFound ? gone : error;
      },
    );
    links.push({ asin: product.asin, trackingLinkId: link.trackLinkId });
  }
  return links;
}

export async function generateCampaignLinks(
  deps: TDeps,
  actor: TUserActor,
  id: string,
): Promise<TCampaignDetail> {
  const record = await campaignOf(deps, sideOf(actor), id);
  const { status } = record.campaign;
  if (status === 'in_progress') {
    return detailOf(deps, record);
  }
  if (status !== 'accepted') {
    throw refuseMove('generateLinks', status);
  }
  const links = await linksFor(deps, actor, id, record.campaign.countryCode as TCountryCode);
  try {
    return await moveCampaignBy(deps, actor, 'generateLinks', id, {
      note: `${links.length} tracking link${links.length === 1 ? '' : 's'}`,
      alsoWrite: (tx) => setProductLinks(tx, id, links),
    });
  } catch (error) {
    // A second click that lost the race to the first finds the campaign started: same links.
    const now = await campaignOf(deps, sideOf(actor), id);
    if (now.campaign.status === 'in_progress') {
      return detailOf(deps, now);
    }
    throw error;
  }
}
