import { randomBytes } from 'node:crypto';

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A random id readable in logs, such as `usr_3k9x…` (16 chars of base36 after the prefix). */
export function newId(prefix: string, length = 16): string {
  return `${prefix}_${randomString(length)}`;
}

export function randomString(length: number, chars = alphabet): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) {
    out += chars[byte % chars.length];
  }
  return out;
}
