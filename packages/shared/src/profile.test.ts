import { describe, expect, it } from 'vitest';
import { ZResendActivationRequestSchema } from './account-entry';
import { ZCompleteProfileRequestSchema, ZWebsiteSchema } from './profile';

describe('ZWebsiteSchema', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  shop.example.co.uk/deals ', 'https://shop.example.co.uk/deals'],
    ['http://blog.example.org', 'http://blog.example.org'],
    ['https://youtube.com/@channel', 'https://youtube.com/@channel'],
  ])('reads %s as %s', (input, output) => {
    expect(ZWebsiteSchema.parse(input)).toBe(output);
  });

  it.each([
    'localhost',
    'https://intranet',
    'ftp://files.example.com',
    'javascript:alert(1)',
    'two words.com',
  ])('refuses %s', (input) => {
    const result = ZWebsiteSchema.safeParse(input);
    expect(result.error?.issues[0]?.message).toBe('Enter a web address such as https://example.com');
  });
});

describe('ZCompleteProfileRequestSchema', () => {
  it("checks the fields of the body's role and drops unknown ones", () => {
    const parsed = ZCompleteProfileRequestSchema.parse({
      role: 'partner',
      companyName: ' Net ',
      website: 'net.example.com',
      mainMarketplace: 'US',
    });
    expect(parsed).toEqual({ role: 'partner', companyName: 'Net', website: 'https://net.example.com' });
  });

  it('names an unknown role', () => {
    const result = ZCompleteProfileRequestSchema.safeParse({ role: 'operator' });
    expect(result.error?.issues).toMatchObject([
      { path: ['role'], message: 'Choose seller, publisher or partner' },
    ]);
  });
});

describe('ZResendActivationRequestSchema', () => {
  it('takes an e-mail or a token, not both and not neither', () => {
    expect(ZResendActivationRequestSchema.safeParse({ email: 'A@Example.test' }).data).toEqual({
      email: 'a@example.test',
    });
    expect(ZResendActivationRequestSchema.safeParse({ token: 'abc' }).success).toBe(true);
    expect(ZResendActivationRequestSchema.safeParse({}).success).toBe(false);
    expect(ZResendActivationRequestSchema.safeParse({ email: 'a@example.test', token: 'abc' }).success).toBe(
      false,
    );
  });
});
