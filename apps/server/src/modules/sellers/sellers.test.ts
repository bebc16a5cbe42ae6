import { ErrorCode, sellerCalls, sellerNotice } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { connectDemoMarketplace, createSeller, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settings = (token: string) => callOf(t.app, sellerCalls.getSellerSettings, { token });
const agree = (token: string, body: unknown) => callOf(t.app, sellerCalls.agreeToNotice, { token, body });
const switchCountry = (token: string, body: unknown) =>
  callOf(t.app, sellerCalls.switchCountry, { token, body });

describe('the seller notice', () => {
  it('starts unagreed, is agreed once for the current version, and the first time is kept', async () => {
    const seller = await createUser(t, 'seller');
    const before = await settings(seller.token);
    expect(before.body.data).toMatchObject({
      notice: { currentVersion: sellerNotice.version, agreedVersion: null, agreedAt: null, agreed: false },
      currentCountry: 'US',
      marketplaceConnected: false,
    });

    t.clock.now = new Date('2026-01-05T09:00:00Z');
    const first = await agree(seller.token, { version: sellerNotice.version });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      currentVersion: sellerNotice.version,
      agreedVersion: sellerNotice.version,
      agreedAt: '2026-01-05T09:00:00.000Z',
      agreed: true,
    });
    t.clock.advance(86_400_000);
    const second = await agree(seller.token, { version: sellerNotice.version });
    expect(second.body.data.agreedAt).toBe('2026-01-05T09:00:00.000Z');
    expect((await settings(seller.token)).body.data.notice.agreed).toBe(true);
  });

  it('refuses another version than the current one; none agrees to the current one (spec 7.4)', async () => {
    const seller = await createUser(t, 'seller');
    const old = await agree(seller.token, { version: '2020-01' });
    expect(old.status).toBe(400);
    expect(old.body.data).toEqual({
      fields: [
        {
          path: 'version',
          message: `The current notice is version ${sellerNotice.version}; read it again before agreeing`,
        },
      ],
    });
    expect((await settings(seller.token)).body.data.notice.agreed).toBe(false);
    const none = await agree(seller.token, {});
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ agreed: true, agreedVersion: sellerNotice.version });
  });

  it('tells the settings whether a marketplace account is connected', async () => {
    const seller = await createSeller(t);
    await connectDemoMarketplace(t, seller.user.id);
    expect((await settings(seller.token)).body.data.marketplaceConnected).toBe(true);
  });
});

describe('POST seller/switch-country', () => {
  it('keeps the seller’s current marketplace', async () => {
    const seller = await createSeller(t);
    const { status, body } = await switchCountry(seller.token, { countryCode: 'DE' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ currentCountry: 'DE' });
    expect((await settings(seller.token)).body.data.currentCountry).toBe('DE');
  });

  it.each([[{ countryCode: 'JP' }], [{}], [{ countryCode: 'us' }]])('refuses %o', async (body) => {
    const seller = await createSeller(t);
    const response = await switchCountry(seller.token, body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({
      fields: [{ path: 'countryCode', message: 'Choose US, CA, FR, DE or UK' }],
    });
  });

  it('waits for the notice', async () => {
    const seller = await createUser(t, 'seller');
    const response = await switchCountry(seller.token, { countryCode: 'DE' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: ErrorCode.conflict,
      error: 'Agree to the seller notice first: POST seller/agree-to-notice',
    });
    expect((await settings(seller.token)).body.data.currentCountry).toBe('US');
  });
});

describe.each([
  [sellerCalls.completeAssociation.path, sellerCalls.completeAssociation, 'associate'],
  [
    sellerCalls.completePublisherAssociation.path,
    sellerCalls.completePublisherAssociation,
    'associatePublisher',
  ],
  [
    sellerCalls.completePublisherDetailAssociation.path,
    sellerCalls.completePublisherDetailAssociation,
    'associatePublisherDetail',
  ],
] as const)('POST %s', (_path, descriptor, step) => {
  const complete = (token: string, body?: unknown) => callOf(t.app, descriptor, { token, body });

  it('records the step once and always answers a body', async () => {
    t.clock.now = new Date('2026-04-01T12:00:00Z');
    const seller = await createSeller(t);
    const first = await complete(seller.token, { anything: 'passed through' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ step, completedAt: '2026-04-01T12:00:00.000Z' });
    t.clock.advance(60_000);
    const again = await complete(seller.token);
    expect(again.body.data).toEqual({ step, completedAt: '2026-04-01T12:00:00.000Z' });
    const { associations } = (await settings(seller.token)).body.data;
    expect(associations[step]).toBe('2026-04-01T12:00:00.000Z');
    expect(Object.values(associations).filter(Boolean)).toHaveLength(1);
  });

  it('waits for the notice', async () => {
    const seller = await createUser(t, 'seller');
    expect((await complete(seller.token)).status).toBe(409);
  });
});
