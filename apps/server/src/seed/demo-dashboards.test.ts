import { onboardingCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../test/support/call';
import { createDemoApp, signInDemo } from '../../test/support/demo-app';
import type { TTestApp } from '../../test/support/test-app';
import { demoPendingPublisherEmail, demoPublisherEmail, demoSellerEmail } from './demo';
import { seedDemoTracking } from './demo-tracking';

// What the demo accounts' Dashboards show on first start: their checklists, still leading the page.
let t: TTestApp;
beforeAll(async () => {
  t = await createDemoApp();
  await seedDemoTracking(t.app.deps);
});
afterAll(() => t.close());

async function nextSteps(
  email: string,
  descriptor: typeof onboardingCalls.getSellerNextSteps | typeof onboardingCalls.getPublisherNextSteps,
) {
  const { body } = await callOf(t.app, descriptor, { token: await signInDemo(t, email) });
  return { ...body.data, states: Object.fromEntries(body.data.steps.map((s) => [s.key, s.state])) };
}

describe('the demo dashboards on a fresh start', () => {
  it('show the approved publisher every set-up step done, the checklist not yet dismissed', async () => {
    const steps = await nextSteps(demoPublisherEmail, onboardingCalls.getPublisherNextSteps);
    // the first conversion waits for the attribution import, which this test does not run
    expect(steps.progress).toEqual({ done: 8, total: 9 });
    expect(steps.states.firstConversion).toBe('todo');
    expect(steps.onboardingCompletedAt).toBeNull();
  });

  it('show Paula her form to sign and both reviews under way', async () => {
    const steps = await nextSteps(demoPendingPublisherEmail, onboardingCalls.getPublisherNextSteps);
    expect(steps.states).toEqual({
      profile: 'done',
      taxForm: 'started',
      bankDetails: 'done',
      accountReview: 'pending',
      bankReview: 'pending',
      trafficSource: 'todo',
      trackingId: 'todo',
      firstLink: 'todo',
      firstConversion: 'todo',
    });
  });

  it('show the seller its catalogue set up and the association steps left to mark', async () => {
    const steps = await nextSteps(demoSellerEmail, onboardingCalls.getSellerNextSteps);
    expect(steps.states).toEqual({
      connectMarketplace: 'done',
      importProducts: 'done',
      activateBrand: 'done',
      activateProduct: 'done',
      createDeal: 'done',
      firstSale: 'todo',
      associate: 'todo',
      associatePublisher: 'todo',
      associatePublisherDetail: 'todo',
    });
    expect(steps.onboardingCompletedAt).toBeNull();
  });
});
