import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './support/test-app';

// How the built web client leaves the server, on a small dist/ made here the way the build
// makes it (apps/web/scripts/precompress.mjs): hashed assets with their .br and .gz beside them.
let t: TTestApp;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'atlas-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  const asset = join(dist, 'assets', 'index-Bx3kQ9aZ.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  t = await createTestApp({}, { webDist: dist });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web client as the browser receives it', () => {
  it('sends brotli when accepted, else gzip, else the file itself, cached for a year', async () => {
    const br = await get('/assets/index-Bx3kQ9aZ.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(200);
    const gz = await get('/assets/index-Bx3kQ9aZ.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-Bx3kQ9aZ.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const response of [br, gz, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toContain('javascript');
    }
    expect(br.headers.vary).toContain('accept-encoding');
  });

  it('revalidates index.html, the client routes it answers, and unhashed files', async () => {
    for (const url of ['/seller/products?page=2', '/sign-in', '/']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('<div id="root">');
    }
    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});
