import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commissionCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createBrand, createProduct, createSeller, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { insertTrackingLink } from '../../../test/support/tracking-links';
import { clickDays, clicks, trackingLinks } from '../../db/schema';
import { keyedHash } from '../../platform/secret';

// GET /t/{code} through the app: the 302, what a click records (and what it leaves out), the
// 404 page, the per-address limit and the link cache's invalidation. Clicks reach the database
// through the shipper, driven here by hand (`drain`).
let t: TTestApp;
let dataDir: string;
let ownerId: string;
let seller: Awaited<ReturnType<typeof createSeller>>;
let addressCount = 0;
/** Each test clicks from its own address, so the per-address limit is the limit test's alone. */
const nextAddress = () => `198.51.100.${++addressCount}`;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'atlas-clicks-'));
  t = await createTestApp({ DATA_DIR: dataDir, CLICK_LIMIT_PER_IP: '5', CLICK_LIMIT_WINDOW_SECONDS: '60' });
  ownerId = (await createUser(t, 'publisher')).user.id;
  seller = await createSeller(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function click(
  path: string,
  options: { method?: 'GET' | 'HEAD'; ip?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: options.method ?? 'GET',
    url: path,
    remoteAddress: options.ip ?? nextAddress(),
    headers: { 'user-agent': desktop, ...options.headers },
  });
}

async function shippedClicks(linkId: string) {
  await t.app.clicks.shipper.drain(10_000);
  return t.database.db.select().from(clicks).where(eq(clicks.linkId, linkId));
}

async function linkRow(linkId: string) {
  const [row] = await t.database.db.select().from(trackingLinks).where(eq(trackingLinks.id, linkId));
  return row;
}

async function earningProduct() {
  return createProduct(t, seller.user.id, { status: 'active', commissionBp: 1000 });
}

