import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct-horse-1');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct-horse-1', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-2', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-pass-1')).not.toBe(await hashPassword('same-pass-1'));
  });

  it('refuses a stored value that is not an scrypt hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
