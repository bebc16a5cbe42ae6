import { authCalls, ErrorCode, publisherProfileCalls, publisherReviewCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createOperator, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { publisherProfiles } from '../../db/schema';

let t: TTestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  operatorToken = (await createOperator(t)).token;
});
afterAll(() => t.close());

const profile = {
  website: 'ivy-reviews.example.com',
  promotionCountry: 'UK',
  audience: 'Students looking for laptop and desk deals',
  promotionCountries: ['UK', 'DE', 'UK'],
  categories: ['electronics', 'office'],
  promotionMethods: ['website', 'youtube'],
  audienceSize: 42_000,
};

const getProfile = (token: string) => callOf(t.app, publisherProfileCalls.getPublisherProfile, { token });
const putProfile = (token: string, body: unknown) =>
  callOf(t.app, publisherProfileCalls.updatePublisherProfile, { token, body });
const putTags = (token: string, trackingTags: unknown) =>
  callOf(t.app, publisherProfileCalls.updateTrackingTags, { token, body: { trackingTags } });
const review = (publisherId: string, status: string, reason?: string) =>
  callOf(t.app, publisherReviewCalls.reviewPublisher, {
    token: operatorToken,
    body: { publisherId, status, reason },
  });

describe('the profile lookups', () => {
  it('lists the categories, promotion methods and marketplaces a profile may name', async () => {
    const { token } = await createUser(t, 'publisher');
    const categories = await callOf(t.app, publisherProfileCalls.listProductCategories, { token });
    expect(categories.body.data).toContainEqual({ key: 'kitchen-dining', name: 'Kitchen & Dining' });
    expect(categories.body.data).toHaveLength(18);
    const methods = await callOf(t.app, publisherProfileCalls.listPromotionMethods, { token });
    expect(methods.body.data?.map((m) => m.key)).toContain('newsletter');
    const countries = await callOf(t.app, publisherProfileCalls.listPromotionCountries, { token });
    expect(countries.body.data).toEqual([
      { code: 'US', site: 'amazon.com' },
      { code: 'CA', site: 'amazon.ca' },
      { code: 'FR', site: 'amazon.fr' },
      { code: 'DE', site: 'amazon.de' },
      { code: 'UK', site: 'amazon.co.uk' },
    ]);
  });
});

describe('a publisher profile', () => {
  it('starts pending and empty, then keeps what the publisher saves, each value once', async () => {
    const { token, user } = await createUser(t, 'publisher');
    const fresh = await getProfile(token);
    expect(fresh.body.data).toMatchObject({
      name: user.name,
      email: user.email,
      categories: [],
      promotionMethods: [],
      trackingTags: {},
      review: { status: 'pending', reason: null, reviewedAt: null },
      updatedAt: null,
    });
    const saved = await putProfile(token, profile);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      website: 'https://ivy-reviews.example.com',
      promotionCountry: 'UK',
      promotionCountries: ['UK', 'DE'],
      categories: ['electronics', 'office'],
      promotionMethods: ['website', 'youtube'],
      audienceSize: 42_000,
      updatedAt: t.clock.now.toISOString(),
    });
    expect((await getProfile(token)).body.data).toEqual(saved.body.data);
  });

  it('keeps the categories when the first profile is completed again', async () => {
    const { token } = await createUser(t, 'publisher');
    await putProfile(token, profile);
    const completed = await callOf(t.app, authCalls.completeProfile, {
      token,
      body: {
        role: 'publisher',
        website: 'ivy.example.org',
        promotionCountry: 'UK',
        audience: profile.audience,
      },
    });
    expect(completed.status).toBe(200);
    expect((await getProfile(token)).body.data).toMatchObject({
      website: 'https://ivy.example.org',
      categories: ['electronics', 'office'],
    });
  });

  it.each([
    [{ categories: [] }, 'categories', 'Choose at least one category'],
    [{ categories: ['weapons'] }, 'categories.0', 'Choose categories from the list'],
    [
      { promotionMethods: ['carrier-pigeon'] },
      'promotionMethods.0',
      'Choose promotion methods from the list',
    ],
    [{ promotionCountries: ['DE'] }, 'promotionCountries', 'Include your main promotion country'],
    [{ promotionCountries: ['JP', 'UK'] }, 'promotionCountries.0', 'Choose among US, CA, FR, DE and UK'],
    [{ audienceSize: -1 }, 'audienceSize', 'An audience cannot be negative'],
    [{ audienceSize: 1.5 }, 'audienceSize', 'Enter a whole number'],
    [{ website: 'not a site' }, 'website', 'Enter a web address such as https://example.com'],
    [{ audience: 'short' }, 'audience', 'Describe your audience in at least 20 characters'],
  ])(
    'refuses %j with the reason on the field, and keeps the saved profile',
    async (change, path, message) => {
      const { token } = await createUser(t, 'publisher');
      await putProfile(token, profile);
      const before = (await getProfile(token)).body.data;
      const refused = await putProfile(token, { ...profile, ...change });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(ErrorCode.validation);
      expect(refused.body.data).toMatchObject({ fields: expect.arrayContaining([{ path, message }]) });
      expect((await getProfile(token)).body.data).toEqual(before);
    },
  );

  it('sends a rejected profile back to the queue when it is saved, and keeps an approved one approved', async () => {
    const rejected = await createUser(t, 'publisher');
    await review(rejected.user.id, 'rejected', 'Add the link to your channel');
    t.clock.advance(60_000);
    await putProfile(rejected.token, profile);
    expect((await getProfile(rejected.token)).body.data?.review).toEqual({
      status: 'pending',
      reason: null,
      reviewedAt: expect.any(String),
    });
    const [row] = await t.database.db
      .select()
      .from(publisherProfiles)
      .where(eq(publisherProfiles.userId, rejected.user.id));
    expect(row?.submittedAt).toEqual(t.clock.now);

    const approved = await createUser(t, 'publisher');
    await review(approved.user.id, 'approved');
    await putProfile(approved.token, profile);
    expect((await getProfile(approved.token)).body.data?.review.status).toBe('approved');
  });

  it('leaves a pending publisher its place in the queue when it saves again', async () => {
    const { token, user } = await createUser(t, 'publisher');
    const place = async () =>
      (await t.database.db.select().from(publisherProfiles).where(eq(publisherProfiles.userId, user.id)))[0]
        ?.submittedAt;
    const first = await place();
    t.clock.advance(60_000);
    await putProfile(token, profile);
    expect(await place()).toEqual(first);
  });
});

