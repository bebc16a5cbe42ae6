import { ErrorCode, trackingCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { publisherIn } from '../../../test/support/catalogue';
import { createSeller, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { insertTrackingLink } from '../../../test/support/tracking-links';
import { insertClickDays } from '../../../test/support/tracking-rows';
import { trackingIds, trackingLinks } from '../../db/schema';

// A publisher's tracking ids and sub-ids through the API.
let t: TTestApp;
let publisher: Awaited<ReturnType<typeof publisherIn>>;
let other: Awaited<ReturnType<typeof publisherIn>>;
beforeAll(async () => {
  t = await createTestApp();
  publisher = await publisherIn(t, { reviewStatus: 'approved' });
  other = await publisherIn(t, { reviewStatus: 'approved' });
});
afterAll(() => t.close());

const create = (name: unknown, token = publisher.token) =>
  callOf(t.app, trackingCalls.createTrackingId, { token, body: { name } });
const list = (token = publisher.token) => callOf(t.app, trackingCalls.listTrackingIds, { token });
const remove = (id: string, token = publisher.token) =>
  callOf(t.app, trackingCalls.deleteTrackingId, { params: { id }, token });
const subIds = (id: string, token = publisher.token) =>
  callOf(t.app, trackingCalls.listSubIds, { params: { id }, token });
const created = async (name: string, token = publisher.token) => {
  const { status, body } = await create(name, token);
  expect(status).toBe(200);
  return body.data;
};
const stored = (id: string) => t.database.db.select().from(trackingIds).where(eq(trackingIds.id, id));

describe('creating tracking ids', () => {
  it('creates one, trimmed, with no links or clicks yet, and lists it first', async () => {
    const { status, body } = await create('  spring-sale_2025 ');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: expect.stringMatching(/^tid_/),
      name: 'spring-sale_2025',
      cooperationName: null,
      linkCount: 0,
      clicks: 0,
      createdAt: t.clock.now.toISOString(),
    });
    expect((await list()).body.data[0]).toEqual(body.data);
  });

  it('refuses a name the publisher already has, in any case, and leaves it to other publishers', async () => {
    await created('Newsletter');
    const again = await create('NEWSLETTER');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.conflict);
    expect(again.body.error).toBe('You already have a tracking id named "NEWSLETTER" (names ignore case)');
    expect((await create('newsletter', other.token)).status).toBe(200);
  });

  it('answers 409 to the second of two saves of one name at once, never 500', async () => {
    const answers = await Promise.all([create('race-day'), create('Race-Day'), create('RACE-DAY')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await list()).body.data.filter((i) => i.name.toLowerCase() === 'race-day')).toHaveLength(1);
  });

  it.each([
    ['', 'Name the tracking id'],
    ['a'.repeat(41), 'A tracking id is at most 40 characters'],
    ['black friday', 'A tracking id holds letters, digits, dashes and underscores only'],
    ['a/b', 'A tracking id holds letters, digits, dashes and underscores only'],
    ['tab\there', 'A tracking id holds letters, digits, dashes and underscores only'],
    ['bell\u0007', 'A tracking id holds letters, digits, dashes and underscores only'],
    [42, 'Name the tracking id'],
    [undefined, 'Name the tracking id'],
  ])('refuses the name %j with the reason and saves nothing', async (name, message) => {
    const before = (await list()).body.data.length;
    const { status, body } = await create(name);
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    expect(body.data).toMatchObject({
      fields: expect.arrayContaining([{ path: 'name', message }]),
    });
    expect((await list()).body.data).toHaveLength(before);
  });

  it('refuses a name holding NUL', async () => {
    const { status, body } = await create('nul\u0000name');
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
  });
});

describe('links and clicks of a tracking id', () => {
  it('counts its live links and the clicks of all its links, deleted ones too', async () => {
    const id = await created('counted');
    await insertTrackingLink(t, publisher.user.id, { trackingIdId: id.id, clickCount: 5 });
    await insertTrackingLink(t, publisher.user.id, { trackingIdId: id.id, clickCount: 7 });
    await insertTrackingLink(t, publisher.user.id, {
      trackingIdId: id.id,
      clickCount: 3,
      deletedAt: t.clock.now,
    });
    await insertTrackingLink(t, publisher.user.id, { clickCount: 100 });
    const listed = (await list()).body.data.find((i) => i.id === id.id);
    expect(listed).toMatchObject({ linkCount: 2, clicks: 15 });
  });
});

