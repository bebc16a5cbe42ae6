import {
  authCalls,
  operatorAuthCalls,
  publisherPaymentCalls,
  publisherProfileCalls,
  publisherReviewCalls,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../test/support/call';
import { createTestApp, type TTestApp } from '../../test/support/test-app';
import { demoPassword, demoPendingPublisherEmail, demoPublisherEmail, seedDemo } from './demo';
import { seedDemoPublishers } from './demo-publishers';

// What a newcomer sees on first start as either demo publisher, and as the operator.
let t: TTestApp;
let filled: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  filled = await seedDemoPublishers(t.app.deps);
});
afterAll(() => t.close());

async function signIn(email: string, api: 'user' | 'admin' = 'user') {
  const login = await callOf(t.app, api === 'user' ? authCalls.loginUser : operatorAuthCalls.loginOperator, {
    body: { email, password: demoPassword },
  });
  return login.body.data.token;
}

describe('the demo publishers on a fresh start', () => {
  it("has the approved publisher's profile, tags, signed W-9 and approved bank account filled", async () => {
    expect(filled).toBe(2);
    const token = await signIn(demoPublisherEmail);
    const profile = await callOf(t.app, publisherProfileCalls.getPublisherProfile, { token });
    expect(profile.body.data).toMatchObject({
      review: { status: 'approved' },
      promotionCountries: ['US', 'CA'],
      categories: expect.arrayContaining(['kitchen-dining']),
      trackingTags: { US: 'demodeals-20', CA: 'demodeals-20' },
      tax: { status: 'submitted', form: 'W9', pdfUploaded: true, maskedUsTin: '***-**-6789' },
    });
    const bank = await callOf(t.app, publisherPaymentCalls.getBankInformation, { token });
    expect(bank.body.data).toMatchObject({
      status: 'approved',
      bankCountry: 'US',
      accountMasked: '•••• 6789',
    });
  });

  it('has Paula waiting in the review queue with her W-8BEN and German account to review', async () => {
    const token = await signIn('admin@demo.test', 'admin');
    const queue = await callOf(t.app, publisherReviewCalls.listPublishers, {
      query: { reviewStatus: 'pending' },
      token,
    });
    expect(queue.body.data?.items).toEqual([
      expect.objectContaining({
        email: demoPendingPublisherEmail,
        categories: ['kitchen-dining', 'home-living'],
        taxForm: 'W8BEN',
        bank: expect.objectContaining({ status: 'pending', bankCountry: 'DE' }),
      }),
    ]);
  });
});
