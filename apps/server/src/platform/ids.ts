import { randomFillSync } from 'node:crypto';

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A random id readable in logs, such as `usr_3k9x…` (16 chars of base36 after the prefix). */
export function newId(prefix: string, length = 16): string {
  return `${prefix}_${randomString(length)}`;
}

/**
 * Random bytes drawn from the system 8 KiB at a time and each handed out once (as Node's own
 * randomUUID does): an id per request costs no system call of its own.
 */
const pool = Buffer.alloc(8192);
let poolAt = pool.length;

function takeRandomBytes(length: number): Buffer {
  if (length > pool.length) {
    return randomFillSync(Buffer.alloc(length));
  }
  if (poolAt + length > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  // A copy: the pool's bytes are refilled, never handed out twice.
  const bytes = Buffer.from(pool.subarray(poolAt, poolAt + length));
  poolAt += length;
  return bytes;
}

export function randomString(length: number, chars = alphabet): string {
  const bytes = takeRandomBytes(length);
  let out = '';
  for (const byte of bytes) {
    out += chars[byte % chars.length];
  }
  return out;
}

/** A request's id, as Fastify's logs and the `x-request-id` header give it (the redirect's fast path too). */
export const newRequestId = (): string => `req_${randomString(12)}`;
