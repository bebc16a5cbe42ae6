import { describe, expect, it } from 'vitest';
import { publisherNextSteps, type TPublisherFacts } from './publisher-steps';

const nothingYet: TPublisherFacts = {
  profileFilled: false,
  review: { status: 'pending', reason: null },
  tax: 'missing',
  bank: { status: 'missing', reason: null },
  tracking: { source: false, trackingId: false, link: false, conversion: false },
  onboardingCompletedAt: null,
};

const states = (facts: Partial<TPublisherFacts>) =>
  Object.fromEntries(publisherNextSteps({ ...nothingYet, ...facts }).steps.map((s) => [s.key, s.state]));

describe('the publisher checklist', () => {
  it('lists the steps that can be done today, in order, each with where to do it', () => {
    const answer = publisherNextSteps(nothingYet);
    expect(answer.steps).toEqual([
      { key: 'profile', state: 'todo', reason: null, href: '/publisher/profile' },
      { key: 'taxForm', state: 'todo', reason: null, href: '/publisher/profile?tab=payment' },
      { key: 'bankDetails', state: 'todo', reason: null, href: '/publisher/profile?tab=payment' },
      { key: 'accountReview', state: 'pending', reason: null, href: '/publisher/profile' },
      { key: 'bankReview', state: 'todo', reason: null, href: '/publisher/profile?tab=payment' },
      { key: 'trafficSource', state: 'todo', reason: null, href: '/publisher/tracking-links?tab=sources' },
      { key: 'trackingId', state: 'todo', reason: null, href: '/publisher/tracking-ids' },
      { key: 'firstLink', state: 'todo', reason: null, href: '/publisher/catalogue' },
      { key: 'firstConversion', state: 'todo', reason: null, href: '/publisher/commission-reports' },
    ]);
    expect(answer.progress).toEqual({ done: 0, total: 9 });
    expect(answer.onboardingCompletedAt).toBeNull();
  });

  it('ticks the profile once it is filled', () => {
    expect(states({ profileFilled: true }).profile).toBe('done');
  });

  it('starts the tax step with the form saved and ticks it once the signed PDF is in', () => {
    expect(states({ tax: 'unsigned' }).taxForm).toBe('started');
    expect(states({ tax: 'signed' }).taxForm).toBe('done');
  });

  it('ticks the bank details once saved, whatever their review, which is a step of its own', () => {
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      expect(states({ bank: { status, reason: null } }).bankDetails).toBe('done');
    }
    expect(states({ bank: { status: 'pending', reason: null } }).bankReview).toBe('pending');
    expect(states({ bank: { status: 'approved', reason: null } }).bankReview).toBe('done');
  });

  it('ticks each tracking step on its own: a traffic source, a tracking id, a first link, a first order', () => {
    const none = nothingYet.tracking;
    expect(states({ tracking: { ...none, source: true } })).toMatchObject({
      trafficSource: 'done',
      trackingId: 'todo',
      firstLink: 'todo',
      firstConversion: 'todo',
    });
    expect(states({ tracking: { ...none, trackingId: true } }).trackingId).toBe('done');
    expect(states({ tracking: { ...none, link: true } }).firstLink).toBe('done');
    expect(states({ tracking: { ...none, conversion: true } }).firstConversion).toBe('done');
  });

  it("shows a refused review with the reviewer's reason, for the account and for the bank", () => {
    const { steps } = publisherNextSteps({
      ...nothingYet,
      review: { status: 'rejected', reason: 'Your website is not reachable' },
      bank: { status: 'rejected', reason: 'The holder is not you' },
    });
    expect(steps.find((s) => s.key === 'accountReview')).toMatchObject({
      state: 'rejected',
      reason: 'Your website is not reachable',
    });
    expect(steps.find((s) => s.key === 'bankReview')).toMatchObject({
      state: 'rejected',
      reason: 'The holder is not you',
    });
  });

  it('counts an approved account and everything done, and says when the checklist was dismissed', () => {
    const answer = publisherNextSteps({
      profileFilled: true,
      review: { status: 'approved', reason: null },
      tax: 'signed',
      bank: { status: 'approved', reason: null },
      tracking: { source: true, trackingId: true, link: true, conversion: true },
      onboardingCompletedAt: new Date('2026-05-01T08:00:00Z'),
    });
    expect(answer.steps.every((s) => s.state === 'done' && s.reason === null)).toBe(true);
    expect(answer.progress).toEqual({ done: 9, total: 9 });
    expect(answer.onboardingCompletedAt).toBe('2026-05-01T08:00:00.000Z');
  });
});
