import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { appSecret, keyedHash, seal, signPayload, unseal, verifyPayload } from './secret';

const dataDir = mkdtempSync(join(tmpdir(), 'atlas-secret-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = () => loadConfig({ NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32) });

describe('the app secret', () => {
  it('is generated once into DATA_DIR, private, and read back by the next start', () => {
    const first = appSecret(loadConfig({ DATA_DIR: dataDir }));
    const file = join(dataDir, 'app-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toHaveLength(43);
    expect(appSecret(loadConfig({ DATA_DIR: dataDir })).equals(first)).toBe(true);
  });

  it('is APP_SECRET when set, and refused when shorter than 32 characters', () => {
    expect(appSecret(config()).toString()).toBe('x'.repeat(32));
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow('APP_SECRET: must be at least 32 characters');
  });
});

describe('signed payloads', () => {
  it('read back only unchanged, with the same secret and purpose', () => {
    const signed = signPayload(config(), 'state', { mode: 'sign-in', n: 1 });
    expect(verifyPayload(config(), 'state', signed)).toEqual({ mode: 'sign-in', n: 1 });
    expect(verifyPayload(config(), 'other-purpose', signed)).toBeNull();
    const [body, signature] = signed.split('.');
    const forged = Buffer.from(JSON.stringify({ mode: 'connect', n: 1 })).toString('base64url');
    expect(verifyPayload(config(), 'state', `${forged}.${signature}`)).toBeNull();
    expect(verifyPayload(config(), 'state', `${body}.`)).toBeNull();
    expect(
      verifyPayload(loadConfig({ NODE_ENV: 'test', APP_SECRET: 'y'.repeat(32) }), 'state', signed),
    ).toBeNull();
  });
});

describe('sealed values', () => {
  it('open with the same secret only, and differ each time', () => {
    const sealed = seal(config(), 'refresh', 'Atzr|secret-token');
    expect(sealed).not.toContain('secret-token');
    expect(seal(config(), 'refresh', 'Atzr|secret-token')).not.toBe(sealed);
    expect(unseal(config(), 'refresh', sealed)).toBe('Atzr|secret-token');
    expect(
      unseal(loadConfig({ NODE_ENV: 'test', APP_SECRET: 'y'.repeat(32) }), 'refresh', sealed),
    ).toBeNull();
    const [version, , tag, data] = sealed.split(':');
    const otherIv = Buffer.alloc(12, 7).toString('base64url');
    expect(unseal(config(), 'refresh', [version, otherIv, tag, data].join(':'))).toBeNull();
  });

  it('hashes keyed: stable for one secret, unrelated to the value', () => {
    expect(keyedHash(config(), 'ip', '203.0.113.9')).toBe(keyedHash(config(), 'ip', '203.0.113.9'));
    expect(keyedHash(config(), 'ip', '203.0.113.9')).not.toContain('203');
  });
});
