import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call';
import { createUser } from '../support/factories';
import { createTestApp, type TTestApp } from '../support/test-app';

// Spec 8: "code '3008': show the server's error message as a toast and go to /index". A client
// written from the spec throws the user out on 3008, so 3008 is kept for what ends access to the
// account; a page the account's state closes answers another code with its reason, and the
// account goes on.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a publisher waiting for review, as a spec client sees her', () => {
  it('is told what to finish by the catalogue and the links, never 3008', async () => {
    const { token } = await createUser(t, 'publisher');
    for (const path of [
      'publisher/product/find/list',
      'product/tracking/link/list',
      'publisher/tracking-ids',
    ]) {
      const answer = await call(t.app, { method: 'GET', path, token });
      expect({ path, code: answer.body.code }).not.toEqual({ path, code: '3008' });
      if (answer.status !== 200) {
        expect({ path, status: answer.status, code: answer.body.code }).toEqual({
          path,
          status: 409,
          code: '1009',
        });
        expect(answer.body.error).toMatch(/waiting for review/);
        expect(answer.body.data).toEqual({ reason: 'approval_pending' });
      }
    }
    // and she is still signed in: her account's own calls answer
    const me = await call(t.app, { method: 'GET', path: 'user/auth/me', token });
    expect(me.status).toBe(200);
  });
});
