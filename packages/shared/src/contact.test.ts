import { describe, expect, it } from 'vitest';
import { normalizeImHandle, ZContactRequestSchema, ZImContactRequestSchema } from './contact';

describe('IM handles', () => {
  it.each([
    ['whatsapp', ' +44 20 7946 0958 ', '+442079460958'],
    ['whatsapp', '0049 (30) 901820', '+4930901820'],
    ['telegram', 'atlas_team', '@atlas_team'],
    ['telegram', '@atlas_team', '@atlas_team'],
    ['skype', ' live:.cid.9f3a ', 'live:.cid.9f3a'],
  ] as const)('normalizes %s %s to %s', (channel, handle, expected) => {
    expect(normalizeImHandle(channel, handle)).toBe(expected);
    expect(ZImContactRequestSchema.parse({ channel, handle })).toEqual({ channel, handle: expected });
  });

  it.each([
    ['whatsapp', '+0123456789'],
    ['whatsapp', '+1234567'],
    ['telegram', '@1abcdef'],
    ['wechat', 'ab_12'],
    ['line', 'has space'],
    ['skype', '9startsdigit'],
  ] as const)('refuses %s %s on the handle field', (channel, handle) => {
    const result = ZImContactRequestSchema.safeParse({ channel, handle });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['handle']);
  });
});

describe('the contact form', () => {
  it('trims, lower-cases the e-mail and keeps the honeypot field', () => {
    const parsed = ZContactRequestSchema.parse({
      name: ' Ann ',
      email: ' Ann@Example.TEST',
      subject: ' Hello ',
      message: '  A question about deals.  ',
      website: '',
      extra: 'dropped',
    });
    expect(parsed).toEqual({
      name: 'Ann',
      email: 'ann@example.test',
      subject: 'Hello',
      message: 'A question about deals.',
      website: '',
    });
  });
});
