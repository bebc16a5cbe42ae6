import {
  brandCalls,
  commissionCalls,
  dealCalls,
  ErrorCode,
  onboardingCalls,
  sellerCalls,
  sellerNotice,
  type TAnyCall,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createSwitchedSession } from '../../../test/support/delegation';
import {
  connectDemoMarketplace,
  createBrand,
  createProduct,
  createSeller,
  createUser,
} from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { insertTrackingLink } from '../../../test/support/tracking-links';
import { importRuns, reportDays } from '../../db/schema';
import { newId } from '../../platform/ids';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Noon in Los Angeles, so "today" in the US marketplace is 2030-03-10.
  t.clock.now = new Date('2030-03-10T19:00:00Z');
});
afterAll(() => t.close());

const nextSteps = (token: string, query?: Record<string, string>) =>
  callOf(t.app, onboardingCalls.getSellerNextSteps, { token, query });
const complete = (token: string) => callOf(t.app, onboardingCalls.completeSellerOnboarding, { token });
const post = (token: string, descriptor: TAnyCall, body: unknown = {}) =>
  callOf(t.app, descriptor, { token, body });
const stepOf = async (token: string, key: string, query?: Record<string, string>) =>
  (await nextSteps(token, query)).body.data.steps.find((s) => s.key === key);
const stateOf = async (token: string, query?: Record<string, string>) =>
  Object.fromEntries((await nextSteps(token, query)).body.data.steps.map((s) => [s.key, s.state]));

const importRun = (sellerId: string, status: 'queued' | 'failed', error: string | null = null) =>
  t.database.db
    .insert(importRuns)
    .values({ id: newId('imp'), sellerId, status, error, createdAt: t.clock.now });

