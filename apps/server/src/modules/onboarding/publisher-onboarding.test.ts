import {
  ErrorCode,
  onboardingCalls,
  publisherPaymentCalls,
  publisherProfileCalls,
  publisherReviewCalls,
  type TAnyCall,
  trackingCalls,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createSwitchedSession } from '../../../test/support/delegation';
import { createOperator, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { insertTrackingLink } from '../../../test/support/tracking-links';
import { uploadFile } from '../../../test/support/upload';
import { reportDays } from '../../db/schema';

let t: TTestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  operatorToken = (await createOperator(t)).token;
});
afterAll(() => t.close());

const nextSteps = (token: string) => callOf(t.app, onboardingCalls.getPublisherNextSteps, { token });
const complete = (token: string) => callOf(t.app, onboardingCalls.completePublisherOnboarding, { token });
const stateOf = async (token: string) =>
  Object.fromEntries((await nextSteps(token)).body.data.steps.map((s) => [s.key, s.state]));

const profile = {
  website: 'ivy-reviews.example.com',
  promotionCountry: 'UK',
  audience: 'Students looking for laptop and desk deals',
  promotionCountries: ['UK'],
  categories: ['electronics'],
  promotionMethods: ['website'],
};
const w9 = () => ({
  form: 'W9',
  name: 'Ivy Ramirez',
  classification: { type: 'individual' },
  address: { street: '12 Elm Street', city: 'Portland', state: 'OR', zip: '97201' },
  tin: { type: 'SSN', number: '123-45-6789' },
  signatureName: 'Ivy Ramirez',
  signedOn: t.clock.now.toISOString().slice(0, 10),
});
const bank = {
  bankCountry: 'US',
  accountHolderName: 'Ivy Ramirez',
  bankName: 'Cascade Credit Union',
  currency: 'USD',
  routingNumber: '011000015',
  accountNumber: '0012345678',
  accountType: 'checking',
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const send = (token: string, descriptor: TAnyCall, body: unknown) =>
  callOf(t.app, descriptor, { token, body });
const review = (
  descriptor: typeof publisherReviewCalls.reviewPublisher | typeof publisherReviewCalls.reviewPublisherBank,
  body: object,
) => callOf(t.app, descriptor, { token: operatorToken, body });

describe('GET publisher/dashboard/next/steps', () => {
  it('starts with everything to do and the account waiting for review, each step with its route', async () => {
    const { token } = await createUser(t, 'publisher');
    const { status, body } = await nextSteps(token);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      steps: [
        { key: 'profile', state: 'todo', reason: null, href: '/publisher/profile' },
        { key: 'taxForm', state: 'todo', reason: null, href: '/publisher/profile?tab=payment' },
        { key: 'bankDetails', state: 'todo', reason: null, href: '/publisher/profile?tab=payment' },
        { key: 'accountReview', state: 'pending', reason: null, href: '/publisher/profile' },
        { key: 'bankReview', state: 'todo', reason: null, href: '/publisher/profile?tab=payment' },
        { key: 'trafficSource', state: 'todo', reason: null, href: '/publisher/tracking-links?tab=sources' },
        { key: 'trackingId', state: 'todo', reason: null, href: '/publisher/tracking-ids' },
        { key: 'firstLink', state: 'todo', reason: null, href: '/publisher/catalogue' },
        { key: 'firstConversion', state: 'todo', reason: null, href: '/publisher/commission-reports' },
      ],
      progress: { done: 0, total: 9 },
      onboardingCompletedAt: null,
    });
  });

  it('ticks each step as its data appears and follows both reviews', async () => {
    const { token, user } = await createUser(t, 'publisher');

    expect((await send(token, publisherProfileCalls.updatePublisherProfile, profile)).status).toBe(200);
    expect(await stateOf(token)).toMatchObject({ profile: 'done', taxForm: 'todo' });

    expect((await send(token, publisherPaymentCalls.saveTaxDetails, w9())).status).toBe(200);
    expect((await stateOf(token)).taxForm).toBe('started');
    const upload = await uploadFile(t, {
      path: publisherPaymentCalls.uploadTaxPdf.path,
      token,
      bytes: pdf,
      fileName: 'w9.pdf',
    });
    expect(upload.status).toBe(200);
    expect((await stateOf(token)).taxForm).toBe('done');

    expect((await send(token, publisherPaymentCalls.saveBankInformation, bank)).status).toBe(200);
    expect(await stateOf(token)).toMatchObject({ bankDetails: 'done', bankReview: 'pending' });

    await review(publisherReviewCalls.reviewPublisherBank, {
      publisherId: user.id,
      status: 'rejected',
      reason: 'Wrong holder',
    });
    const refused = (await nextSteps(token)).body.data.steps.find((s) => s.key === 'bankReview');
    expect(refused).toMatchObject({ state: 'rejected', reason: 'Wrong holder' });
    await review(publisherReviewCalls.reviewPublisherBank, { publisherId: user.id, status: 'approved' });

    await review(publisherReviewCalls.reviewPublisher, {
      publisherId: user.id,
      status: 'rejected',
      reason: 'Site unreachable',
    });
    const rejected = (await nextSteps(token)).body.data.steps.find((s) => s.key === 'accountReview');
    expect(rejected).toMatchObject({ state: 'rejected', reason: 'Site unreachable' });
    await review(publisherReviewCalls.reviewPublisher, { publisherId: user.id, status: 'approved' });

    const source = { kind: 'website', name: 'Ivy Reviews', url: 'https://ivy-reviews.example.com' };
    expect((await send(token, trackingCalls.saveSource, source)).status).toBe(200);
    expect(await stateOf(token)).toMatchObject({ trafficSource: 'done', trackingId: 'todo' });
    expect((await send(token, trackingCalls.createTrackingId, { name: 'blog' })).status).toBe(200);
    expect(await stateOf(token)).toMatchObject({ trackingId: 'done', firstLink: 'todo' });
    const link = await insertTrackingLink(t, user.id);
    const day = { linkId: link.id, countryCode: 'US', publisherId: user.id, brandName: link.brandName };
    // clicks alone are no conversion; the attribution import's first order is
    await t.database.db
      .insert(reportDays)
      .values({ ...day, day: '2026-03-01', asin: 'B000TEST01', clicks: 12 });
    expect(await stateOf(token)).toMatchObject({ firstLink: 'done', firstConversion: 'todo' });
    await t.database.db
      .insert(reportDays)
      .values({ ...day, day: '2026-03-02', asin: 'B000TEST01', orders: 1, units: 1, salesMinor: 1999 });

    const all = (await nextSteps(token)).body.data;
    expect(all.steps.every((s) => s.state === 'done' && s.reason === null)).toBe(true);
    expect(all.progress).toEqual({ done: 9, total: 9 });
  });

  it('unticks the signed form when new tax details are saved, as the profile asks for a new one', async () => {
    const { token } = await createUser(t, 'publisher');
    await send(token, publisherPaymentCalls.saveTaxDetails, w9());
    await uploadFile(t, {
      path: publisherPaymentCalls.uploadTaxPdf.path,
      token,
      bytes: pdf,
      fileName: 'w9.pdf',
    });
    await send(token, publisherPaymentCalls.saveTaxDetails, {
      ...w9(),
      address: { ...w9().address, zip: '97202' },
    });
    expect((await stateOf(token)).taxForm).toBe('started');
  });

  it('refuses a call without a token and another role', async () => {
    expect((await callOf(t.app, onboardingCalls.getPublisherNextSteps)).status).toBe(401);
    const seller = await createUser(t, 'seller');
    const refused = await nextSteps(seller.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.roleNotAllowed);
  });
});

