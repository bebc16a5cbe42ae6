import type { Readable } from 'node:stream';
import { campaignInvoiceLabel, ErrorCode, marketplaceOf, type TPlacementFormat } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, conflict } from '../../platform/errors';
import { dayInZone } from '../../platform/zoned-day';
import { keptUploadBytes } from '../uploads/upload-bytes';
import { findOwnUploads } from '../uploads/uploads.repository';
import { invoicePdf } from './campaign-invoice-pdf';
import { moneyText } from './campaign-view';
import { zipStream } from './campaign-zip';
import { findCampaignProducts } from './campaigns.repository';
import { campaignOf } from './campaigns.service';

// The two files of a campaign: the seller's invoice once confirmed, and the publisher's zip of
// the files the seller attached.

const formatLabel = (format: TPlacementFormat) =>
  format.charAt(0).toUpperCase() + format.slice(1).replace(/_/g, ' ');

/** GET seller/placement/campaigns/{campaignId}/invoice: 409 until the campaign is confirmed. */
export async function downloadCampaignInvoice(
  deps: TDeps,
  actor: TUserActor,
  id: string,
): Promise<{ fileName: string; body: Buffer }> {
  const record = await campaignOf(deps, { sellerId: actor.userId }, id);
  const c = record.campaign;
  if (c.status !== 'confirmed' || c.invoiceNumber === null || !c.confirmedAt) {
    throw conflict(
      `This campaign is ${c.status.replace('_', ' ')}: its invoice exists once you confirm its completion`,
    );
  }
  const products = await findCampaignProducts(deps.db, id);
  const marketplace = marketplaceOf(c.countryCode);
  const label = campaignInvoiceLabel(c.invoiceNumber);
  const body = invoicePdf({
    productName: deps.config.PRODUCT_NAME,
    invoiceLabel: label,
    date: dayInZone(c.confirmedAt, marketplace.timeZone),
    campaignId: c.id,
    seller: { name: record.sellerName, email: record.sellerEmail },
    publisher: { name: record.publisherName, email: record.publisherEmail },
    placementTitle: c.placementTitle,
    format: formatLabel(record.placementFormat),
    marketplace: `${c.countryCode} (${marketplace.site})`,
    brandName: c.brandName,
    price: moneyText(c.priceMinor, c.currency),
    products: products.map((p) => ({ asin: p.asin, title: p.title })),
  });
  return { fileName: `invoice-${label}.pdf`, body };
}

/**
 * EXPORT publisher/placement/campaigns/{campaignId}/download-resources: the seller's files as one
 * zip, in the order attached. A campaign without files answers 404 rather than an empty zip.
 */
export async function downloadCampaignResources(
  deps: TDeps,
  actor: TUserActor,
  id: string,
): Promise<{ fileName: string; stream: Readable }> {
  const record = await campaignOf(deps, { publisherId: actor.userId }, id);
  const { assets, sellerId } = record.campaign;
  const rows = await findOwnUploads(
    deps.db,
    sellerId,
    assets.map((a) => a.uploadId),
  );
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  const files = assets.flatMap((asset) => {
    const row = rowOf.get(asset.uploadId);
    // what was kept of the file (an image without its metadata), as common/files serves it
    return row
      ? [{ name: asset.fileName, contentType: asset.contentType, read: () => keptUploadBytes(deps, row) }]
      : [];
  });
  if (files.length === 0) {
    throw new AppError(ErrorCode.notFound, 'The seller attached no files to this campaign');
  }
  return { fileName: `campaign-${id}-resources.zip`, stream: zipStream(files) };
}
