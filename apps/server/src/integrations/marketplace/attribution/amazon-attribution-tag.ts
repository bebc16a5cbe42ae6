// Amazon Attribution's non-macro tags (the guide "How to use the Amazon Attribution API"): the
// seller's template names its campaign, ad group and creative by placeholders our links fill in.
// Amazon creates the campaign, ad group and creative from those values at the first click and
// reports conversions under them, so they are how a report row finds its way back to our link.

/** The three values Amazon Attribution reads from a tag. */
export type TAttributionTagIds = { campaignId: string; adGroupId: string; creativeId: string };

const parameterOf = {
  campaignId: 'aa_campaignid',
  adGroupId: 'aa_adgroupid',
  creativeId: 'aa_creativeid',
} as const satisfies Record<keyof TAttributionTagIds, string>;

/** Amazon's limit on each value, after any macro is expanded. */
const maxValueLength = 255;

/**
 * A stricter alphabet than Amazon's (which only forbids / & = # ? + ’ ” % $, even escaped): what
 * needs no escaping in a URL, so the value Amazon reports is the value we wrote.
 */
const valuePattern = /^[0-9A-Za-z_-]+$/;
/** Our ids (`usr_ab12…`) and link codes hold no '-', which separates the parts of a campaign id. */
const partPattern = /^[0-9A-Za-z_]+$/;
const linkCodePattern = /^[0-9A-Za-z]+$/;

const prefix = 'atlas-';

function checkedPart(name: string, value: string, pattern: RegExp): string {
  if (!pattern.test(value)) {
    throw new Error(`${name} ${JSON.stringify(value)} cannot go into an Amazon Attribution tag`);
  }
  return value;
}

/**
 * Our tag ids of one link. The campaign is one per seller (the advertiser), marketplace and
 * publisher: Amazon wants a campaign id used by one advertiser in one market only. The ad group
 * and the creative are the link itself: a non-macro tag serves one landing page, and one link
 * leads to one.
 */
export function attributionTagIds(link: {
  countryCode: string;
  sellerId: string;
  ownerId: string;
  code: string;
}): TAttributionTagIds {
  const campaignId = [
    'atlas',
    checkedPart('countryCode', link.countryCode, /^[A-Z]{2}$/),
    checkedPart('sellerId', link.sellerId, partPattern),
    checkedPart('ownerId', link.ownerId, partPattern),
  ].join('-');
  const linkId = `${prefix}${checkedPart('code', link.code, linkCodePattern)}`;
  const ids = { campaignId, adGroupId: linkId, creativeId: linkId };
  for (const value of Object.values(ids)) {
    if (value.length > maxValueLength) {
      throw new Error(`${value.slice(0, 40)}… is longer than Amazon's ${maxValueLength} characters`);
    }
  }
  return ids;
}

/** Whether a report's campaign is one of ours (rows of other tools' campaigns are never read). */
export const isOurCampaign = (campaignId: unknown): boolean =>
  typeof campaignId === 'string' && campaignId.startsWith(prefix);

/** The link code of one of our ad groups, or null when the ad group is not ours. */
export function linkCodeOfAdGroup(adGroupId: unknown): string | null {
  if (typeof adGroupId !== 'string' || !adGroupId.startsWith(prefix)) {
    return null;
  }
  const code = adGroupId.slice(prefix.length);
  return linkCodePattern.test(code) ? code : null;
}

/**
 * The query string (no leading `?`) of a link's tag: the template's `aa_campaignid`,
 * `aa_adgroupid` and `aa_creativeid` values replaced by ours, whatever placeholder text Amazon
 * put there ({campaignId}, {insertCampaignId}…), and every other parameter (maas, ref_, tag)
 * kept exactly as Amazon gave it. A template without each of the three once is refused.
 */
export function fillAttributionTag(template: string, ids: TAttributionTagIds): string {
  const valueByName = new Map<string, string>();
  for (const [key, parameter] of Object.entries(parameterOf)) {
    const value = ids[key as keyof TAttributionTagIds];
    if (!valuePattern.test(value) || value.length > maxValueLength) {
      throw new Error(`${parameter} ${JSON.stringify(value)} is not a value Amazon Attribution accepts`);
    }
    valueByName.set(parameter, value);
  }
  const filled = new Set<string>();
  const pairs = template
    .trim()
    .replace(/^\?/, '')
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      const value = valueByName.get(name);
      if (value === undefined) {
        return pair;
      }
      if (filled.has(name)) {
        throw new Error(`the tag template names ${name} twice`);
      }
      filled.add(name);
      return `${name}=${value}`;
    });
  const missing = [...valueByName.keys()].filter((name) => !filled.has(name));
  if (missing.length > 0) {
    throw new Error(`the tag template has no ${missing.join(', ')}`);
  }
  return pairs.join('&');
}
