import {
  apiKeyCalls,
  commissionCalls,
  ErrorCode,
  sellerCalls,
  sellerNotice,
  type TEnvelope,
} from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createSwitchedSession } from '../../../test/support/delegation';
import { createProduct } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { uploadFile } from '../../../test/support/upload';
import { apiKeys, deals, products } from '../../db/schema';

// The route table proves every write refuses a read-only delegate; here a few real writes, each
// sent once by the read-only delegate (refused, nothing changed) and once by the owner (done),
// so the refusal is about access and not about a bad request.
let t: TTestApp;
let owner: string;
let readOnly: string;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2030-03-10T19:00:00Z');
  const session = await createSwitchedSession(t, { ownerRole: 'seller', access: 'read_only' });
  owner = session.owner.token;
  ownerId = session.owner.user.id;
  readOnly = session.switched.token;
  await callOf(t.app, sellerCalls.agreeToNotice, { token: owner, body: { version: sellerNotice.version } });
});
afterAll(() => t.close());

function expectReadOnlyRefusal(answer: { status: number; body: TEnvelope<unknown> }) {
  expect(answer.status).toBe(403);
  expect(answer.body.code).toBe(ErrorCode.roleNotAllowed);
  expect(answer.body.error).toContain('read-only access');
}

it('refuses a commission edit, and the commission stays', async () => {
  const product = await createProduct(t, ownerId, { commissionBp: 500 });
  const edit = (token: string) =>
    callOf(t.app, commissionCalls.setCommission, { token, body: { ids: [product.id], commissionBp: 1500 } });
  const commissionNow = async () =>
    (await t.database.db.select().from(products).where(eq(products.id, product.id)))[0]?.commissionBp;

  expectReadOnlyRefusal(await edit(readOnly));
  expect(await commissionNow()).toBe(500);
  expect((await edit(owner)).status).toBe(200);
  expect(await commissionNow()).toBe(1500);
});

it('refuses a deal CSV upload, and no deal is made', async () => {
  const product = await createProduct(t, ownerId, { priceMinor: 2500 });
  const file = [
    'ASIN,Country,Deal price,Discount (%),Extra commission (%),Start date,End date',
    `${product.asin},US,,10,,2030-08-01,2030-08-03`,
  ].join('\n');
  const upload = (token: string) => uploadFile(t, { path: 'seller/product/deal/upload', token, bytes: file });
  const dealsNow = () => t.database.db.select().from(deals).where(eq(deals.productId, product.id));

  expectReadOnlyRefusal(await upload(readOnly));
  expect(await dealsNow()).toHaveLength(0);
  expect((await upload(owner)).status).toBe(200);
  expect(await dealsNow()).toHaveLength(1);
});

it('refuses a new API key, and the account has none', async () => {
  const create = (token: string) => callOf(t.app, apiKeyCalls.createApiKey, { token });
  const keysNow = () => t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, ownerId));

  expectReadOnlyRefusal(await create(readOnly));
  expect(await keysNow()).toHaveLength(0);
  expect((await create(owner)).status).toBe(200);
  expect(await keysNow()).toHaveLength(1);
});
