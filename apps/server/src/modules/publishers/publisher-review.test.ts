import {
  authCalls,
  ErrorCode,
  publisherProfileCalls,
  publisherReviewCalls,
  type TAnyCall,
} from '@atlas/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import {
  createOperator,
  createUser,
  lastEmailTo,
  linkToken,
  nextSignUpAddress,
  testPassword,
} from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { emails, publisherProfiles } from '../../db/schema';

// The console's review of publishers on its own app, so the counts are this file's alone.
let t: TTestApp;
let operator: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await createOperator(t);
});
afterAll(() => t.close());

const admin = <C extends TAnyCall>(descriptor: C, query?: Record<string, string>) =>
  callOf(t.app, descriptor, { query, token: operator.token });
const review = (body: unknown) =>
  callOf(t.app, publisherReviewCalls.reviewPublisher, { token: operator.token, body });
const reviewMails = (to: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), eq(emails.kind, 'publisher_review')));

async function newPublisher(name: string) {
  const created = await createUser(t, 'publisher', { email: `${name}-${Date.now()}@example.test` });
  t.clock.advance(1000);
  return created;
}

describe('the review queue', () => {
  it('lists pending publishers longest-waiting first, finds them by name or e-mail, and counts them', async () => {
    const first = await newPublisher('queue-first');
    const second = await newPublisher('queue-second');
    const third = await newPublisher('queue-third');
    await review({ publisherId: third.user.id, status: 'approved' });

    const pending = await admin(publisherReviewCalls.listPublishers, { reviewStatus: 'pending' });
    expect(pending.status).toBe(200);
    expect(pending.body.data?.items.map((p) => p.id)).toEqual([first.user.id, second.user.id]);
    expect(pending.body.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(pending.body.data?.items[0]).toMatchObject({
      name: first.user.name,
      email: first.user.email,
      accountStatus: 'active',
      review: { status: 'pending', reason: null, reviewedAt: null },
    });

    const paged = await admin(publisherReviewCalls.listPublishers, {
      reviewStatus: 'pending',
      pageSize: '1',
      page: '2',
    });
    expect(paged.body.data?.items.map((p) => p.id)).toEqual([second.user.id]);

    const found = await admin(publisherReviewCalls.listPublishers, { search: 'QUEUE-SEC' });
    expect(found.body.data?.items.map((p) => p.id)).toEqual([second.user.id]);
    const literal = await admin(publisherReviewCalls.listPublishers, { search: 'queue_first' });
    expect(literal.body.data?.total).toBe(0);

    const counts = await admin(publisherReviewCalls.countPublishers);
    expect(counts.body.data).toEqual({ total: 3, pending: 2, approved: 1, rejected: 0 });
  });

  it('orders the queue by how long each has waited, and the other lists newest first', async () => {
    const early = await newPublisher('order-early');
    const late = await newPublisher('order-late');
    // The later account has waited longer (it was sent back and resubmitted long ago, say).
    await t.database.db
      .update(publisherProfiles)
      .set({ submittedAt: new Date(t.clock.now.getTime() - 86_400_000) })
      .where(eq(publisherProfiles.userId, late.user.id));
    const queue = await admin(publisherReviewCalls.listPublishers, {
      reviewStatus: 'pending',
      search: 'order-',
    });
    expect(queue.body.data?.items.map((p) => p.id)).toEqual([late.user.id, early.user.id]);
    await t.database.db
      .update(publisherProfiles)
      .set({ reviewStatus: 'approved' })
      .where(eq(publisherProfiles.userId, early.user.id));
    // Once decided, waiting no longer orders them: the newest account comes first.
    await t.database.db
      .update(publisherProfiles)
      .set({ reviewStatus: 'approved', submittedAt: new Date(t.clock.now.getTime() + 86_400_000) })
      .where(eq(publisherProfiles.userId, late.user.id));
    const approved = await admin(publisherReviewCalls.listPublishers, {
      reviewStatus: 'approved',
      search: 'order-',
    });
    expect(approved.body.data?.items.map((p) => p.id)).toEqual([late.user.id, early.user.id]);
  });

  it('finds an e-mail with an underscore by what was typed, the underscore taken literally', async () => {
    const { user } = await newPublisher('under_score');
    const found = await admin(publisherReviewCalls.listPublishers, { search: 'under_score' });
    expect(found.body.data?.items.map((p) => p.id)).toEqual([user.id]);
  });

  it('keeps an unactivated sign-up out of the queue and its count, and refuses its review until it activates', async () => {
    const before = (await admin(publisherReviewCalls.countPublishers)).body.data;
    const email = `unconfirmed-${Date.now()}@example.test`;
    const registered = await callOf(t.app, authCalls.registerUser, {
      remoteAddress: nextSignUpAddress(),
      body: { email, password: testPassword, role: 'publisher', name: 'Unconfirmed Publisher' },
    });
    expect(registered.status).toBe(200);
    const everyone = await admin(publisherReviewCalls.listPublishers, { search: email });
    const [listed] = everyone.body.data?.items ?? [];
    expect(listed).toMatchObject({ accountStatus: 'pending', review: { status: 'pending' } });
    const queue = () =>
      admin(publisherReviewCalls.listPublishers, { reviewStatus: 'pending', search: email });
    expect((await queue()).body.data?.total).toBe(0);
    expect((await admin(publisherReviewCalls.countPublishers)).body.data).toEqual({
      ...before,
      total: (before?.total ?? 0) + 1,
    });

    const refused = await review({ publisherId: listed?.id, status: 'approved' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('has not activated the account yet');
    expect(await reviewMails(email)).toHaveLength(0);

    const mail = await lastEmailTo(t, email, 'activation');
    await callOf(t.app, authCalls.activateAccount, { body: { token: linkToken(mail?.text, 'activate') } });
    expect((await queue()).body.data?.items.map((p) => p.id)).toEqual([listed?.id]);
    expect((await admin(publisherReviewCalls.countPublishers)).body.data).toMatchObject({
      pending: (before?.pending ?? 0) + 1,
    });
    expect((await review({ publisherId: listed?.id, status: 'approved' })).status).toBe(200);
  });

  it.each([
    [{ reviewStatus: 'waiting' }, 'reviewStatus', 'Choose pending, approved or rejected'],
    [{ pageSize: '101' }, 'pageSize', 'Page size must be 1 to 100'],
    [{ search: 'x'.repeat(101) }, 'search', 'Keep the search under 100 characters'],
  ])('refuses the query %j', async (query, path, message) => {
    const refused = await admin(publisherReviewCalls.listPublishers, query);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ fields: [{ path, message }] });
  });
});

describe('a review decision', () => {
  it('approves a publisher once, e-mails it, and refuses the same decision again without a second e-mail', async () => {
    const { token, user } = await newPublisher('approve-me');
    const approved = await review({ publisherId: user.id, status: 'approved', reason: 'ignored' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toEqual({
      publisherId: user.id,
      review: { status: 'approved', reason: null, reviewedAt: t.clock.now.toISOString() },
    });
    const mail = await lastEmailTo(t, user.email, 'publisher_review');
    expect(mail?.subject).toBe('Your Affiliate Atlas publisher profile is approved');
    const [row] = await t.database.db
      .select()
      .from(publisherProfiles)
      .where(eq(publisherProfiles.userId, user.id));
    expect(row).toMatchObject({
      reviewStatus: 'approved',
      reviewedBy: operator.operator.id,
      reviewReason: null,
    });

    const again = await review({ publisherId: user.id, status: 'approved' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: ErrorCode.conflict,
      error: 'This publisher is already approved',
    });
    expect(await reviewMails(user.email)).toHaveLength(1);

    const seen = await callOf(t.app, publisherProfileCalls.getPublisherProfile, { token });
    expect(seen.body.data).toMatchObject({ review: { status: 'approved', reason: null } });
  });

  it('rejects with the reason the publisher reads in its profile and its e-mail', async () => {
    const { token, user } = await newPublisher('reject-me');
    const reason = 'Your channel link does not open: add the public address of your channel';
    const rejected = await review({ publisherId: user.id, status: 'rejected', reason: `  ${reason} ` });
    expect(rejected.status).toBe(200);
    const mail = await lastEmailTo(t, user.email, 'publisher_review');
    expect(mail?.subject).toBe('Your Affiliate Atlas publisher profile needs a change');
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain('/publisher/profile');
    const seen = await callOf(t.app, publisherProfileCalls.getPublisherProfile, { token });
    expect(seen.body.data).toMatchObject({ review: { status: 'rejected', reason } });
  });

  it('may reject an approved publisher later, with a reason', async () => {
    const { user } = await newPublisher('later');
    await review({ publisherId: user.id, status: 'approved' });
    const rejected = await review({
      publisherId: user.id,
      status: 'rejected',
      reason: 'Links posted as spam',
    });
    expect(rejected.body.data).toMatchObject({
      review: { status: 'rejected', reason: 'Links posted as spam' },
    });
    expect(await reviewMails(user.email)).toHaveLength(2);
  });

  it.each([
    [{ status: 'rejected' }, 'reason', 'Say why, so the publisher knows what to fix'],
    [{ status: 'rejected', reason: '   ' }, 'reason', 'Say why, so the publisher knows what to fix'],
    [{ status: 'rejected', reason: 'x'.repeat(1001) }, 'reason', 'Keep the reason under 1000 characters'],
    [{ status: 'pending' }, 'status', 'Approve or reject'],
  ])('refuses %j and changes nothing', async (decision, path, message) => {
    const { user } = await newPublisher('refused');
    const refused = await review({ publisherId: user.id, ...decision });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ fields: [{ path, message }] });
    const [row] = await t.database.db
      .select()
      .from(publisherProfiles)
      .where(eq(publisherProfiles.userId, user.id));
    expect(row?.reviewStatus).toBe('pending');
    expect(await reviewMails(user.email)).toHaveLength(0);
  });

  it('answers 404 for an unknown id and for an account that is not a publisher', async () => {
    const seller = await createUser(t, 'seller');
    for (const publisherId of ['usr_nobody', seller.user.id]) {
      const missing = await review({ publisherId, status: 'approved' });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: ErrorCode.notFound, error: 'Publisher not found' });
    }
  });
});
