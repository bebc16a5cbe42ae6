import { commissionCalls, ErrorCode, sellerCalls, sellerNotice, type TAnyCall } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createSwitchedSession } from '../../../test/support/delegation';
import { createProduct, createSeller, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { uploadFile } from '../../../test/support/upload';
import { commissionConfigs, commissionHistory, products } from '../../db/schema';
import { newId } from '../../platform/ids';
import { findSettingsAt } from './commissions.repository';

let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let other: Awaited<ReturnType<typeof createSeller>>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
  other = await createSeller(t);
});
afterAll(() => t.close());

const post = <C extends TAnyCall>(descriptor: C, body: unknown, token = seller.token) =>
  callOf(t.app, descriptor, { token, body });

async function productRow(id: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  return row;
}

const historyOf = (productId: string) =>
  t.database.db.select().from(commissionHistory).where(eq(commissionHistory.productId, productId));

describe('GET commission/config', () => {
  it('answers the DOMAIN.md defaults when the seller has no configuration', async () => {
    const { status, body } = await callOf(t.app, commissionCalls.getCommissionConfig, {
      token: seller.token,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ minBp: 100, maxBp: 5000, stepBp: 10, platformFeeBp: 3000, custom: false });
  });

  it("answers the seller's own configuration, and refuses a narrower rate by it", async () => {
    const custom = await createSeller(t);
    await t.database.db.insert(commissionConfigs).values({
      id: newId('ccf'),
      sellerId: custom.user.id,
      minBp: 500,
      maxBp: 2000,
      stepBp: 50,
      platformFeeBp: 2500,
    });
    const { body } = await callOf(t.app, commissionCalls.getCommissionConfig, { token: custom.token });
    expect(body.data).toEqual({ minBp: 500, maxBp: 2000, stepBp: 50, platformFeeBp: 2500, custom: true });
    const product = await createProduct(t, custom.user.id);
    const refused = await post(
      commissionCalls.setCommission,
      { ids: [product.id], commissionBp: 1010 },
      custom.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Commission must be between 5% and 20% in steps of 0.5%');
    // The default configuration of other sellers is untouched by it.
    const mine = await callOf(t.app, commissionCalls.getCommissionConfig, { token: seller.token });
    expect(mine.body.data.custom).toBe(false);
  });

  it('is closed until the seller agreed to the notice', async () => {
    const fresh = await createUser(t, 'seller');
    const { status, body } = await callOf(t.app, commissionCalls.getCommissionConfig, { token: fresh.token });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: ErrorCode.conflict,
      error: 'Agree to the seller notice first: POST seller/agree-to-notice',
    });
  });
});

