import { apiKeyCalls, authCalls, ErrorCode, openApiCalls, type TApiKey } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createSwitchedSession } from '../../../test/support/delegation';
import { createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { apiKeys } from '../../db/schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ OPEN_API_LIMIT_PER_MINUTE: '5' });
});
afterAll(() => t.close());

const createKey = (token: string) => callOf(t.app, apiKeyCalls.createApiKey, { token });
const readKey = (token: string) => callOf(t.app, apiKeyCalls.readApiKey, { token });
const regenerate = (token: string) => callOf(t.app, apiKeyCalls.regenerateApiKey, { token });
const profile = (key: string, remoteAddress?: string) =>
  callOf(t.app, openApiCalls.getProfile, { token: key, remoteAddress });

describe('POST user/auth/api-key', () => {
  it('creates the key and shows it whole only in this answer', async () => {
    const { token } = await createUser(t, 'publisher');
    expect((await readKey(token)).body.data).toBeNull();

    const { status, body } = await createKey(token);
    expect(status).toBe(200);
    const { key, masked, createdAt, lastUsedAt } = body.data;
    expect(key).toMatch(/^aak_[\w-]{43}$/);
    expect(masked).toBe(`${key.slice(0, 8)}••••••••${key.slice(-4)}`);
    expect(new Date(createdAt).getTime()).toBe(t.clock.now.getTime());
    expect(lastUsedAt).toBeNull();

    const read = await readKey(token);
    expect(read.body.data).toEqual({ masked, createdAt, lastUsedAt: null } satisfies TApiKey);
    expect(JSON.stringify(read.body)).not.toContain(key);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.masked, masked));
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it('refuses a second key: one per account', async () => {
    const { token } = await createUser(t, 'seller');
    await createKey(token);
    const { status, body } = await createKey(token);
    expect(status).toBe(409);
    expect(body.code).toBe(ErrorCode.conflict);
    expect(body.error).toContain('regenerate');
  });

  it("never shows one account's key to another", async () => {
    const owner = await createUser(t, 'seller');
    const other = await createUser(t, 'seller');
    await createKey(owner.token);
    expect((await readKey(other.token)).body.data).toBeNull();
    expect((await regenerate(other.token)).status).toBe(404);
  });
});

describe('PUT user/auth/api-key', () => {
  it('replaces the key: the old one stops working at once, the new one works', async () => {
    const { token, user } = await createUser(t, 'partner');
    const first = (await createKey(token)).body.data;
    t.clock.advance(5_000);
    const { status, body } = await regenerate(token);
    expect(status).toBe(200);
    expect(body.data.key).not.toBe(first.key);
    expect(body.data.masked).not.toBe(first.masked);
    expect(body.data.createdAt).toBe(t.clock.now.toISOString());

    const old = await profile(first.key);
    expect(old.status).toBe(401);
    expect(old.body.code).toBe(ErrorCode.tokenMismatch);
    expect((await profile(body.data.key)).body.data.email).toBe(user.email);
  });

  it('answers 404 before a key exists', async () => {
    const { token } = await createUser(t, 'partner');
    const { status, body } = await regenerate(token);
    expect(status).toBe(404);
    expect(body.code).toBe(ErrorCode.notFound);
  });
});

describe('API keys and delegation', () => {
  it('stay with the owner: a full-access delegate can neither read nor create them', async () => {
    const { switched } = await createSwitchedSession(t, { access: 'full' });
    for (const descriptor of [
      apiKeyCalls.readApiKey,
      apiKeyCalls.createApiKey,
      apiKeyCalls.regenerateApiKey,
    ]) {
      const { status, body } = await callOf(t.app, descriptor, { token: switched.token });
      expect(status).toBe(403);
      expect(body.code).toBe(ErrorCode.roleNotAllowed);
      expect(body.error).toContain('Only the account owner');
    }
  });
});

