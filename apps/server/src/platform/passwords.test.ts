import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one, at the production cost', async () => {
    vi.stubEnv('TEST_SCRYPT_N', undefined);
    const hash = await hashPassword('correct-horse-1');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct-horse-1', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-2', hash)).toBe(false);
  });

  it("takes the tests' lower cost only inside Vitest, and verifies it by the N the hash carries", async () => {
    vi.stubEnv('TEST_SCRYPT_N', '1024');
    const cheap = await hashPassword('correct-horse-1');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    vi.stubEnv('TEST_SCRYPT_N', undefined);
    expect(await verifyPassword('correct-horse-1', cheap)).toBe(true);
    vi.stubEnv('TEST_SCRYPT_N', '1024');
    vi.stubEnv('VITEST', undefined);
    expect(await hashPassword('correct-horse-1')).toMatch(/^scrypt\$32768\$/);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-pass-1')).not.toBe(await hashPassword('same-pass-1'));
  });

  it('refuses a stored value that is not an scrypt hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
