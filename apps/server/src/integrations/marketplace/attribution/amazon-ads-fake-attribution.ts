import type { TFakeAdsDirectory, TFakeAdsProfile } from './amazon-ads-fake-accounts';
import { fakeSiteOf } from './amazon-ads-fake-accounts';
import { adGroupKey, answerFakeReport, type TFakeAnswer } from './amazon-ads-fake-report';

// Amazon Attribution as the Ads stand-in (amazon-ads-fake.ts) plays it, after the guide "How to
// use the Amazon Attribution API": retrieving a profile's tag template is what turns measurement
// on for it; the first click on a tag creates its campaign and ad group; only those are
// reported. Tag values too long or with a forbidden character (even escaped) are not measured,
// nor a campaign id another advertiser or market already uses.

type TJson = Record<string, unknown>;

export type TFakeAdsPublisher = { id: string; name: string; macroEnabled: boolean };

const defaultPublishers: TFakeAdsPublisher[] = [
  { id: '1', name: 'Google Ads', macroEnabled: true },
  { id: '2', name: 'Facebook Ads', macroEnabled: true },
  { id: '9', name: 'Display - Other', macroEnabled: false },
  { id: '11', name: 'Blogpost - Other', macroEnabled: false },
];

/** Characters Amazon forbids in a tag value, even escaped. */
const forbidden = /[/&=#?+’”%$]/;
const tagParameters = ['aa_campaignid', 'aa_adgroupid', 'aa_creativeid'];

export const fakeAdsBadRequest = (details: string): TFakeAnswer => ({
  status: 400,
  body: { code: '400', details },
});

const ok = (body: unknown): TFakeAnswer => ({ status: 200, body });

export function createFakeMeasurement(
  directory: TFakeAdsDirectory,
  options: { publishers?: TFakeAdsPublisher[]; pageSize?: number; today?: () => string },
) {
  const publishers = options.publishers ?? defaultPublishers;
  const state = {
    /** Profiles whose tag template was retrieved: only their tags are measured. */
    tagRetrieved: new Set<string>(),
    /** Per profile, clicks per ad group Amazon created from clicked tags. */
    clicks: new Map<string, Map<string, number>>(),
    rows: new Map<string, TJson[]>(),
    foreign: new Map<string, unknown[]>(),
  };

  const tagTemplate = (profile: TFakeAdsProfile, publisherId: string) =>
    `?maas=maas_adg_api_${profile.advertiserId}_static_${publisherId}_99&ref_=aa_maas&tag=maas` +
    '&aa_campaignid={insertCampaignId}&aa_adgroupid={insertAdGroupId}&aa_creativeid={insertCreativeId}';

  /** GET /attribution/tags/nonMacroTemplateTag: ids as repeated or comma-separated values. */
  const tagsAnswer = (query: URLSearchParams, profile: TFakeAdsProfile): TFakeAnswer => {
    const listOf = (name: string) => query.getAll(name).flatMap((v) => v.split(','));
    const wanted = listOf('publisherIds');
    if (wanted.length === 0 || wanted.some((id) => !publishers.some((p) => p.id === id && !p.macroEnabled))) {
      return fakeAdsBadRequest('Invalid request, publisher not supported');
    }
    if (listOf('advertiserIds').some((id) => id !== profile.advertiserId)) {
      return fakeAdsBadRequest('Invalid advertiser identifier');
    }
    state.tagRetrieved.add(profile.profileId);
    const tags = Object.fromEntries(wanted.map((id) => [id, tagTemplate(profile, id)]));
    return ok({ advertiserAttributionTagMap: { [profile.advertiserId]: tags } });
  };

  /** The value of a tag parameter as the shopper's browser sends it, if Amazon would take it. */
  const tagValue = (pairs: string[], name: string): string | null => {
    const value = pairs.find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1) ?? '';
    return value === '' || value.length > 255 || forbidden.test(value) ? null : value;
  };

  return {
    state,

    /** An attribution resource for a profile the caller may use. */
    answer(
      method: string,
      path: string,
      query: URLSearchParams,
      body: TJson,
      profile: TFakeAdsProfile,
    ): TFakeAnswer | null {
      if (method === 'GET' && path === '/attribution/advertisers') {
        const name = profile.advertiserName ?? 'Advertiser';
        return ok({ advertisers: [{ advertiserId: profile.advertiserId, advertiserName: name }] });
      }
      if (method === 'GET' && path === '/attribution/publishers') {
        return ok({ publisher: publishers });
      }
      if (method === 'GET' && path === '/attribution/tags/nonMacroTemplateTag') {
        return tagsAnswer(query, profile);
      }
      if (method === 'POST' && path === '/attribution/report') {
        const source = {
          rows: state.rows.get(profile.profileId) ?? [],
          clicks: state.clicks.get(profile.profileId) ?? new Map(),
          foreign: state.foreign.get(profile.profileId) ?? [],
        };
        return answerFakeReport(body, source, options);
      }
      return null;
    },

    /**
     * A shopper clicks a link carrying a tag (the link, or its query string), `times` over. Says
     * whether Amazon measured it, creating the tag's campaign and ad group on the way.
     */
    click(link: string, times = 1): boolean {
      const query = link.replace(/^[^?]*\?/, '');
      const params = new URLSearchParams(query);
      const advertiserId = /^maas_adg_api_(\w+?)_static_/.exec(params.get('maas') ?? '')?.[1];
      const found = directory.profileOfAdvertiser(advertiserId);
      const pairs = query.split('&');
      const [campaignId, adGroupId, creativeId] = tagParameters.map((name) => tagValue(pairs, name));
      if (
        !found ||
        !state.tagRetrieved.has(found.profile.profileId) ||
        !campaignId ||
        !adGroupId ||
        !creativeId
      ) {
        return false;
      }
      if (params.get('ref_') !== 'aa_maas' || params.get('tag') !== 'maas') {
        return false;
      }
      const profileId = found.profile.profileId;
      const usedElsewhere = [...state.clicks].some(
        ([other, groups]) =>
          other !== profileId && [...groups.keys()].some((k) => k.startsWith(`${campaignId}|`)),
      );
      if (usedElsewhere) {
        return false;
      }
      const groups = state.clicks.get(profileId) ?? new Map<string, number>();
      const key = adGroupKey(campaignId, adGroupId);
      groups.set(key, (groups.get(key) ?? 0) + times);
      state.clicks.set(profileId, groups);
      return true;
    },

    /**
     * What Amazon reports for a profile's ad groups (rows with date YYYYMMDD, campaignId,
     * adGroupId, productAsin and figures), replacing what it said before: a restated day.
     */
    setRows(profileId: string, rows: TJson[]) {
      const profile = directory.profileOf(profileId)?.profile;
      const dimensions = {
        advertiserName: profile?.advertiserName ?? 'Advertiser',
        brandName: 'Brand',
        marketplace: fakeSiteOf(profile?.countryCode ?? ''),
        publisher: 'Blogpost - Other',
        productName: 'Product',
        productConversionType: 'Promoted',
      };
      state.rows.set(
        profileId,
        rows.map((row) => ({ ...dimensions, ...row })),
      );
    },

    /** Rows of other tools' campaigns on a profile, reported exactly as given. */
    setForeignRows(profileId: string, rows: unknown[]) {
      state.foreign.set(profileId, rows);
    },
  };
}