describe('associates tags', () => {
  it('keeps one tag per marketplace, lower-cased, and drops a marketplace left out', async () => {
    const { token } = await createUser(t, 'publisher');
    const saved = await putTags(token, { US: ' IvyReviews-20 ', UK: 'ivy-reviews-21' });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.trackingTags).toEqual({ US: 'ivyreviews-20', UK: 'ivy-reviews-21' });
    const replaced = await putTags(token, { DE: 'ivy-21' });
    expect(replaced.body.data?.trackingTags).toEqual({ DE: 'ivy-21' });
  });

  it.each([
    [{ US: 'ivyreviews-21' }, 'trackingTags.US', 'A US associates tag ends in -20, as yourname-20'],
    [{ FR: 'ivy-20' }, 'trackingTags.FR', 'A FR associates tag ends in -21, as yourname-21'],
    [{ UK: '-21' }, 'trackingTags.UK', 'Use 1 to 40 lower-case letters, digits or dashes before the suffix'],
    [
      { UK: 'ivy reviews-21' },
      'trackingTags.UK',
      'Use 1 to 40 lower-case letters, digits or dashes before the suffix',
    ],
    [
      { UK: 'ivy--21' },
      'trackingTags.UK',
      'Use 1 to 40 lower-case letters, digits or dashes before the suffix',
    ],
    [
      { UK: `${'a'.repeat(41)}-21` },
      'trackingTags.UK',
      'Use 1 to 40 lower-case letters, digits or dashes before the suffix',
    ],
    [{ JP: 'ivy-22' }, 'trackingTags.JP', 'Choose one of US, CA, FR, DE or UK'],
  ])('refuses %j, and keeps the tags saved before', async (tags, path, message) => {
    const { token } = await createUser(t, 'publisher');
    await putTags(token, { CA: 'ivy-20' });
    const refused = await putTags(token, tags);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ fields: expect.arrayContaining([{ path, message }]) });
    expect((await getProfile(token)).body.data?.trackingTags).toEqual({ CA: 'ivy-20' });
  });

  it('takes a 40-character name before the suffix', async () => {
    const { token } = await createUser(t, 'publisher');
    const tag = `${'a'.repeat(40)}-21`;
    expect((await putTags(token, { UK: tag })).body.data?.trackingTags).toEqual({ UK: tag });
  });
});