describe('POST seller/product/commission', () => {
  it('sets one product (single) and records old, new, who and how', async () => {
    const product = await createProduct(t, seller.user.id);
    const { status, body } = await post(commissionCalls.setCommission, {
      ids: [product.id],
      commissionBp: 1250,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ changed: 1, unchanged: 0 });
    expect(body.data.products[0]).toMatchObject({ id: product.id, commissionBp: 1250, status: 'inactive' });
    expect((await productRow(product.id))?.commissionBp).toBe(1250);
    const history = await historyOf(product.id);
    expect(history).toEqual([
      expect.objectContaining({
        oldCommissionBp: null,
        newCommissionBp: 1250,
        oldStatus: 'inactive',
        newStatus: 'inactive',
        source: 'single',
        changedBy: seller.user.id,
        actorUserId: null,
      }),
    ]);
  });

  it('sets a selection (batch), and a retry of the same call writes nothing more', async () => {
    const a = await createProduct(t, seller.user.id);
    const b = await createProduct(t, seller.user.id, { commissionBp: 800 });
    const first = await post(commissionCalls.setCommission, { ids: [a.id, b.id], commissionBp: 1000 });
    expect(first.body.data).toMatchObject({ changed: 2, unchanged: 0 });
    const retry = await post(commissionCalls.setCommission, { ids: [a.id, b.id], commissionBp: 1000 });
    expect(retry.body.data).toMatchObject({ changed: 0, unchanged: 2 });
    const history = await historyOf(b.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ oldCommissionBp: 800, newCommissionBp: 1000, source: 'batch' });
  });

  it('writes one history row for two identical calls at once (a double click)', async () => {
    const product = await createProduct(t, seller.user.id);
    const body = { ids: [product.id], commissionBp: 2200 };
    const answers = await Promise.all([
      post(commissionCalls.setCommission, body),
      post(commissionCalls.setCommission, body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await historyOf(product.id)).toHaveLength(1);
  });

  it.each([
    [50, 'Commission must be between 1% and 50% in steps of 0.1%'],
    [5010, 'Commission must be between 1% and 50% in steps of 0.1%'],
    [1234, 'Commission must be between 1% and 50% in steps of 0.1%'],
  ])('refuses %i basis points with the bounds, changing nothing', async (commissionBp, message) => {
    const product = await createProduct(t, seller.user.id, { commissionBp: 1000 });
    const { status, body } = await post(commissionCalls.setCommission, { ids: [product.id], commissionBp });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: ErrorCode.validation, error: message });
    expect(body.data).toEqual({ fields: [{ path: 'commissionBp', message }] });
    expect((await productRow(product.id))?.commissionBp).toBe(1000);
  });

  it.each([
    [{ ids: [], commissionBp: 1000 }, 'ids', 'Select at least one product'],
    [{ ids: ['x'], commissionBp: 12.5 }, 'commissionBp', 'Commission must be a whole number of basis points'],
    [{ ids: ['x'] }, 'commissionBp', 'Enter a commission'],
    [{ commissionBp: 1000 }, 'ids', 'Invalid input: expected array, received undefined'],
  ])('refuses the body %j with the field named', async (input, path, message) => {
    const { status, body } = await post(commissionCalls.setCommission, input);
    expect(status).toBe(400);
    expect(body.data).toEqual({ fields: [{ path, message }] });
  });

  it("answers 404 for another seller's product and changes none of the selection", async () => {
    const mine = await createProduct(t, seller.user.id);
    const theirs = await createProduct(t, other.user.id);
    const { status, body } = await post(commissionCalls.setCommission, {
      ids: [mine.id, theirs.id],
      commissionBp: 1000,
    });
    expect(status).toBe(404);
    expect(body.code).toBe(ErrorCode.notFound);
    expect((await productRow(mine.id))?.commissionBp).toBeNull();
    expect((await productRow(theirs.id))?.commissionBp).toBeNull();
  });

  it('refuses a variation: it follows its parent', async () => {
    const parent = await createProduct(t, seller.user.id);
    const variation = await createProduct(t, seller.user.id, {
      parentId: parent.id,
      brandId: parent.brandId,
    });
    const { status, body } = await post(commissionCalls.setCommission, {
      ids: [variation.id],
      commissionBp: 1000,
    });
    expect(status).toBe(409);
    expect(body.error).toBe(
      `${variation.asin} is a variation: its commission and status follow its parent product`,
    );
    expect(body.data).toEqual({ fields: [{ path: 'ids.0', message: body.error }] });
  });
});