describe('deleting tracking ids', () => {
  it('removes one no link carries', async () => {
    const id = await created('unused');
    const { status, body } = await remove(id.id);
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: id.id, archived: false });
    expect(await stored(id.id)).toEqual([]);
    expect((await list()).body.data.map((i) => i.id)).not.toContain(id.id);
  });

  it('archives one a link carries (a deleted link too): it leaves the list, its name is free, its links keep it', async () => {
    for (const deletedAt of [null, t.clock.now]) {
      const id = await created('carried');
      const link = await insertTrackingLink(t, publisher.user.id, { trackingIdId: id.id, deletedAt });
      const { body } = await remove(id.id);
      expect(body.data).toEqual({ id: id.id, archived: true });
      const [row] = await stored(id.id);
      expect(row?.archivedAt).toEqual(t.clock.now);
      const [kept] = await t.database.db.select().from(trackingLinks).where(eq(trackingLinks.id, link.id));
      expect(kept?.trackingIdId).toBe(id.id);
      expect((await list()).body.data.map((i) => i.id)).not.toContain(id.id);
      expect((await remove(id.id)).status).toBe(404);
      expect((await subIds(id.id)).status).toBe(404);
    }
  });

  it("answers 404 for another publisher's id and an unknown one, and keeps the other's", async () => {
    const theirs = await created('theirs', other.token);
    const refused = await remove(theirs.id);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe(ErrorCode.notFound);
    expect(await stored(theirs.id)).toHaveLength(1);
    expect((await remove('tid_unknown')).status).toBe(404);
  });
});

describe('sub-ids', () => {
  it("sums the clicks per sub-id over the tracking id's links and days, the most clicked first", async () => {
    const id = await created('with-subs');
    const first = await insertTrackingLink(t, publisher.user.id, { trackingIdId: id.id });
    const gone = await insertTrackingLink(t, publisher.user.id, {
      trackingIdId: id.id,
      deletedAt: t.clock.now,
    });
    const elsewhere = await insertTrackingLink(t, publisher.user.id, {});
    await insertClickDays(t, first.id, [
      { day: '2025-03-01', subId: 'yt-video-1', clicks: 4 },
      { day: '2025-03-03', subId: 'yt-video-1', clicks: 2 },
      { day: '2025-03-02', subId: 'ig-story', clicks: 3 },
      { day: '2025-03-02', clicks: 50 },
      { day: '2025-03-04', subId: 'crawler-only', clicks: 0, botClicks: 9 },
    ]);
    await insertClickDays(t, gone.id, [
      { day: '2025-03-05', subId: 'ig-story', clicks: 5 },
      { day: '2025-03-06', subId: 'ig-story', clicks: 0, botClicks: 2 },
    ]);
    await insertClickDays(t, elsewhere.id, [{ day: '2025-03-07', subId: 'yt-video-1', clicks: 40 }]);
    const { status, body } = await subIds(id.id);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { subId: 'ig-story', clicks: 8, lastDay: '2025-03-05' },
      { subId: 'yt-video-1', clicks: 6, lastDay: '2025-03-03' },
    ]);
  });

  it('answers an empty list for a tracking id without clicks', async () => {
    const id = await created('quiet');
    expect((await subIds(id.id)).body.data).toEqual([]);
  });

  it("answers 404 for another publisher's tracking id", async () => {
    const theirs = await created('their-subs', other.token);
    const link = await insertTrackingLink(t, other.user.id, { trackingIdId: theirs.id });
    await insertClickDays(t, link.id, [{ day: '2025-03-01', subId: 'secret', clicks: 1 }]);
    const { status, body } = await subIds(theirs.id);
    expect(status).toBe(404);
    expect(body.code).toBe(ErrorCode.notFound);
  });
});

describe('who may keep tracking ids', () => {
  const everyCall = (id: string, token: string) =>
    Promise.all([list(token), create('someone', token), remove(id, token), subIds(id, token)]);

  it('refuses a publisher not yet approved with 409/1009', async () => {
    const pending = await publisherIn(t, { reviewStatus: 'pending' });
    const id = await created('for-pending-check');
    for (const { status, body } of await everyCall(id.id, pending.token)) {
      expect({ status, code: body.code }).toEqual({ status: 409, code: ErrorCode.conflict });
    }
  });

  it('refuses a seller and a partner with 4003, and keeps the tracking id', async () => {
    const id = await created('for-role-check');
    for (const account of [await createSeller(t), await createUser(t, 'partner')]) {
      for (const { status, body } of await everyCall(id.id, account.token)) {
        expect({ status, code: body.code }).toEqual({ status: 403, code: ErrorCode.roleNotAllowed });
      }
    }
    expect(await stored(id.id)).toHaveLength(1);
  });
});
