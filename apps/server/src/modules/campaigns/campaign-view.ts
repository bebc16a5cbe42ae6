import type { TCampaignDetail, TCampaignRow } from '@atlas/shared';
import type { TConfig } from '../../config';
import { shortUrlOf } from '../tracking/short-link';
import type { findCampaignEvents, findCampaignProducts, TCampaignRecord } from './campaigns.repository';

// A campaign as both sides' calls answer it, and its price as e-mails and the invoice print it.

/** 'USD 1,250.00' from minor units, in integer arithmetic (no float reaches the cents). */
export function moneyText(minor: number, currency: string): string {
  const abs = Math.abs(minor);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0 ? '-' : ''}${currency} ${whole}.${String(abs % 100).padStart(2, '0')}`;
}

type TProductRow = Awaited<ReturnType<typeof findCampaignProducts>>[number];
type TEventRow = Awaited<ReturnType<typeof findCampaignEvents>>[number];

export function toCampaignRow(record: TCampaignRecord): TCampaignRow {
  const c = record.campaign;
  return {
    id: c.id,
    campaignId: c.id,
    status: c.status,
    placementId: c.placementId,
    placementTitle: c.placementTitle,
    publisherName: record.publisherName,
    sellerName: record.sellerName,
    brandName: c.brandName,
    countryCode: c.countryCode,
    currency: c.currency,
    priceMinor: c.priceMinor,
    productCount: record.productCount,
    invoiceNumber: c.invoiceNumber,
    appliedAt: c.appliedAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    confirmedAt: c.confirmedAt?.toISOString() ?? null,
  };
}

export function toCampaignDetail(
  config: TConfig,
  record: TCampaignRecord,
  products: TProductRow[],
  events: TEventRow[],
): TCampaignDetail {
  const c = record.campaign;
  return {
    ...toCampaignRow(record),
    placementFormat: record.placementFormat,
    message: c.message,
    assets: c.assets,
    declineReason: c.declineReason,
    proofLinks: c.proofLinks,
    completionNote: c.completionNote,
    products: products.map((p) => ({
      productId: p.productId,
      asin: p.asin,
      title: p.title,
      link:
        p.trackLinkId && p.code && p.destinationUrl
          ? {
              trackLinkId: p.trackLinkId,
              code: p.code,
              shortUrl: shortUrlOf(config, p.code),
              destinationUrl: p.destinationUrl,
            }
          : null,
    })),
    events: events.map((e) => ({
      id: e.id,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actorKind: e.actorKind,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
