import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call';
import { createUser } from '../support/factories';
import { createTestApp, type TTestApp } from '../support/test-app';

// Spec 7.4: "POST seller/agree-to-notice" with its payload passed through, and nothing else of
// the seller's works until it is agreed. A client written from the spec knows the call, not a
// version value: the gate names the call, and an agreement without a version agrees.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the seller notice, as the spec's client meets it", () => {
  it('names the call that opens the gate, and an empty agreement opens it', async () => {
    const { token } = await createUser(t, 'seller');
    const gated = await call(t.app, { method: 'GET', path: 'seller/product/list', token });
    expect(gated.status).toBe(409);
    expect(gated.body.success).toBe(false);
    expect(gated.body.error).toContain('POST seller/agree-to-notice');

    const agreed = await call(t.app, { method: 'POST', path: 'seller/agree-to-notice', token, body: {} });
    expect(agreed.status).toBe(200);
    expect(agreed.body).toMatchObject({ success: true, data: { agreed: true } });

    const open = await call(t.app, { method: 'GET', path: 'seller/product/list', token });
    expect(open.status).toBe(200);
  });

  it('still refuses a version that is not the current one, naming the current one', async () => {
    const { token } = await createUser(t, 'seller');
    const old = await call(t.app, {
      method: 'POST',
      path: 'seller/agree-to-notice',
      token,
      body: { version: '2020-01' },
    });
    expect(old.status).toBe(400);
    expect(old.body.error).toMatch(/current notice is version \S+/);
  });
});
