import { describe, expect, it } from 'vitest';
import { sellerNextSteps, type TSellerFacts } from './seller-steps';

const newSeller: TSellerFacts = {
  marketplaceConnected: false,
  hasProducts: false,
  latestImport: null,
  hasActiveBrand: false,
  hasActiveProduct: false,
  hasDeal: false,
  hasSale: false,
  associations: { associate: null, associatePublisher: null, associatePublisherDetail: null },
  onboardingCompletedAt: null,
};

const stepOf = (facts: Partial<TSellerFacts>, key: string) =>
  sellerNextSteps({ ...newSeller, ...facts }).steps.find((s) => s.key === key);

describe('the seller checklist', () => {
  it('lists the catalogue steps, then the association steps, each to do and with where to do it', () => {
    const answer = sellerNextSteps(newSeller);
    expect(answer.steps.map((s) => [s.key, s.state, s.href])).toEqual([
      ['connectMarketplace', 'todo', '/seller/account'],
      ['importProducts', 'todo', '/seller/account'],
      ['activateBrand', 'todo', '/seller/account'],
      ['activateProduct', 'todo', '/seller/products'],
      ['createDeal', 'todo', '/seller/deals'],
      ['firstSale', 'todo', '/seller/commission-reports'],
      ['associate', 'todo', '/seller/associated-publishers'],
      ['associatePublisher', 'todo', '/seller/associated-publishers'],
      ['associatePublisherDetail', 'todo', '/seller/associated-publishers'],
    ]);
    expect(answer.progress).toEqual({ done: 0, total: 9 });
  });

  it.each([
    ['connectMarketplace', { marketplaceConnected: true }],
    ['activateBrand', { hasActiveBrand: true }],
    ['activateProduct', { hasActiveProduct: true }],
    ['createDeal', { hasDeal: true }],
    ['firstSale', { hasSale: true }],
  ] as const)("ticks %s from the seller's data", (key, facts) => {
    expect(stepOf({}, key)?.state).toBe('todo');
    expect(stepOf(facts, key)?.state).toBe('done');
  });

  it('waits while an import runs, says why the last one failed, and ticks once products are in', () => {
    expect(stepOf({ latestImport: { status: 'queued', error: null } }, 'importProducts')?.state).toBe(
      'pending',
    );
    expect(stepOf({ latestImport: { status: 'running', error: null } }, 'importProducts')?.state).toBe(
      'pending',
    );
    expect(
      stepOf({ latestImport: { status: 'failed', error: 'Re-authorize in Account' } }, 'importProducts'),
    ).toMatchObject({ state: 'todo', reason: 'Re-authorize in Account' });
    expect(stepOf({ latestImport: { status: 'succeeded', error: null } }, 'importProducts')?.state).toBe(
      'todo',
    );
    const refetching = { hasProducts: true, latestImport: { status: 'running' as const, error: null } };
    expect(stepOf(refetching, 'importProducts')).toMatchObject({ state: 'done', reason: null });
  });

  it('ticks each association step only when the seller marked it', () => {
    const answer = sellerNextSteps({
      ...newSeller,
      associations: { associate: null, associatePublisher: new Date(), associatePublisherDetail: null },
    });
    expect(answer.steps.filter((s) => s.state === 'done').map((s) => s.key)).toEqual(['associatePublisher']);
    expect(answer.progress).toEqual({ done: 1, total: 9 });
  });
});
