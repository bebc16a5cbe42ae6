// The Ads API's answers read into our shapes, each throwing with the reason when an answer is
// not what Amazon documents. Where the reference and answers seen in practice differ (the
// publisher list's key, the tag map's wrapper), both are read.

type TJson = Record<string, unknown>;

/** An Ads profile: one advertiser account in one marketplace (GET /v2/profiles). */
export type TAdsProfile = {
  id: string;
  countryCode: string;
  currencyCode: string;
  timezone: string;
  accountInfo: { marketplaceStringId: string; id: string; type: string; name: string };
};

export type TAdsAdvertiser = { id: string; name: string };
export type TAdsPublisher = { id: string; name: string; macroEnabled: boolean };
export type TAdsReportPage = { rows: unknown[]; cursorId: string | null };

const isObject = (value: unknown): value is TJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** An id Amazon sends as a string or a number. */
function idOf(value: unknown, what: string): string {
  if (
    (typeof value === 'string' && value !== '') ||
    (typeof value === 'number' && Number.isSafeInteger(value))
  ) {
    return String(value);
  }
  throw new Error(`${what} has no id (${JSON.stringify(value)})`);
}

export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('is not JSON');
  }
}

/**
 * GET /v2/profiles. Profile ids are 64-bit integers sent as JSON numbers: they are read as text
 * before parsing, so an id past 2^53 is not rounded into another advertiser's.
 */
export function profilesOf(text: string): TAdsProfile[] {
  const body = jsonOf(text.replace(/("profileId"\s*:\s*)(\d+)/g, '$1"$2"'));
  if (!Array.isArray(body)) {
    throw new Error('is not a list of profiles');
  }
  return body.map((profile, index) => {
    const info = isObject(profile) ? profile.accountInfo : null;
    if (!isObject(profile) || !isObject(info) || typeof profile.countryCode !== 'string') {
      throw new Error(`profile ${index + 1} has no countryCode or accountInfo`);
    }
    return {
      id: idOf(profile.profileId, `profile ${index + 1}`),
      countryCode: profile.countryCode,
      currencyCode: textOf(profile.currencyCode),
      timezone: textOf(profile.timezone),
      accountInfo: {
        marketplaceStringId: textOf(info.marketplaceStringId),
        id: textOf(info.id),
        type: textOf(info.type),
        name: textOf(info.name),
      },
    };
  });
}

/** GET /attribution/advertisers: a seller's profile has one. */
export function advertisersOf(body: unknown): TAdsAdvertiser[] {
  if (!isObject(body) || !Array.isArray(body.advertisers)) {
    throw new Error('has no advertisers list');
  }
  return body.advertisers.map((a: unknown, index) => ({
    id: idOf(isObject(a) ? a.advertiserId : undefined, `advertiser ${index + 1}`),
    name: isObject(a) ? textOf(a.advertiserName) : '',
  }));
}

/** GET /attribution/publishers: the reference names the list `publisher`, answers `publishers`. */
export function publishersOf(body: unknown): TAdsPublisher[] {
  const list = isObject(body) ? (body.publisher ?? body.publishers) : undefined;
  if (!Array.isArray(list)) {
    throw new Error('has no publisher list');
  }
  return list.map((p: unknown, index) => ({
    id: idOf(isObject(p) ? p.id : undefined, `publisher ${index + 1}`),
    name: isObject(p) ? textOf(p.name) : '',
    macroEnabled: isObject(p) && p.macroEnabled === true,
  }));
}

/**
 * GET /attribution/tags/nonMacroTemplateTag: advertiser id → publisher id → tag, under
 * `advertiserAttributionTagMap` as the reference says, or bare as answers have shown.
 */
export function tagTemplateOf(body: unknown, advertiserId: string, publisherId: string): string {
  const map =
    isObject(body) && isObject(body.advertiserAttributionTagMap) ? body.advertiserAttributionTagMap : body;
  const tags = isObject(map) ? map[advertiserId] : undefined;
  const tag = isObject(tags) ? tags[publisherId] : undefined;
  if (typeof tag !== 'string' || tag === '') {
    throw new Error(`has no tag for advertiser ${advertiserId} and publisher ${publisherId}`);
  }
  return tag;
}

/** One page of POST /attribution/report: its rows, and the cursor of the next (null: the last). */
export function reportPageOf(body: unknown): TAdsReportPage {
  if (!isObject(body) || !Array.isArray(body.reports)) {
    throw new Error('has no reports list');
  }
  const cursor = body.cursorId;
  if (cursor !== undefined && cursor !== null && typeof cursor !== 'string') {
    throw new Error(`has a cursorId that is not text (${JSON.stringify(cursor)})`);
  }
  return { rows: body.reports, cursorId: cursor ? cursor : null };
}