describe('POST publisher/onboardingCompleted', () => {
  it('keeps the first time: a second call answers the same, and the checklist says so', async () => {
    t.clock.now = new Date('2026-05-04T10:00:00Z');
    const { token } = await createUser(t, 'publisher');
    const first = await complete(token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ onboardingCompletedAt: '2026-05-04T10:00:00.000Z' });
    t.clock.advance(3_600_000);
    expect((await complete(token)).body.data).toEqual(first.body.data);
    expect((await nextSteps(token)).body.data.onboardingCompletedAt).toBe('2026-05-04T10:00:00.000Z');
  });

  it('refuses a call without a token and another role', async () => {
    expect((await callOf(t.app, onboardingCalls.completePublisherOnboarding)).status).toBe(401);
    const partner = await createUser(t, 'partner');
    expect((await complete(partner.token)).body.code).toBe(ErrorCode.roleNotAllowed);
  });

  it('lets a read-only delegate read the checklist but not dismiss it; a full delegate may', async () => {
    const readOnly = await createSwitchedSession(t, { ownerRole: 'publisher', access: 'read_only' });
    expect((await nextSteps(readOnly.switched.token)).status).toBe(200);
    const refused = await complete(readOnly.switched.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.roleNotAllowed);
    expect((await nextSteps(readOnly.owner.token)).body.data.onboardingCompletedAt).toBeNull();

    const full = await createSwitchedSession(t, { ownerRole: 'publisher', access: 'full' });
    expect((await complete(full.switched.token)).status).toBe(200);
    expect((await nextSteps(full.owner.token)).body.data.onboardingCompletedAt).not.toBeNull();
  });
});
