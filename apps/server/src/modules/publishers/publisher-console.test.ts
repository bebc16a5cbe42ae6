import {
  adminAuthHeader,
  adminPrefix,
  ErrorCode,
  publisherConsoleCalls,
  publisherReviewCalls,
  type TAnyCall,
  trackingCalls,
} from '@atlas/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningsFixture, seedAssociates, uploadReport } from '../../../test/support/associates';
import { callOf } from '../../../test/support/call';
import { createOperator, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { operatorAudit, publisherProfiles, users } from '../../db/schema';

// The console's search, associate standing, note and export of publishers (spec 7.15), and a
// blocked associate refused its associate links and reports.
let t: TTestApp;
let c: Awaited<ReturnType<typeof seedAssociates>>;
let operator: Awaited<ReturnType<typeof createOperator>>;
let support: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedAssociates(t);
  operator = await createOperator(t);
  support = await createOperator(t, { role: 'support' });
});
afterAll(() => t.close());

const put = <C extends TAnyCall>(descriptor: C, body: unknown, token = operator.token) =>
  callOf(t.app, descriptor, { body, token });
const get = <C extends TAnyCall>(descriptor: C, query: Record<string, string>, token = operator.token) =>
  callOf(t.app, descriptor, { query, token });
const fieldsOf = (body: { data?: unknown }) =>
  (body.data as { fields?: { path: string }[] })?.fields?.map((f) => f.path);
const exportCsv = async (query: Record<string, string>, token = operator.token) => {
  const response = await t.app.inject({
    url: `${adminPrefix}publisher/export`,
    query,
    headers: { [adminAuthHeader]: `Bearer ${token}` },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    lines: response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
    json: () => response.json(),
  };
};

describe('GET publisher/search', () => {
  it('finds publishers by name, e-mail or exact id, at most 20, and no sellers', async () => {
    const one = await createUser(t, 'publisher', { email: 'picker-one@example.test' });
    for (let i = 0; i < 21; i++) {
      await createUser(t, 'publisher', { email: `bulkpick-${i}@example.test` });
    }
    const byMail = await get(publisherConsoleCalls.searchPublishers, { keyword: 'PICKER-ONE' });
    expect(byMail.status).toBe(200);
    expect(byMail.body.data?.items).toEqual([
      {
        id: one.user.id,
        name: one.user.name,
        email: 'picker-one@example.test',
        reviewStatus: 'pending',
        associateStatus: 'unverified',
      },
    ]);
    const byId = await get(publisherConsoleCalls.searchPublishers, { keyword: one.user.id });
    expect(byId.body.data?.items[0]?.id).toBe(one.user.id);
    const many = await get(publisherConsoleCalls.searchPublishers, { keyword: 'bulkpick' });
    expect(many.body.data?.items).toHaveLength(20);
    const seller = await get(publisherConsoleCalls.searchPublishers, { keyword: c.sellerA.user.email });
    expect(seller.body.data?.items).toEqual([]);
    const literal = await get(publisherConsoleCalls.searchPublishers, { keyword: 'bulk%' });
    expect(literal.body.data?.items).toEqual([]);
  });

  it('refuses an empty keyword (400) and a publisher token (403)', async () => {
    const empty = await get(publisherConsoleCalls.searchPublishers, { keyword: ' ' });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toEqual(['keyword']);
    const asPublisher = await get(publisherConsoleCalls.searchPublishers, { keyword: 'x' }, c.approved.token);
    expect(asPublisher.status).toBe(403);
  });
});

describe('PUT publisher/associate', () => {
  it('sets the standing, shows it in the list and its filter, and logs it before and after', async () => {
    const p = await createUser(t, 'publisher', { email: 'assoc-set@example.test' });
    const answer = await put(publisherConsoleCalls.setPublisherAssociate, {
      publisherId: p.user.id,
      status: 'verified',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ publisherId: p.user.id, associateStatus: 'verified', note: null });
    const list = await get(publisherReviewCalls.listPublishers, { associateStatus: 'verified' });
    expect(list.body.data?.items.map((i) => i.id)).toEqual([p.user.id]);
    expect(list.body.data?.items[0]).toMatchObject({ associateStatus: 'verified', note: null });
    const [entry] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetType, 'publisher'), eq(operatorAudit.targetId, p.user.id)))
      .orderBy(desc(operatorAudit.at));
    expect(entry).toMatchObject({
      action: 'PUT publisher/associate',
      outcome: 'done',
      before: expect.objectContaining({ associateStatus: 'unverified' }),
      after: expect.objectContaining({ associateStatus: 'verified' }),
    });
  });

  it('refuses a bad status (400), an unknown or non-publisher id (404), a support operator (4003)', async () => {
    const p = await createUser(t, 'publisher');
    const bad = await put(publisherConsoleCalls.setPublisherAssociate, {
      publisherId: p.user.id,
      status: 'gold',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['status']);
    expect((await put(publisherConsoleCalls.setPublisherAssociate, { status: 'verified' })).status).toBe(400);
    const unknown = await put(publisherConsoleCalls.setPublisherAssociate, {
      publisherId: 'usr_nobody',
      status: 'verified',
    });
    expect(unknown.status).toBe(404);
    const seller = await put(publisherConsoleCalls.setPublisherAssociate, {
      publisherId: c.sellerA.user.id,
      status: 'verified',
    });
    expect(seller.status).toBe(404);
    const readOnly = await put(
      publisherConsoleCalls.setPublisherAssociate,
      { publisherId: p.user.id, status: 'blocked' },
      support.token,
    );
    expect(readOnly.body.code).toBe(ErrorCode.roleNotAllowed);
    const [row] = await t.database.db
      .select({ status: publisherProfiles.associateStatus })
      .from(publisherProfiles)
      .where(eq(publisherProfiles.userId, p.user.id));
    expect(row?.status).toBe('unverified');
  });
});

