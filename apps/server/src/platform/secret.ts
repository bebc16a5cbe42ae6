import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TConfig } from '../config';

const cache = new WeakMap<TConfig, Buffer>();

/**
 * The server's own secret (signed OAuth states, sealed refresh tokens, salted IP hashes):
 * APP_SECRET when set, else one generated on first use and kept in DATA_DIR/app-secret, so it
 * survives restarts. Tests never write a file: each test app gets a random one.
 */
export function appSecret(config: TConfig): Buffer {
  const cached = cache.get(config);
  if (cached) {
    return cached;
  }
  const secret = config.APP_SECRET
    ? Buffer.from(config.APP_SECRET, 'utf8')
    : config.NODE_ENV === 'test'
      ? randomBytes(32)
      : storedSecret(config.DATA_DIR);
  cache.set(config, secret);
  return secret;
}

function storedSecret(dataDir: string): Buffer {
  const file = join(dataDir, 'app-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx` fails when the file exists, so two instances starting together keep one secret.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new Error(`cannot write the app secret to ${file}: ${(error as Error).message}`);
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
}

/** A key per purpose, so a value signed for one use is never accepted for another. */
function keyFor(config: TConfig, purpose: string): Buffer {
  return createHmac('sha256', appSecret(config)).update(`atlas:${purpose}`).digest();
}

/** A keyed hash (e.g. of an IP address): comparable, never reversible without the secret. */
export function keyedHash(config: TConfig, purpose: string, value: string): string {
  return hashWithKey(keyFor(config, purpose), value);
}

/**
 * `keyedHash` in two steps, for a hot path hashing many values for one purpose: the purpose's
 * key once (`purposeKey`), then each value (`hashWithKey`). Same results.
 */
export const purposeKey = (config: TConfig, purpose: string): Buffer => keyFor(config, purpose);
export const hashWithKey = (key: Buffer, value: string): string =>
  createHmac('sha256', key).update(value).digest('base64url');

/** `payload.signature`, both base64url: tamper-evident, readable by anyone holding it. */
export function signPayload(config: TConfig, purpose: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${keyedHash(config, purpose, body)}`;
}

/** The payload of a value signed for `purpose`, or null when it was altered or is not one. */
export function verifyPayload<T>(config: TConfig, purpose: string, signed: string): T | null {
  const [body, signature, extra] = signed.split('.');
  if (!body || !signature || extra !== undefined) {
    return null;
  }
  const expected = Buffer.from(keyedHash(config, purpose, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return null;
  }
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

/** Encrypts a stored credential (AES-256-GCM): a copied database alone does not reveal it. */
export function seal(config: TConfig, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(config, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

/** The plain text of a sealed value, or null when the secret changed or the value was altered. */
export function unseal(config: TConfig, purpose: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || !data) {
    return null;
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(config, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
