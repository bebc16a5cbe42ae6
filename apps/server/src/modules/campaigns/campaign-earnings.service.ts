import {
  campaignStatuses,
  committedCampaignStatuses,
  countryCodes,
  marketplaceOf,
  type TCampaignSum,
  type TCountryCode,
  type TPublisherCampaignEarnings,
  type TSellerCampaignEarnings,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { dayInZone } from '../../platform/zoned-day';
import { shareOf } from '../conversions/commission-math';
import { sumCampaigns, type TEarningsGroup } from './campaign-earnings.repository';

// Both sides' campaign money, per marketplace in its currency (docs/domain.md "Campaigns
// (issue 11)"). Seller: committed (accepted, in progress, completed), confirmed this month (in
// the marketplace's zone) and confirmed in all. Publisher: per month of confirmation the gross,
// the platform's campaign commission on the month's total (CAMPAIGN_COMMISSION_BP, rounded half
// away from zero) and the net; and what is pending, per state.

const zero = (): TCampaignSum => ({ count: 0, amountMinor: 0 });
const add = (sum: TCampaignSum, g: TEarningsGroup) => {
  sum.count += g.count;
  sum.amountMinor += g.amountMinor;
};
const byCountry = (a: { countryCode: string }, b: { countryCode: string }) =>
  countryCodes.indexOf(a.countryCode as TCountryCode) - countryCodes.indexOf(b.countryCode as TCountryCode);

/** GET seller/placement/campaigns/earnings */
export async function getSellerCampaignEarnings(
  deps: TDeps,
  actor: TUserActor,
  query: { countryCode?: TCountryCode },
): Promise<TSellerCampaignEarnings> {
  const groups = await sumCampaigns(deps.db, { sellerId: actor.userId }, query.countryCode);
  const countries = [...new Set(groups.map((g) => g.countryCode))];
  const marketplaces = countries.map((countryCode) => {
    const mine = groups.filter((g) => g.countryCode === countryCode);
    const month = dayInZone(deps.now(), marketplaceOf(countryCode).timeZone).slice(0, 7);
    const spend = {
      countryCode,
      currency: mine[0]?.currency ?? marketplaceOf(countryCode).currency,
      month,
      committed: zero(),
      confirmedThisMonth: zero(),
      confirmedAllTime: zero(),
      byStatus: campaignStatuses.map((status) => ({ status, ...zero() })),
    };
    for (const g of mine) {
      const status = spend.byStatus.find((s) => s.status === g.status);
      if (status) {
        add(status, g);
      }
      if ((committedCampaignStatuses as readonly string[]).includes(g.status)) {
        add(spend.committed, g);
      }
      if (g.status === 'confirmed') {
        add(spend.confirmedAllTime, g);
        if (g.confirmedMonth === month) {
          add(spend.confirmedThisMonth, g);
        }
      }
    }
    return spend;
  });
  return { marketplaces: marketplaces.sort(byCountry) };
}

/** GET publisher/placement/campaigns/earnings */
export async function getPublisherCampaignEarnings(
  deps: TDeps,
  actor: TUserActor,
  query: { countryCode?: TCountryCode },
): Promise<TPublisherCampaignEarnings> {
  const commissionBp = deps.config.CAMPAIGN_COMMISSION_BP;
  const groups = await sumCampaigns(deps.db, { publisherId: actor.userId }, query.countryCode);
  const months = groups
    .filter((g) => g.status === 'confirmed' && g.confirmedMonth)
    .map((g) => {
      const commissionMinor = shareOf(g.amountMinor, commissionBp);
      return {
        countryCode: g.countryCode,
        currency: g.currency,
        month: g.confirmedMonth as string,
        campaigns: g.count,
        grossMinor: g.amountMinor,
        commissionMinor,
        netMinor: g.amountMinor - commissionMinor,
      };
    })
    .sort((a, b) => b.month.localeCompare(a.month) || byCountry(a, b));
  const countries = [...new Set(groups.map((g) => g.countryCode))];
  const pending = countries
    .map((countryCode) => {
      const mine = groups.filter((g) => g.countryCode === countryCode);
      const sumOf = (status: string) => {
        const sum = zero();
        for (const g of mine.filter((x) => x.status === status)) {
          add(sum, g);
        }
        return sum;
      };
      return {
        countryCode,
        currency: mine[0]?.currency ?? marketplaceOf(countryCode).currency,
        accepted: sumOf('accepted'),
        inProgress: sumOf('in_progress'),
        completed: sumOf('completed'),
      };
    })
    .filter((p) => p.accepted.count + p.inProgress.count + p.completed.count > 0)
    .sort(byCountry);
  return { commissionBp, months, pending };
}
