import { invoiceFileName, marketplaceOf, type TSellerInvoice } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { companyDetails } from './company-details';
import { invoiceLineRows, sellerIdentity } from './seller-billings.repository';
import { sellerBillingOf, toSellerBilling } from './seller-billings.service';
import { sellerInvoicePdf } from './seller-invoice-pdf';

// A seller billing's invoice: the lines per product, the totals and how to pay, as JSON and as
// the PDF the server writes.

/** The statement's payment instructions (spec 2.2), said for the seller's invoice. */
export const invoicePaymentInstructions = [
  'Please Use one of the following methods to make payment',
  'Please indicate the invoice number above along with the payment.',
  'Please cover bank transfer service charge.',
];

/** GET finance/seller/billings/invoice. */
export async function getSellerInvoice(
  deps: TDeps,
  sellerId: string,
  billingId: string,
): Promise<TSellerInvoice> {
  const row = await sellerBillingOf(deps, sellerId, billingId);
  const seller = await sellerIdentity(deps.db, sellerId);
  const company = seller?.profile?.companyName;
  const marketplace = marketplaceOf(row.countryCode);
  return {
    billing: toSellerBilling(row, deps.now()),
    seller: {
      name: seller?.name ?? '',
      company: typeof company === 'string' && company !== '' ? company : null,
      email: seller?.email ?? '',
    },
    marketplace: { code: marketplace.code, site: marketplace.site },
    currencySymbol: marketplace.symbol,
    lines: await invoiceLineRows(deps.db, row.id),
    company: companyDetails(deps.config),
    paymentInstructions: invoicePaymentInstructions,
  };
}

/** GET finance/seller/billings/downloadInvoice: the invoice as a PDF. */
export async function downloadSellerInvoice(
  deps: TDeps,
  sellerId: string,
  billingId: string,
): Promise<{ fileName: string; body: Buffer }> {
  const invoice = await getSellerInvoice(deps, sellerId, billingId);
  return {
    fileName: invoiceFileName(deps.config.PRODUCT_NAME, invoice.billing.invoiceLabel),
    body: sellerInvoicePdf(deps.config.PRODUCT_NAME, invoice),
  };
}
