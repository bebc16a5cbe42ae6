import { ErrorCode, trackingCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { publisherIn } from '../../../test/support/catalogue';
import { createSeller, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { trafficSources } from '../../db/schema';
import { newId } from '../../platform/ids';
import { maxLiveSources } from './sources.service';

// A publisher's traffic sources through the API.
let t: TTestApp;
let publisher: Awaited<ReturnType<typeof publisherIn>>;
let other: Awaited<ReturnType<typeof publisherIn>>;
beforeAll(async () => {
  t = await createTestApp();
  publisher = await publisherIn(t, { reviewStatus: 'approved' });
  other = await publisherIn(t, { reviewStatus: 'approved' });
});
afterAll(() => t.close());

const youtube = {
  kind: 'youtube',
  name: 'Kitchen Hacks',
  url: 'https://youtube.example.test/@hacks',
  audienceSize: 12000,
};
const save = (body: unknown, token = publisher.token) =>
  callOf(t.app, trackingCalls.saveSource, { token, body });
const list = (token = publisher.token) => callOf(t.app, trackingCalls.listSources, { token });
const saved = async (body: object, token = publisher.token) => {
  const { status, body: answer } = await save(body, token);
  expect(status).toBe(200);
  return answer.data;
};
const stored = async (id: string) =>
  (await t.database.db.select().from(trafficSources).where(eq(trafficSources.id, id)))[0];

describe('saving traffic sources', () => {
  it('adds one, trimmed, and lists it', async () => {
    const source = await saved({ ...youtube, name: '  Kitchen Hacks ' });
    const at = t.clock.now.toISOString();
    expect(source).toEqual({ id: expect.stringMatching(/^src_/), ...youtube, createdAt: at, updatedAt: at });
    expect((await list()).body.data).toContainEqual(source);
  });

  it('takes the audience size as typed and leaves out a blank address and size', async () => {
    expect(await saved({ kind: 'newsletter', name: 'Weekly deals', audienceSize: '3500' })).toMatchObject({
      url: null,
      audienceSize: 3500,
    });
    expect(await saved({ kind: 'blog', name: 'The blog', url: '', audienceSize: '' })).toMatchObject({
      url: null,
      audienceSize: null,
    });
  });

  it('changes one of its own, clearing what is left out', async () => {
    const source = await saved(youtube);
    t.clock.advance(60_000);
    const changed = await saved({ id: source.id, kind: 'website', name: 'Hacks site' });
    expect(changed).toEqual({
      ...source,
      kind: 'website',
      name: 'Hacks site',
      url: null,
      audienceSize: null,
      updatedAt: t.clock.now.toISOString(),
    });
  });

  it('archives one: it leaves the list, its row stays, and it cannot be changed any more', async () => {
    const source = await saved(youtube);
    expect((await save({ ...youtube, id: source.id, archived: true })).status).toBe(200);
    expect((await list()).body.data.map((s) => s.id)).not.toContain(source.id);
    expect((await stored(source.id))?.archivedAt).toEqual(t.clock.now);
    const again = await save({ ...youtube, id: source.id });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe(ErrorCode.notFound);
  });

  it('refuses to archive a source that was never saved', async () => {
    const { status, body } = await save({ ...youtube, archived: true });
    expect(status).toBe(400);
    expect(body.data).toMatchObject({
      fields: [{ path: 'archived', message: 'Only a saved source can be archived' }],
    });
  });

  it("answers 404 for another publisher's source and leaves it as it was", async () => {
    const theirs = await saved(youtube, other.token);
    const before = await stored(theirs.id);
    const { status, body } = await save({ ...youtube, id: theirs.id, name: 'Taken over', archived: true });
    expect(status).toBe(404);
    expect(body.code).toBe(ErrorCode.notFound);
    expect(await stored(theirs.id)).toEqual(before);
    expect((await list()).body.data.map((s) => s.id)).not.toContain(theirs.id);
    expect((await save({ ...youtube, id: 'src_unknown' })).status).toBe(404);
  });

  it.each([
    [{ ...youtube, kind: 'myspace' }, 'kind', 'Choose what kind of source it is'],
    [{ ...youtube, kind: undefined }, 'kind', 'Choose what kind of source it is'],
    [{ ...youtube, name: ' ' }, 'name', 'Name the source'],
    [{ ...youtube, name: 'n'.repeat(101) }, 'name', 'A source name is at most 100 characters'],
    [{ ...youtube, name: 'Hacks\u0007' }, 'name', 'A source name cannot hold control characters'],
    [{ ...youtube, name: 'Hacks\u200e' }, 'name', 'A source name cannot hold control characters'],
    [{ ...youtube, url: 'youtube.example.test' }, 'url', 'Give the address as https://…'],
    [{ ...youtube, url: 'javascript:alert(1)' }, 'url', 'Give the address as https://…'],
    [
      { ...youtube, url: `https://example.test/${'a'.repeat(500)}` },
      'url',
      'An address is at most 500 characters',
    ],
    [{ ...youtube, audienceSize: -1 }, 'audienceSize', 'Audience size cannot be negative'],
    [{ ...youtube, audienceSize: 1.5 }, 'audienceSize', 'Audience size is a whole number'],
    [{ ...youtube, audienceSize: 'lots' }, 'audienceSize', 'Audience size is a number'],
  ])('refuses %j with the reason and saves nothing', async (body, path, message) => {
    const before = (await list()).body.data.length;
    const { status, body: answer } = await save(body);
    expect(status).toBe(400);
    expect(answer.code).toBe(ErrorCode.validation);
    expect(answer.data).toMatchObject({ fields: expect.arrayContaining([{ path, message }]) });
    expect((await list()).body.data).toHaveLength(before);
  });

  it('refuses a name holding NUL', async () => {
    const { status, body } = await save({ ...youtube, name: 'Hacks\u0000' });
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
  });
});

describe('the limit of live sources', () => {
  it(`keeps at most ${maxLiveSources} live sources; archiving one makes room`, async () => {
    const owner = await publisherIn(t, { reviewStatus: 'approved' });
    const now = t.clock.now;
    await t.database.db.insert(trafficSources).values(
      Array.from({ length: maxLiveSources - 1 }, (_, i) => ({
        id: newId('src'),
        ownerId: owner.user.id,
        kind: 'website' as const,
        name: `Site ${i}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const last = await saved(youtube, owner.token);
    const refused = await save(youtube, owner.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ErrorCode.conflict);
    expect(refused.body.error).toBe('You can keep at most 50 traffic sources; archive one to add another');
    expect(await saved({ ...youtube, id: last.id, archived: true }, owner.token)).toMatchObject({
      id: last.id,
    });
    const [one, two] = await Promise.all([save(youtube, owner.token), save(youtube, owner.token)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect((await list(owner.token)).body.data).toHaveLength(maxLiveSources);
  });
});

describe('who may keep traffic sources', () => {
  const both = (token: string) => Promise.all([list(token), save(youtube, token)]);

  it('refuses a publisher not yet approved with 409/1009', async () => {
    const pending = await publisherIn(t, { reviewStatus: 'pending' });
    for (const { status, body } of await both(pending.token)) {
      expect({ status, code: body.code }).toEqual({ status: 409, code: ErrorCode.conflict });
    }
  });

  it('refuses a seller and a partner with 4003', async () => {
    for (const account of [await createSeller(t), await createUser(t, 'partner')]) {
      for (const { status, body } of await both(account.token)) {
        expect({ status, code: body.code }).toEqual({ status: 403, code: ErrorCode.roleNotAllowed });
      }
    }
  });
});