describe('a known link', () => {
  it('answers 302 to its destination once the click is recorded, with its referrer host only', async () => {
    const product = await earningProduct();
    const link = await insertTrackingLink(t, ownerId, { productId: product.id, subId: null });
    const res = await click(`/t/${link.code}`, {
      ip: '203.0.113.9',
      headers: { referer: 'https://blog.example.test/reviews/kettles?id=7' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(link.destinationUrl);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
    const rows = await shippedClicks(link.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subId: null,
      agentClass: 'desktop',
      referrerHost: 'blog.example.test',
      isBot: false,
      earning: true,
    });
    const day = t.clock.now.toISOString().slice(0, 10);
    expect(rows[0]?.ipHash).toBe(keyedHash(t.config, `click-ip:${day}`, '203.0.113.9'));
    expect(await linkRow(link.id)).toMatchObject({ clickCount: 1, lastClickAt: t.clock.now });
  });

  it('records ?sub= and forwards no query at all', async () => {
    const link = await insertTrackingLink(t, ownerId);
    const res = await click(`/t/${link.code}?sub=summer-24&utm_source=x&tag=evil-20`);
    expect(res.headers.location).toBe(link.destinationUrl);
    const rows = await shippedClicks(link.id);
    expect(rows.map((r) => r.subId)).toEqual(['summer-24']);
    const days = await t.database.db.select().from(clickDays).where(eq(clickDays.linkId, link.id));
    expect(days).toMatchObject([{ subId: 'summer-24', clicks: 1 }]);
  });

  it('redirects a malformed sub-id and records the click under the sub-id saved with the link', async () => {
    const link = await insertTrackingLink(t, ownerId);
    for (const sub of ['two words', 'x'.repeat(65), 'tab%09in', '']) {
      const res = await click(`/t/${link.code}?sub=${encodeURIComponent(sub)}`);
      expect(res.statusCode).toBe(302);
    }
    await click(`/t/${link.code}?sub=a&sub=b`);
    const rows = await shippedClicks(link.id);
    expect(link.subId).not.toBeNull();
    expect(rows.map((r) => r.subId)).toEqual(Array(5).fill(link.subId));
  });

  it('answers HEAD with the same redirect and counts nothing', async () => {
    const link = await insertTrackingLink(t, ownerId);
    const res = await click(`/t/${link.code}`, { method: 'HEAD' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(link.destinationUrl);
    expect(await shippedClicks(link.id)).toEqual([]);
    expect((await linkRow(link.id))?.clickCount).toBe(0);
  });

  it('redirects known bots and records them as bots, left out of the counts', async () => {
    const link = await insertTrackingLink(t, ownerId);
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'curl/8.5.0',
      '',
    ];
    for (const agent of agents) {
      expect((await click(`/t/${link.code}`, { headers: { 'user-agent': agent } })).statusCode).toBe(302);
    }
    const rows = await shippedClicks(link.id);
    expect(rows.map((r) => [r.isBot, r.agentClass])).toEqual(agents.map(() => [true, 'bot']));
    expect((await linkRow(link.id))?.clickCount).toBe(0);
    const days = await t.database.db.select().from(clickDays).where(eq(clickDays.linkId, link.id));
    expect(days).toMatchObject([{ clicks: 0, botClicks: 5, nonEarningClicks: 0 }]);
  });
});

it('hashes an address with a key of the day: the same within a day, another the next day', async () => {
  const link = await insertTrackingLink(t, ownerId);
  const ip = '203.0.113.77';
  await click(`/t/${link.code}`, { ip });
  await click(`/t/${link.code}`, { ip });
  t.clock.advance(24 * 60 * 60 * 1000);
  await click(`/t/${link.code}`, { ip });
  t.clock.advance(-24 * 60 * 60 * 1000);
  const hashes = (await shippedClicks(link.id)).sort((a, b) => a.clickedAt.getTime() - b.clickedAt.getTime());
  expect(hashes[0]?.ipHash).toBe(hashes[1]?.ipHash);
  expect(hashes[2]?.ipHash).not.toBe(hashes[0]?.ipHash);
});

describe('links that earn nothing', () => {
  it('still redirects a link whose product left the catalogue, marked as earning nothing', async () => {
    const hidden = await createProduct(t, seller.user.id, { status: 'inactive', commissionBp: 1000 });
    const link = await insertTrackingLink(t, ownerId, { productId: hidden.id });
    expect((await click(`/t/${link.code}`)).statusCode).toBe(302);
    const rows = await shippedClicks(link.id);
    expect(rows.map((r) => r.earning)).toEqual([false]);
    const days = await t.database.db.select().from(clickDays).where(eq(clickDays.linkId, link.id));
    expect(days).toMatchObject([{ clicks: 1, botClicks: 0, nonEarningClicks: 1 }]);
    expect((await linkRow(link.id))?.clickCount).toBe(1);
  });

  it('has a brand link earn while the brand has catalogue products in its marketplace', async () => {
    const listed = await createBrand(t, seller.user.id, { name: `Listed ${addressCount}` });
    await createProduct(t, seller.user.id, { brandId: listed.id, status: 'active', commissionBp: 900 });
    const empty = await createBrand(t, seller.user.id, { name: `Empty ${addressCount}` });
    const brandLink = (brand: { id: string; marketplaceBrandName: string }, countryCode: string) =>
      insertTrackingLink(t, ownerId, {
        linkType: 'brand',
        brandId: brand.id,
        brandName: brand.marketplaceBrandName,
        countryCode,
        asin: null,
      });
    const links = [
      await brandLink(listed, 'US'),
      await brandLink(listed, 'DE'),
      await brandLink(empty, 'US'),
    ];
    for (const link of links) {
      expect((await click(`/t/${link.code}`)).statusCode).toBe(302);
    }
    await t.app.clicks.shipper.drain(10_000);
    const earning = await Promise.all(links.map(async (l) => (await shippedClicks(l.id))[0]?.earning));
    expect(earning).toEqual([true, false, false]);
  });
});

describe('codes that lead nowhere', () => {
  it('answers an unknown or deleted code with the 404 page', async () => {
    const deleted = await insertTrackingLink(t, ownerId, { deletedAt: new Date() });
    for (const code of ['Zz9Zz9Zz', deleted.code]) {
      const res = await click(`/t/${code}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('This link does not exist');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }
    expect(await shippedClicks(deleted.id)).toEqual([]);
  });

  it('answers a code of the wrong shape 404 without looking it up', async () => {
    const before = t.app.clicks.links.size();
    for (const code of ['abc', 'abcdefghi', 'abcd-efg', 'abcd%00fg', 'abcd%C3%A9fgh', 'abcd%2Fefg']) {
      const res = await click(`/t/${code}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This link does not exist');
    }
    expect(t.app.clicks.links.size()).toBe(before);
    // A well-formed unknown code is looked up once and remembered as unknown.
    await click('/t/Qq1Qq1Qq');
    expect(t.app.clicks.links.size()).toBe(before + 1);
  });
});

describe('a flood from one address', () => {
  it('is refused 429 with Retry-After, records nothing over the limit, and leaves others alone', async () => {
    const link = await insertTrackingLink(t, ownerId);
    const flood = '192.0.2.200';
    const answers = [];
    for (let i = 0; i < 7; i++) {
      answers.push(await click(`/t/${link.code}`, { ip: flood }));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([302, 302, 302, 302, 302, 429, 429]);
    expect(Number(answers[5]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[5]?.body).toContain('Too many clicks');
    expect((await click(`/t/${link.code}`, { ip: '192.0.2.201' })).statusCode).toBe(302);
    expect(await shippedClicks(link.id)).toHaveLength(6);
  });
});

describe('the link cache', () => {
  it('reads a product status change at the next click, not after the cache time', async () => {
    const product = await earningProduct();
    const link = await insertTrackingLink(t, ownerId, { productId: product.id });
    await click(`/t/${link.code}`);
    const off = await callOf(t.app, commissionCalls.deactivateProducts, {
      token: seller.token,
      body: { ids: [product.id] },
    });
    expect(off.status).toBe(200);
    await click(`/t/${link.code}`);
    const rows = await shippedClicks(link.id);
    expect(rows.map((r) => r.earning).sort()).toEqual([false, true]);
  });

  it('keeps answering a deleted link until its code is forgotten, then 404', async () => {
    const link = await insertTrackingLink(t, ownerId);
    expect((await click(`/t/${link.code}`)).statusCode).toBe(302);
    await t.database.db
      .update(trackingLinks)
      .set({ deletedAt: new Date() })
      .where(eq(trackingLinks.id, link.id));
    // Answered from memory: the database is not read on every click.
    expect((await click(`/t/${link.code}`)).statusCode).toBe(302);
    t.app.deps.linkCache.forget(link.code);
    expect((await click(`/t/${link.code}`)).statusCode).toBe(404);
  });
});