describe('PUT publisher/note', () => {
  it('saves the trimmed note with who and when, and empty clears it', async () => {
    const p = await createUser(t, 'publisher', { email: 'note-pub@example.test' });
    const saved = await put(publisherConsoleCalls.setPublisherNote, {
      publisherId: p.user.id,
      note: '  Asked for a payout on 3 March  ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.note).toEqual({
      text: 'Asked for a payout on 3 March',
      updatedAt: t.clock.now.toISOString(),
      updatedBy: operator.email,
    });
    const list = await get(publisherReviewCalls.listPublishers, { search: 'note-pub' });
    expect(list.body.data?.items[0]?.note?.text).toBe('Asked for a payout on 3 March');
    const cleared = await put(publisherConsoleCalls.setPublisherNote, {
      publisherId: p.user.id,
      note: '   ',
    });
    expect(cleared.body.data?.note).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(publisherProfiles)
      .where(eq(publisherProfiles.userId, p.user.id));
    expect(row).toMatchObject({ operatorNote: null, operatorNoteAt: null, operatorNoteBy: null });
  });

  it('refuses a long note (400), an unknown id (404) and a support operator (4003)', async () => {
    const p = await createUser(t, 'publisher');
    const long = await put(publisherConsoleCalls.setPublisherNote, {
      publisherId: p.user.id,
      note: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(fieldsOf(long.body)).toEqual(['note']);
    expect((await put(publisherConsoleCalls.setPublisherNote, { publisherId: p.user.id })).status).toBe(400);
    expect(
      (await put(publisherConsoleCalls.setPublisherNote, { publisherId: 'usr_nobody', note: 'x' })).status,
    ).toBe(404);
    const readOnly = await put(
      publisherConsoleCalls.setPublisherNote,
      { publisherId: p.user.id, note: 'x' },
      support.token,
    );
    expect(readOnly.body.code).toBe(ErrorCode.roleNotAllowed);
  });
});

describe('EXPORT publisher/export', () => {
  it('streams the filtered publishers, formula-safe, with the platform value', async () => {
    const p = await createUser(t, 'publisher', { email: 'export-pub@example.test' });
    await t.database.db.update(users).set({ name: '=cmd|calc' }).where(eq(users.id, p.user.id));
    await put(publisherConsoleCalls.setPublisherAssociate, { publisherId: p.user.id, status: 'blocked' });
    await put(publisherConsoleCalls.setPublisherNote, { publisherId: p.user.id, note: '+call me' });
    const file = await exportCsv({ search: 'export-pub', platform: 'publisher' });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('AffiliateAtlas_Publishers_');
    expect(file.lines[0]).toBe(
      'Publisher id,Name,E-mail,Account status,Review status,Review reason,Bank status,Associate status,Associates tags,Note,Created,Approved at',
    );
    expect(file.lines).toHaveLength(2);
    expect(file.lines[1]).toBe(
      `${p.user.id},'=cmd|calc,export-pub@example.test,active,pending,,none,blocked,,'+call me,${t.clock.now.toISOString().slice(0, 10)},`,
    );
    const tagged = await exportCsv({ search: c.approved.user.email });
    expect(tagged.lines[1]).toContain('DE: ivyreviews-21; US: ivyreviews-20');
    const blocked = await exportCsv({ associateStatus: 'blocked' });
    expect(blocked.lines.slice(1).map((line) => line.split(',')[0])).toContain(p.user.id);
    expect(blocked.lines.slice(1).every((line) => line.includes(',blocked,'))).toBe(true);
  });

  it('refuses an unknown platform value (400) and a publisher token, and opens to support', async () => {
    const bad = await exportCsv({ platform: 'operator' });
    expect(bad.status).toBe(400);
    expect(bad.json().data.fields.map((f: { path: string }) => f.path)).toEqual(['platform']);
    expect((await exportCsv({}, c.approved.token)).status).toBe(403);
    expect((await exportCsv({}, support.token)).status).toBe(200);
  });
});

describe('a blocked associate', () => {
  it('makes no associate link and uploads no associate report (409/1009, associate_paused); unblocked it may again', async () => {
    const publisherId = c.approved.user.id;
    await put(publisherConsoleCalls.setPublisherAssociate, { publisherId, status: 'blocked' });
    const link = await callOf(t.app, trackingCalls.createAssociateLink, {
      body: { countryCode: 'US', productId: c.products.skillet.id },
      token: c.approved.token,
    });
    expect(link.body).toMatchObject({
      code: ErrorCode.conflict,
      data: { reason: 'associate_paused' },
      error: 'Your associate access is paused; contact the team',
    });
    const upload = await uploadReport(t, c.approved.token, earningsFixture('earnings-us.csv'), {
      countryCode: 'US',
      dryRun: true,
    });
    expect(upload.body).toMatchObject({
      code: ErrorCode.conflict,
      error: 'Your associate access is paused; contact the team',
    });

    await put(publisherConsoleCalls.setPublisherAssociate, { publisherId, status: 'verified' });
    const again = await callOf(t.app, trackingCalls.createAssociateLink, {
      body: { countryCode: 'US', productId: c.products.skillet.id },
      token: c.approved.token,
    });
    expect(again.status).toBe(200);
    const dry = await uploadReport(t, c.approved.token, earningsFixture('earnings-us.csv'), {
      countryCode: 'US',
      dryRun: true,
    });
    expect(dry.status).toBe(200);
  });
});