describe('GET profile (open API)', () => {
  it("answers the key's own account and records when the key was last used, at most once a minute", async () => {
    const { token, user } = await createUser(t, 'publisher');
    const { key } = (await createKey(token)).body.data;
    const { status, body } = await profile(key);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: user.id, email: user.email, role: 'publisher' });
    const usedAt = t.clock.now.toISOString();
    expect((await readKey(token)).body.data?.lastUsedAt).toBe(usedAt);

    t.clock.advance(30_000);
    await profile(key);
    expect((await readKey(token)).body.data?.lastUsedAt).toBe(usedAt);
    t.clock.advance(30_000);
    await profile(key);
    expect((await readKey(token)).body.data?.lastUsedAt).toBe(usedAt);
    t.clock.advance(1);
    await profile(key);
    expect((await readKey(token)).body.data?.lastUsedAt).toBe(t.clock.now.toISOString());
  });

  it('refuses a call without a key (401/1401) and with an unknown key (401/3010)', async () => {
    const missing = await profile('');
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe(ErrorCode.sessionMissing);
    expect(missing.body.error).toContain('x-api-key');
    const unknown = await profile('aak_not-a-key', '10.0.0.1');
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe(ErrorCode.tokenMismatch);
    expect(unknown.body.error).toBe('API key does not match');
  });

  it('does not take a session token in place of a key, nor a key as a session token', async () => {
    const { token } = await createUser(t, 'seller');
    const { key } = (await createKey(token)).body.data;
    expect((await profile(token, '10.0.0.2')).status).toBe(401);
    expect((await callOf(t.app, authCalls.getSessionUser, { token: key })).status).toBe(401);
  });

  it('limits each key per minute (1029 with Retry-After), without touching other keys', async () => {
    const a = await createUser(t, 'seller');
    const b = await createUser(t, 'seller');
    const keyA = (await createKey(a.token)).body.data.key;
    const keyB = (await createKey(b.token)).body.data.key;
    for (let i = 0; i < 5; i++) {
      expect((await profile(keyA)).status).toBe(200);
    }
    const limited = await profile(keyA);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.rateLimited);
    expect(limited.body.error).toMatch(/^Too many calls with this API key; try again in \d+ seconds$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await profile(keyB)).status).toBe(200);
  });

  it('stops an address that keeps trying unknown keys, but never a valid key', async () => {
    const { token } = await createUser(t, 'seller');
    const { key } = (await createKey(token)).body.data;
    const attacker = '10.6.6.6';
    for (let i = 0; i < 20; i++) {
      expect((await profile(`aak_guess-${i}`, attacker)).status).toBe(401);
    }
    const blocked = await profile(`aak_guess-21`, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(ErrorCode.rateLimited);
    expect(blocked.body.error).toMatch(/^Too many calls with an unknown API key; try again in \d+ minutes$/);
    expect((await profile(key, attacker)).status).toBe(200);
    expect((await profile(key, '10.7.7.7')).status).toBe(200);
    expect((await profile('aak_guess-22', '10.7.7.7')).status).toBe(401);
  });
});

describe('the open API document', () => {
  it('describes the open API on its own, with the key header, and the docs page lists it', async () => {
    const open = (await t.app.inject({ url: '/openapi/atlas/openapi.json' })).json();
    expect(open.servers).toEqual([{ url: '/openapi/atlas/v1' }]);
    expect(open.components.securitySchemes.apiKey).toMatchObject({ in: 'header', name: 'x-api-key' });
    expect(open.paths['/profile'].get.security).toEqual([{ apiKey: [] }]);
    const user = (await t.app.inject({ url: '/api/atlas/openapi.json' })).json();
    expect(user.paths['/profile']).toBeUndefined();
    expect(user.paths['/user/auth/api-key'].put).toBeDefined();
    const init = await t.app.inject({ url: '/api/atlas/docs/init.js' });
    expect(init.body).toContain('/openapi/atlas/openapi.json');
  });
});
