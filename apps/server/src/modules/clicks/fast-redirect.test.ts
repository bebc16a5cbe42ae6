import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { insertTrackingLink } from '../../../test/support/tracking-links';
import { clicks } from '../../db/schema';
import { keyedHash } from '../../platform/secret';
import { clientIp, fastRedirectServer, type TFastRedirect } from './fast-redirect';
import { redirectTarget } from './redirect';

// The redirect as a listening server answers it: before Fastify (fast-redirect.ts), over real
// HTTP. redirect.test.ts holds the rules through `app.inject`, which reaches Fastify's route;
// this file proves the fast path gives the same answers, reads the client's address as
// Fastify would, and hands every other request to Fastify, short links too once it has no handler
// (the app clears it when it starts closing).
let t: TTestApp;
let dataDir: string;
let base: string;
let ownerId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'atlas-fast-'));
  t = await createTestApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true', CLICK_LIMIT_PER_IP: '2' });
  ownerId = (await createUser(t, 'publisher')).user.id;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const visit = (path: string, init: RequestInit & { from?: string } = {}) =>
  fetch(`${base}${path}`, {
    redirect: 'manual',
    ...init,
    headers: {
      'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605',
      'x-forwarded-for': init.from ?? '203.0.113.50',
      ...init.headers,
    },
  });

async function shipped(linkId: string) {
  await t.app.clicks.shipper.drain(10_000);
  return t.database.db.select().from(clicks).where(eq(clicks.linkId, linkId));
}

describe('the fast path', () => {
  it('answers 302 once the click is durable, with the sub-id recorded and the forwarded address hashed', async () => {
    const link = await insertTrackingLink(t, ownerId, { subId: null });
    const res = await visit(`/t/${link.code}?sub=spring-mail`, { from: '198.51.100.7, 10.0.0.1' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(link.destinationUrl);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    const rows = await shipped(link.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subId).toBe('spring-mail');
    const day = t.clock.now.toISOString().slice(0, 10);
    expect(rows[0]?.ipHash).toBe(keyedHash(t.config, `click-ip:${day}`, '198.51.100.7'));
  });

  it('answers HEAD without a click, and an unknown or odd code with the 404 page', async () => {
    const link = await insertTrackingLink(t, ownerId, {});
    const head = await visit(`/t/${link.code}`, { method: 'HEAD', from: '198.51.100.8' });
    expect(head.status).toBe(302);
    expect(await shipped(link.id)).toHaveLength(0);
    for (const code of ['Zz9Zz9Zz', 'abc', 'abc%2Fdefgh']) {
      const res = await visit(`/t/${code}`, { from: '198.51.100.9' });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('This link does not exist');
    }
  });

  it('limits one address without slowing another', async () => {
    const link = await insertTrackingLink(t, ownerId, {});
    const from = '198.51.100.10';
    expect((await visit(`/t/${link.code}`, { from })).status).toBe(302);
    expect((await visit(`/t/${link.code}`, { from })).status).toBe(302);
    const limited = await visit(`/t/${link.code}`, { from });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await visit(`/t/${link.code}`, { from: '198.51.100.11' })).status).toBe(302);
    expect(await shipped(link.id)).toHaveLength(3);
  });

  it('hands other methods and paths to Fastify', async () => {
    const link = await insertTrackingLink(t, ownerId, {});
    const post = await visit(`/t/${link.code}`, { method: 'POST', from: '198.51.100.12' });
    expect(post.status).toBe(404);
    expect(post.headers.get('content-type')).toContain('application/json');
    const api = await fetch(`${base}/api/atlas/v1/user/auth/login`, { method: 'POST' });
    expect(api.status).toBe(400);
    expect(api.headers.get('x-request-id')).toMatch(/^req_/);
    expect(await shipped(link.id)).toHaveLength(0);
  });
});

describe('its parts', () => {
  it('takes the code and query of /t/ paths only', () => {
    expect(redirectTarget('/t/AbCd1234')).toEqual({ code: 'AbCd1234', query: '' });
    expect(redirectTarget('/t/AbCd1234?sub=a&x=1')).toEqual({ code: 'AbCd1234', query: 'sub=a&x=1' });
    expect(redirectTarget('/t/abc?')).toEqual({ code: 'abc', query: '' });
    for (const url of ['/t/', '/t/?sub=a', '/t/a/b', '/tx/AbCd1234', '/api/t/AbCd1234', undefined]) {
      expect(redirectTarget(url)).toBeNull();
    }
  });

  it('reads the address as Fastify does', () => {
    const req = (headers: Record<string, string | string[]>) =>
      ({ headers, socket: { remoteAddress: '10.1.2.3' } }) as unknown as Parameters<typeof clientIp>[0];
    expect(clientIp(req({ 'x-forwarded-for': '198.51.100.1, 10.0.0.2' }), true)).toBe('198.51.100.1');
    expect(clientIp(req({ 'x-forwarded-for': '198.51.100.1' }), false)).toBe('10.1.2.3');
    expect(clientIp(req({}), true)).toBe('10.1.2.3');
    expect(clientIp(req({ 'x-forwarded-for': ' ' }), true)).toBe('10.1.2.3');
  });

  it('answers GET and HEAD of /t/ paths itself, and hands the rest to Fastify (all of it once it has no handler)', async () => {
    const fast: TFastRedirect = {};
    const seen: string[] = [];
    fast.handler = async (req, res) => {
      seen.push(`fast ${req.method} ${req.url}`);
      res.writeHead(302, { location: '/' }).end();
    };
    const server = fastRedirectServer(fast, false)((req, res) => {
      seen.push(`fastify ${req.method} ${req.url}`);
      res.writeHead(503).end();
    }, {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const send = (method: string, path: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, { method, redirect: 'manual' });
    try {
      await send('GET', '/t/AbCd1234?sub=x');
      await send('HEAD', '/t/AbCd1234');
      await send('POST', '/t/AbCd1234');
      await send('GET', '/t/a/b');
      await send('GET', '/api/atlas/v1/x');
      fast.handler = undefined;
      await send('GET', '/t/AbCd1234');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen).toEqual([
      'fast GET /t/AbCd1234?sub=x',
      'fast HEAD /t/AbCd1234',
      'fastify POST /t/AbCd1234',
      'fastify GET /t/a/b',
      'fastify GET /api/atlas/v1/x',
      'fastify GET /t/AbCd1234',
    ]);
  });
});
