import { describe, expect, it } from 'vitest';
import { ZPasswordSchema, ZRegisterRequestSchema } from './auth';

describe('ZPasswordSchema', () => {
  it.each(['abcdefg1', 'A1234567', 'long passphrase 9'])('accepts %s', (password) => {
    expect(ZPasswordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['abc1', 'Password must be at least 8 characters'],
    ['abcdefgh', 'Password must contain a digit'],
    ['12345678', 'Password must contain a letter'],
  ])('refuses %s: %s', (password, message) => {
    const result = ZPasswordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('ZRegisterRequestSchema', () => {
  it('lower-cases and trims the e-mail and strips unknown fields', () => {
    const parsed = ZRegisterRequestSchema.parse({
      email: '  Ann@Example.TEST ',
      password: 'abcdefg1',
      role: 'seller',
      name: ' Ann ',
      isAdmin: true,
    });
    expect(parsed).toEqual({ email: 'ann@example.test', password: 'abcdefg1', role: 'seller', name: 'Ann' });
  });
});
