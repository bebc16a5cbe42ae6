import { displayDay, invoiceFileName, invoiceLabel } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { type TCsvColumn, toCsv } from '../../platform/export';
import { moneyText } from '../campaigns/campaign-view';
import { findStatementCampaigns } from './publisher-billings.repository';
import { getPublisherStatement, statementOf } from './publisher-billings.service';
import { statementPdf } from './publisher-statement-pdf';

// The statement's two files: its PDF (the server's twin of the Statement PDF screen) and its
// campaigns as CSV.

/**
 * GET finance/publisher/billings/downloadInvoice: named as the invoice it is
 * (`AffiliateAtlas_Invoice_AA-P-000042.pdf`), not as the Statement screen's picture of it.
 */
export async function downloadPublisherStatement(
  deps: TDeps,
  actor: TUserActor,
  id: string,
): Promise<{ fileName: string; body: Buffer }> {
  const statement = await getPublisherStatement(deps, actor, id);
  return {
    fileName: invoiceFileName(deps.config.PRODUCT_NAME, statement.invoiceNo),
    body: statementPdf(statement, deps.config.PRODUCT_NAME),
  };
}

type TCampaignLine = Awaited<ReturnType<typeof findStatementCampaigns>>[number] & { currency: string };

const columns: TCsvColumn<TCampaignLine>[] = [
  { header: 'Campaign id', value: (c) => c.campaignId },
  { header: 'Brand', value: (c) => c.brandName },
  { header: 'Placement', value: (c) => c.placementTitle },
  { header: 'Seller', value: (c) => c.sellerName },
  { header: 'Confirmed', value: (c) => (c.confirmedAt ? displayDay(c.confirmedAt.toISOString()) : '--') },
  { header: 'Currency', value: (c) => c.currency },
  { header: 'Price', value: (c) => moneyText(c.priceMinor, '').trim() },
];

/** EXPORT finance/publisher/billings/detail/export: one line per campaign the statement charges. */
export async function exportPublisherStatementCampaigns(
  deps: TDeps,
  actor: TUserActor,
  id: string,
): Promise<{ fileName: string; body: string }> {
  const row = await statementOf(deps, actor, id);
  const campaigns = await findStatementCampaigns(deps.db, row.id);
  return {
    fileName: `${invoiceLabel('publisher', row.invoiceNumber)}-campaigns.csv`,
    body: toCsv(
      columns,
      campaigns.map((c) => ({ ...c, currency: row.currency })),
    ),
  };
}