describe('GET seller/dashboard/next/steps', () => {
  it('starts with every step to do, each with its route', async () => {
    const seller = await createSeller(t);
    const { status, body } = await nextSteps(seller.token);
    expect(status).toBe(200);
    expect(body.data.steps).toEqual([
      { key: 'connectMarketplace', state: 'todo', reason: null, href: '/seller/account' },
      { key: 'importProducts', state: 'todo', reason: null, href: '/seller/account' },
      { key: 'activateBrand', state: 'todo', reason: null, href: '/seller/account' },
      { key: 'activateProduct', state: 'todo', reason: null, href: '/seller/products' },
      { key: 'createDeal', state: 'todo', reason: null, href: '/seller/deals' },
      { key: 'firstSale', state: 'todo', reason: null, href: '/seller/commission-reports' },
      { key: 'associate', state: 'todo', reason: null, href: '/seller/associated-publishers' },
      { key: 'associatePublisher', state: 'todo', reason: null, href: '/seller/associated-publishers' },
      { key: 'associatePublisherDetail', state: 'todo', reason: null, href: '/seller/associated-publishers' },
    ]);
    expect(body.data).toMatchObject({ progress: { done: 0, total: 9 }, onboardingCompletedAt: null });
  });

  it('ticks each step as the seller connects, imports, activates, sets a commission, creates a deal and marks the association steps', async () => {
    const seller = await createSeller(t);
    const id = seller.user.id;

    await connectDemoMarketplace(t, id);
    expect(await stateOf(seller.token)).toMatchObject({ connectMarketplace: 'done', importProducts: 'todo' });

    await importRun(id, 'failed', 'Amazon refused the grant: re-authorize in Account');
    expect(await stepOf(seller.token, 'importProducts')).toMatchObject({
      state: 'todo',
      reason: 'Amazon refused the grant: re-authorize in Account',
    });
    t.clock.advance(1000);
    await importRun(id, 'queued');
    expect((await stepOf(seller.token, 'importProducts'))?.state).toBe('pending');

    const brand = await createBrand(t, id, { status: 'inactive' });
    const product = await createProduct(t, id, { brandId: brand.id });
    expect(await stateOf(seller.token)).toMatchObject({ importProducts: 'done', activateBrand: 'todo' });

    expect((await post(seller.token, brandCalls.activateBrands, { brandIds: [brand.id] })).status).toBe(200);
    expect(await stateOf(seller.token)).toMatchObject({ activateBrand: 'done', activateProduct: 'todo' });

    expect(
      (await post(seller.token, commissionCalls.setCommission, { ids: [product.id], commissionBp: 1000 }))
        .status,
    ).toBe(200);
    expect((await stepOf(seller.token, 'activateProduct'))?.state).toBe('todo');
    expect((await post(seller.token, commissionCalls.activateProducts, { ids: [product.id] })).status).toBe(
      200,
    );
    expect(await stateOf(seller.token)).toMatchObject({ activateProduct: 'done', createDeal: 'todo' });

    const deal = { productId: product.id, discountBp: 1500, startDate: '2030-03-12', endDate: '2030-03-20' };
    expect((await post(seller.token, dealCalls.createDeal, deal)).status).toBe(200);
    expect((await stepOf(seller.token, 'createDeal'))?.state).toBe('done');

    // a publisher's clicks are no sale; the attribution import's first order is, in its marketplace
    const publisher = await createUser(t, 'publisher');
    const link = await insertTrackingLink(t, publisher.user.id, {
      productId: product.id,
      asin: product.asin,
    });
    const day = { linkId: link.id, asin: product.asin, publisherId: publisher.user.id, sellerId: id };
    await t.database.db
      .insert(reportDays)
      .values({ ...day, day: '2026-03-01', countryCode: 'US', brandName: 'Brand', clicks: 30 });
    expect((await stepOf(seller.token, 'firstSale'))?.state).toBe('todo');
    await t.database.db
      .insert(reportDays)
      .values({ ...day, day: '2026-03-02', countryCode: 'US', brandName: 'Brand', orders: 1, units: 1 });
    expect((await stepOf(seller.token, 'firstSale'))?.state).toBe('done');
    expect((await stepOf(seller.token, 'firstSale', { countryCode: 'UK' }))?.state).toBe('todo');

    for (const descriptor of [
      sellerCalls.completeAssociation,
      sellerCalls.completePublisherAssociation,
      sellerCalls.completePublisherDetailAssociation,
    ]) {
      expect((await post(seller.token, descriptor)).status).toBe(200);
    }
    const all = (await nextSteps(seller.token)).body.data;
    expect(all.steps.filter((s) => s.state !== 'done')).toEqual([]);
    expect(all.progress).toEqual({ done: 9, total: 9 });
  });

  it('counts an active product only while its brand is active', async () => {
    const seller = await createSeller(t);
    const brand = await createBrand(t, seller.user.id, { status: 'inactive' });
    await createProduct(t, seller.user.id, { brandId: brand.id, status: 'active', commissionBp: 800 });
    expect(await stateOf(seller.token)).toMatchObject({ importProducts: 'done', activateProduct: 'todo' });
  });

  it('narrows the product steps to one marketplace when asked, and refuses an unknown one', async () => {
    const seller = await createSeller(t);
    const product = await createProduct(t, seller.user.id, { status: 'active', commissionBp: 800 });
    await post(seller.token, dealCalls.createDeal, {
      productId: product.id,
      discountBp: 1000,
      startDate: '2030-03-11',
      endDate: '2030-03-12',
    });
    const done = {
      importProducts: 'done',
      activateBrand: 'done',
      activateProduct: 'done',
      createDeal: 'done',
    };
    expect(await stateOf(seller.token)).toMatchObject(done);
    expect(await stateOf(seller.token, { countryCode: 'US' })).toMatchObject(done);
    expect(await stateOf(seller.token, { countryCode: 'DE' })).toMatchObject({
      importProducts: 'todo',
      activateBrand: 'done',
      activateProduct: 'todo',
      createDeal: 'todo',
    });
    const refused = await nextSteps(seller.token, { countryCode: 'JP' });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({
      fields: [{ path: 'countryCode', message: 'Choose US, CA, FR, DE or UK' }],
    });
  });

  it('waits for the seller notice, and refuses a call without a token and another role', async () => {
    const newcomer = await createUser(t, 'seller');
    const waiting = await nextSteps(newcomer.token);
    expect(waiting.status).toBe(409);
    expect(waiting.body.error).toBe('Agree to the seller notice first: POST seller/agree-to-notice');
    expect((await callOf(t.app, onboardingCalls.getSellerNextSteps)).status).toBe(401);
    const publisher = await createUser(t, 'publisher');
    expect((await nextSteps(publisher.token)).body.code).toBe(ErrorCode.roleNotAllowed);
  });
});

describe('POST seller/onboardingCompleted', () => {
  it('keeps the first time: a second call answers the same, and the checklist says so', async () => {
    const seller = await createSeller(t);
    const first = await complete(seller.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ onboardingCompletedAt: t.clock.now.toISOString() });
    t.clock.advance(3_600_000);
    expect((await complete(seller.token)).body.data).toEqual(first.body.data);
    const steps = (await nextSteps(seller.token)).body.data;
    expect(steps.onboardingCompletedAt).toBe(first.body.data.onboardingCompletedAt);
    // Dismissing the checklist marks no step done.
    expect(steps.progress.done).toBe(0);
  });

  it('waits for the notice, and refuses a call without a token and another role', async () => {
    expect((await complete((await createUser(t, 'seller')).token)).status).toBe(409);
    expect((await callOf(t.app, onboardingCalls.completeSellerOnboarding)).status).toBe(401);
    const publisher = await createUser(t, 'publisher');
    expect((await complete(publisher.token)).body.code).toBe(ErrorCode.roleNotAllowed);
  });

  it('refuses a read-only delegate, who still reads the checklist', async () => {
    const { owner, switched } = await createSwitchedSession(t, { ownerRole: 'seller', access: 'read_only' });
    await post(owner.token, sellerCalls.agreeToNotice, { version: sellerNotice.version });
    expect((await nextSteps(switched.token)).status).toBe(200);
    const refused = await complete(switched.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.roleNotAllowed);
    expect((await nextSteps(owner.token)).body.data.onboardingCompletedAt).toBeNull();
  });
});
