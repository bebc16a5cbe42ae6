// Who the Amazon Ads stand-in (amazon-ads-fake.ts) knows: each seller's Ads consent reaches the
// profiles of its account, one per marketplace, and a region's API serves only the profiles of
// that region's marketplaces (the /v2/profiles reference).

export type TFakeAdsRegion = 'na' | 'eu' | 'fe';

export type TFakeAdsProfile = {
  /** Amazon's 64-bit profile id, as digits (sent as a JSON number, as Amazon does). */
  profileId: string;
  countryCode: string;
  advertiserId: string;
  advertiserName?: string;
  /** false: the account is not eligible for Amazon Attribution (e.g. not in Brand Registry). */
  attribution?: boolean;
};

/** A seller's Ads consent: its refresh token and every profile of its account, any region. */
export type TFakeAdsAccount = {
  refreshToken: string;
  accountId: string;
  name: string;
  profiles: TFakeAdsProfile[];
};

const regionCountries: Record<TFakeAdsRegion, string[]> = {
  na: ['US', 'CA', 'MX', 'BR'],
  eu: ['UK', 'DE', 'FR', 'IT', 'ES', 'NL', 'SE', 'PL', 'TR', 'AE', 'BE'],
  fe: ['JP', 'AU', 'SG'],
};

/** Currency, zone, marketplace id and site of the countries tests use. */
const countries: Record<string, [string, string, string, string]> = {
  US: ['USD', 'America/Los_Angeles', 'ATVPDKIKX0DER', 'AMAZON.COM'],
  CA: ['CAD', 'America/Los_Angeles', 'A2EUQ1WTGCTBG2', 'AMAZON.CA'],
  UK: ['GBP', 'Europe/London', 'A1F83G8C2ARO7P', 'AMAZON.CO.UK'],
  DE: ['EUR', 'Europe/Paris', 'A1PA6795UKMFR9', 'AMAZON.DE'],
  FR: ['EUR', 'Europe/Paris', 'A13V1IB3VIYZZH', 'AMAZON.FR'],
};

/** The site a report row names as its marketplace ('AMAZON.COM'). */
export const fakeSiteOf = (countryCode: string) => countries[countryCode]?.[3] ?? '';

export function fakeAdsAccounts(region: TFakeAdsRegion, accounts: TFakeAdsAccount[]) {
  const all = accounts.flatMap((account) => account.profiles.map((profile) => ({ account, profile })));
  const inRegion = (profile: TFakeAdsProfile) => regionCountries[region].includes(profile.countryCode);
  return {
    inRegion,
    /** A profile of any region, with its account. */
    profileOf: (profileId: string) => all.find((p) => p.profile.profileId === profileId),
    /** The region's profile of an advertiser. */
    profileOfAdvertiser: (advertiserId: string | undefined) =>
      all.find((p) => p.profile.advertiserId === advertiserId && inRegion(p.profile)),
    accountOf: (refreshToken: string | undefined) => accounts.find((a) => a.refreshToken === refreshToken),

    /** GET /v2/profiles: the account's profiles in the region, ids as JSON numbers. */
    profilesJson(account: TFakeAdsAccount): string {
      const list = account.profiles.filter(inRegion).map((p) => {
        const [currencyCode, timezone, marketplaceStringId] = countries[p.countryCode] ?? ['', '', ''];
        return {
          profileId: p.profileId,
          countryCode: p.countryCode,
          currencyCode,
          dailyBudget: 999999999.0,
          timezone,
          accountInfo: {
            marketplaceStringId,
            id: account.accountId,
            type: 'seller',
            name: account.name,
            validPaymentMethod: true,
          },
        };
      });
      return JSON.stringify(list).replace(/"profileId":"(\d+)"/g, '"profileId":$1');
    },
  };
}

export type TFakeAdsDirectory = ReturnType<typeof fakeAdsAccounts>;
