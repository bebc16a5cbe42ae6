import { marketplaces, type TCampaignStatus, type TCountryCode } from '@atlas/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { TCampaignSide } from './campaigns.repository';

// The side's campaigns summed per marketplace, status and month of confirmation (the month in
// the marketplace's own time zone, as the publisher statement closes it).

export type TEarningsGroup = {
  countryCode: string;
  currency: string;
  status: TCampaignStatus;
  /** 'YYYY-MM' of confirmation in the marketplace's zone; null when not confirmed. */
  confirmedMonth: string | null;
  count: number;
  amountMinor: number;
};

// Literals, not parameters: the same expression is selected and grouped by, and PostgreSQL
// matches the two only when they are written alike (the values are our constants).
const zoneOf = sql.raw(
  `case country_code ${marketplaces.map((m) => `when '${m.code}' then '${m.timeZone}'`).join(' ')} else 'UTC' end`,
);
const confirmedMonth = sql<
  string | null
>`to_char(${campaigns.confirmedAt} at time zone (${zoneOf}), 'YYYY-MM')`;

export async function sumCampaigns(
  db: TQueryable,
  side: TCampaignSide,
  countryCode: TCountryCode | undefined,
): Promise<TEarningsGroup[]> {
  const owner =
    'sellerId' in side ? eq(campaigns.sellerId, side.sellerId) : eq(campaigns.publisherId, side.publisherId);
  return db
    .select({
      countryCode: campaigns.countryCode,
      currency: campaigns.currency,
      status: campaigns.status,
      confirmedMonth,
      count: sql<number>`count(*)::int`,
      amountMinor: sql<number>`sum(${campaigns.priceMinor})::float8`,
    })
    .from(campaigns)
    .where(and(owner, countryCode ? eq(campaigns.countryCode, countryCode) : undefined))
    .groupBy(campaigns.countryCode, campaigns.currency, campaigns.status, confirmedMonth);
}
