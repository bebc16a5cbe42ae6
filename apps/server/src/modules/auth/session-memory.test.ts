import { authCalls, commissionCalls, ErrorCode, sellerCalls, sellerNotice } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { sellerSettings, sessions } from '../../db/schema';

// The guard reuses what it read for ACCESS_CACHE_MS (platform/access-cache.ts). These tests
// change the rows behind its back, which no service does, to show what is remembered and that
// forgetting (what every change of access calls) takes effect on the very next call.

let t: TTestApp;
let fresh: TTestApp;

beforeAll(async () => {
  [t, fresh] = await Promise.all([createTestApp(), createTestApp({ ACCESS_CACHE_MS: '0' })]);
});

afterAll(async () => {
  await Promise.all([t.close(), fresh.close()]);
});

const me = (app: TTestApp, token: string) => callOf(app.app, authCalls.getSessionUser, { token });

describe('the guard’s memory of sessions', () => {
  it('reuses a session it read, and reads it again once told to forget', async () => {
    const { token } = await createUser(t, 'publisher');
    expect((await me(t, token)).status).toBe(200);
    await t.database.db.delete(sessions);
    expect((await me(t, token)).status).toBe(200);
    await t.app.deps.accessCache.forget();
    const after = await me(t, token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ErrorCode.tokenMismatch);
  });

  it('never remembers an unknown token, so a new sign-in works at once', async () => {
    const { token } = await createUser(t, 'publisher');
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await me(t, forged)).status).toBe(401);
    expect((await me(t, token)).status).toBe(200);
  });

  it('reads every time when ACCESS_CACHE_MS is 0', async () => {
    const { token } = await createUser(fresh, 'publisher');
    expect((await me(fresh, token)).status).toBe(200);
    await fresh.database.db.delete(sessions);
    expect((await me(fresh, token)).status).toBe(401);
  });
});

describe('the guard’s memory of the seller notice', () => {
  const config = (token: string) => callOf(t.app, commissionCalls.getCommissionConfig, { token });

  it('remembers an agreement, never a refusal', async () => {
    const { user, token } = await createUser(t, 'seller');
    expect((await config(token)).body.code).toBe(ErrorCode.conflict);
    const agree = { token, body: { version: sellerNotice.version } };
    expect((await callOf(t.app, sellerCalls.agreeToNotice, agree)).status).toBe(200);
    expect((await config(token)).status).toBe(200);
    await t.database.db
      .update(sellerSettings)
      .set({ noticeVersion: 'older' })
      .where(eq(sellerSettings.userId, user.id));
    expect((await config(token)).status).toBe(200);
    await t.app.deps.accessCache.forget();
    expect((await config(token)).body.code).toBe(ErrorCode.conflict);
  });
});
