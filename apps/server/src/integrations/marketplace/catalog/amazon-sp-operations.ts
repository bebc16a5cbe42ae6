import type { TUsagePlan } from './amazon-rate-gate';
import { MarketplaceCatalogError } from './types';

// The Selling Partner API operations the catalogue calls: their usage plans, the role each
// needs, and how Amazon's refusals of them read.

type TJson = Record<string, unknown>;

export const spApiUsagePlans = {
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  searchListingsItems: { rate: 5, burst: 5 },
  searchCatalogItems: { rate: 2, burst: 2 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
} satisfies Record<string, TUsagePlan>;

export type TSpOperation = keyof typeof spApiUsagePlans;

/**
 * The role Amazon's documentation names for each operation: Finance and Accounting in its
 * tutorial on a seller's marketplace participation, Product Listing for listings, catalogue
 * items and the inventory reports. Without it in the app's registration, Amazon answers 403
 * to a valid access token.
 */
export const spApiRoles: Record<TSpOperation, string> = {
  getMarketplaceParticipations: 'Finance and Accounting',
  searchListingsItems: 'Product Listing',
  searchCatalogItems: 'Product Listing',
  createReport: 'Product Listing',
  getReport: 'Product Listing',
  getReportDocument: 'Product Listing',
};

/** Amazon's documented error body (`errors[].code/message/details`) in one line. */
export function spApiErrorText(body: TJson | null, status: number): string {
  const errors = Array.isArray(body?.errors) ? (body.errors as TJson[]) : [];
  const first = errors[0];
  if (!first) {
    return `HTTP ${status}`;
  }
  const details = typeof first.details === 'string' && first.details ? ` (${first.details})` : '';
  return `${String(first.code ?? status)}: ${String(first.message ?? '')}${details}`;
}

/** A 403 to a freshly renewed token: the app lacks the operation's role, the grant is fine. */
export const forbidden = (operation: TSpOperation, detail: string) =>
  new MarketplaceCatalogError(
    'forbidden',
    `Amazon refused ${operation} with a freshly renewed access token (${detail}): the app lacks the ` +
      `Selling Partner API role "${spApiRoles[operation]}". The operator adds that role to the app ` +
      "in Amazon's developer profile, then the seller re-authorizes the app.",
  );