describe('what a change writes', () => {
  it('moves "commission updated" only when the rate changes, not on a status change', async () => {
    const product = await createProduct(t, seller.user.id);
    const setAt = t.clock.now.toISOString();
    const set = await post(commissionCalls.setCommission, { ids: [product.id], commissionBp: 1250 });
    expect(set.body.data.products[0]?.commissionUpdatedAt).toBe(setAt);
    t.clock.advance(60 * 60 * 1000);
    const activated = await post(commissionCalls.activateProducts, { ids: [product.id] });
    expect(activated.body.data.products[0]).toMatchObject({
      status: 'active',
      commissionUpdatedAt: setAt,
    });
    expect((await productRow(product.id))?.commissionUpdatedAt).toEqual(new Date(setAt));
    expect((await historyOf(product.id)).map((h) => h.id)).toEqual([
      expect.stringMatching(/^chg_/),
      expect.stringMatching(/^chg_/),
    ]);
  });

  it('names at most five missing products, and counts the other refusals', async () => {
    const unknown = Array.from({ length: 6 }, (_, i) => `prd_missing${i}`);
    const missing = await post(commissionCalls.setCommission, { ids: unknown, commissionBp: 1000 });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(`Product not found: ${unknown.slice(0, 5).join(', ')}`);
    const bare = await Promise.all([1, 2, 3].map(() => createProduct(t, seller.user.id)));
    const refused = await post(commissionCalls.activateProducts, { ids: bare.map((p) => p.id) });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `${bare[0]?.asin} has no commission yet: set one between 1% and 50% in steps of 0.1% before activating it (and 2 more)`,
    );
    expect((refused.body.data as unknown as { fields: unknown[] }).fields).toHaveLength(3);
  });

  it('refuses to activate a product whose rate is outside the bounds it must now meet', async () => {
    const product = await createProduct(t, seller.user.id, { commissionBp: 6000 });
    const refused = await post(commissionCalls.activateProducts, { ids: [product.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `${product.asin}'s commission is outside the allowed range: set one between 1% and 50% in steps of 0.1% before activating it`,
    );
    expect((await productRow(product.id))?.status).toBe('inactive');
  });
});

describe('POST seller/product/active and inactive', () => {
  it('refuses to activate a product without a commission, naming the bounds', async () => {
    const product = await createProduct(t, seller.user.id);
    const { status, body } = await post(commissionCalls.activateProducts, { ids: [product.id] });
    expect(status).toBe(409);
    expect(body.error).toBe(
      `${product.asin} has no commission yet: set one between 1% and 50% in steps of 0.1% before activating it`,
    );
    expect((await productRow(product.id))?.status).toBe('inactive');
  });

  it('activates a selection all or nothing', async () => {
    const ready = await createProduct(t, seller.user.id, { commissionBp: 1500 });
    const bare = await createProduct(t, seller.user.id);
    const refused = await post(commissionCalls.activateProducts, { ids: [ready.id, bare.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/has no commission yet/);
    expect(refused.body.data).toEqual({
      fields: [{ path: 'ids.1', message: expect.stringContaining(bare.asin) }],
    });
    expect((await productRow(ready.id))?.status).toBe('inactive');

    const ok = await post(commissionCalls.activateProducts, { ids: [ready.id] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.products[0]).toMatchObject({ status: 'active', commissionBp: 1500 });
    expect(await historyOf(ready.id)).toEqual([
      expect.objectContaining({
        oldStatus: 'inactive',
        newStatus: 'active',
        oldCommissionBp: 1500,
        newCommissionBp: 1500,
      }),
    ]);
  });

  it('deactivates, and deactivating again is harmless', async () => {
    const product = await createProduct(t, seller.user.id, { commissionBp: 1500, status: 'active' });
    const first = await post(commissionCalls.deactivateProducts, { ids: [product.id] });
    expect(first.body.data).toMatchObject({ changed: 1, unchanged: 0 });
    const again = await post(commissionCalls.deactivateProducts, { ids: [product.id] });
    expect(again.body.data).toMatchObject({ changed: 0, unchanged: 1 });
    expect(await historyOf(product.id)).toHaveLength(1);
    expect((await productRow(product.id))?.status).toBe('inactive');
  });

  it("answers 404 for another seller's product, and 1001 for an empty selection", async () => {
    const theirs = await createProduct(t, other.user.id, { commissionBp: 1000 });
    expect((await post(commissionCalls.activateProducts, { ids: [theirs.id] })).status).toBe(404);
    expect((await productRow(theirs.id))?.status).toBe('inactive');
    const empty = await post(commissionCalls.deactivateProducts, { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual({ fields: [{ path: 'ids', message: 'Select at least one product' }] });
  });
});

describe('GET seller/product/commissionHistory', () => {
  let history: Awaited<ReturnType<typeof createSeller>>;
  let mug: Awaited<ReturnType<typeof createProduct>>;
  let cup: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    history = await createSeller(t);
    mug = await createProduct(t, history.user.id, { title: 'Mug' });
    cup = await createProduct(t, history.user.id, { title: 'Cup', countryCode: 'FR', currency: 'EUR' });
    await post(commissionCalls.setCommission, { ids: [mug.id], commissionBp: 1000 }, history.token);
    t.clock.advance(60_000);
    await post(commissionCalls.setCommission, { ids: [mug.id, cup.id], commissionBp: 1200 }, history.token);
    t.clock.advance(60_000);
    await post(commissionCalls.activateProducts, { ids: [mug.id] }, history.token);
  });

  const list = (query: Record<string, string>, token = history.token) =>
    callOf(t.app, commissionCalls.listCommissionHistory, { token, query });

  it('lists every change of the seller, newest first, with who and how', async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(body.data.total).toBe(4);
    expect(
      body.data.items.map((i) => [i.asin, i.oldCommissionBp, i.newCommissionBp, i.newStatus, i.source]),
    ).toEqual([
      [mug.asin, 1200, 1200, 'active', 'single'],
      expect.arrayContaining([1200, 'batch']),
      expect.arrayContaining([1200, 'batch']),
      [mug.asin, null, 1000, 'inactive', 'single'],
    ]);
    expect(body.data.items[0]).toMatchObject({
      title: 'Mug',
      countryCode: 'US',
      changedBy: { id: history.user.id, name: 'Test seller' },
      delegate: null,
    });
  });

  it("lists one product's changes with ?id=, paged", async () => {
    const { body } = await list({ id: mug.id, pageSize: '2', page: '2' });
    expect(body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(body.data.items.map((i) => i.newCommissionBp)).toEqual([1000]);
  });

  it('filters by marketplace', async () => {
    const { body } = await list({ countryCode: 'FR' });
    expect(body.data.items.map((i) => i.asin)).toEqual([cup.asin]);
  });

  it("answers 404 for another seller's product and shows them none of this history", async () => {
    const theirs = await list({ id: mug.id }, other.token);
    expect(theirs.status).toBe(404);
    const all = await list({}, other.token);
    expect(all.body.data.items.every((i) => i.changedBy.id === other.user.id)).toBe(true);
  });

  it.each([
    [{ page: '0' }, 'page', 'Page starts at 1'],
    [{ pageSize: '500' }, 'pageSize', 'Page size must be 1 to 100'],
    [{ countryCode: 'XX' }, 'countryCode', 'Choose US, CA, FR, DE or UK'],
  ])('refuses %j', async (query, path, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.data).toEqual({ fields: [{ path, message }] });
  });

  it('exports the same rows as CSV, with the product and people named', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/atlas/v1/seller/product/exportCommissionHistory?id=${mug.id}`,
      headers: { 'x-aa-authorization': `Bearer ${history.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`commission_history_${mug.asin}_\\d{4}-\\d{2}-\\d{2}\\.csv`),
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Changed at (UTC),ASIN,Country,Title,Old commission (%),New commission (%),Old status,New status,How,Changed by,Delegate',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(new RegExp(`,${mug.asin},US,Mug,,10,inactive,inactive,single,Test seller,$`));
  });

  it("refuses the export of another seller's product with the envelope", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/atlas/v1/seller/product/exportCommissionHistory?id=${mug.id}`,
      headers: { 'x-aa-authorization': `Bearer ${other.token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      code: ErrorCode.notFound,
      error: 'Product not found',
    });
  });

  const exported = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/atlas/v1/seller/product/exportCommissionHistory${query}`,
      headers: { 'x-aa-authorization': `Bearer ${history.token}` },
    });
  const fileName = (response: Awaited<ReturnType<typeof exported>>) =>
    /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1];
  const day = () => t.clock.now.toISOString().slice(0, 10);

  it('names the export after the marketplace, or after nothing for the whole history', async () => {
    const french = await exported('?countryCode=FR');
    expect(fileName(french)).toBe(`commission_history_FR_${day()}.csv`);
    expect(french.body).toContain(cup.asin);
    expect(french.body).not.toContain(mug.asin);
    expect(fileName(await exported(''))).toBe(`commission_history_${day()}.csv`);
  });

  it('exports a product without changes yet as a file with its header only', async () => {
    const untouched = await createProduct(t, history.user.id, { asin: 'B0UNTOUCHD' });
    const response = await exported(`?id=${untouched.id}`);
    expect(response.statusCode).toBe(200);
    expect(fileName(response)).toBe(`commission_history_${day()}.csv`);
    expect(
      response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});

describe('findSettingsAt: the rate in effect at an instant', () => {
  it('answers the last change made at or before it', async () => {
    const product = await createProduct(t, seller.user.id);
    const before = new Date(t.clock.now.getTime() - 1);
    await post(commissionCalls.setCommission, { ids: [product.id], commissionBp: 900 });
    const afterFirst = new Date(t.clock.now);
    t.clock.advance(24 * 60 * 60 * 1000);
    await post(commissionCalls.setCommission, { ids: [product.id], commissionBp: 1100 });
    expect(await findSettingsAt(t.database.db, product.id, before)).toEqual({
      commissionBp: null,
      status: 'inactive',
    });
    expect(await findSettingsAt(t.database.db, product.id, afterFirst)).toEqual({
      commissionBp: 900,
      status: 'inactive',
    });
    expect(await findSettingsAt(t.database.db, product.id, t.clock.now)).toEqual({
      commissionBp: 1100,
      status: 'inactive',
    });
  });
});

describe('a delegate working in the seller account', () => {
  async function switchedSeller(access: 'full' | 'read_only') {
    const session = await createSwitchedSession(t, { access });
    await callOf(t.app, sellerCalls.agreeToNotice, {
      token: session.owner.token,
      body: { version: sellerNotice.version },
    });
    return session;
  }

  it('is recorded beside the account in the history', async () => {
    const { owner, delegate, switched } = await switchedSeller('full');
    const product = await createProduct(t, owner.user.id);
    const { status } = await post(
      commissionCalls.setCommission,
      { ids: [product.id], commissionBp: 1500 },
      switched.token,
    );
    expect(status).toBe(200);
    expect(await historyOf(product.id)).toEqual([
      expect.objectContaining({ changedBy: owner.user.id, actorUserId: delegate.user.id }),
    ]);
    const { body } = await callOf(t.app, commissionCalls.listCommissionHistory, {
      token: owner.token,
      query: { id: product.id },
    });
    expect(body.data.items[0]).toMatchObject({
      changedBy: { id: owner.user.id },
      delegate: { id: delegate.user.id, name: delegate.user.name },
    });
  });

  it('with read-only access may preview a CSV but not change a commission or apply', async () => {
    const { owner, switched } = await switchedSeller('read_only');
    const product = await createProduct(t, owner.user.id);
    const refused = await post(
      commissionCalls.setCommission,
      { ids: [product.id], commissionBp: 1500 },
      switched.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.roleNotAllowed);
    const preview = await uploadFile<{ id: string }>(t, {
      path: 'seller/product/preCommissionCsv',
      token: switched.token,
      bytes: `ASIN,Country,Commission (%),Status\n${product.asin},US,15,\n`,
    });
    expect(preview.status).toBe(200);
    const apply = await post(
      commissionCalls.applyCommissionCsv,
      { id: preview.body.data.id },
      switched.token,
    );
    expect(apply.status).toBe(403);
    expect((await productRow(product.id))?.commissionBp).toBeNull();
  });
});
