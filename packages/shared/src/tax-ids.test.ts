import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  maskTin,
  tinDigits,
  ZEinSchema,
  ZItinSchema,
  ZMaskedTinSchema,
  ZSsnOrItinSchema,
  ZSsnSchema,
} from './tax-ids';

const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('tinDigits', () => {
  it('keeps the nine digits of a number typed with spaces or dashes', () => {
    expect(tinDigits(' 123 45-6789 ')).toBe('123456789');
    expect(tinDigits('12-3456789')).toBe('123456789');
  });

  it.each(['12345678', '1234567890', '123.45.6789', '12345678O', ''])('finds no TIN in %j', (input) => {
    expect(tinDigits(input)).toBeNull();
  });
});

describe('ZSsnSchema', () => {
  it.each([
    ['123-45-6789', '123-45-6789'],
    ['123456789', '123-45-6789'],
    [' 123 45 6789 ', '123-45-6789'],
    ['001-01-0001', '001-01-0001'],
    ['665-99-9999', '665-99-9999'],
    ['667-01-0001', '667-01-0001'],
    ['899-01-0001', '899-01-0001'],
  ])('reads %j as %s', (input, output) => {
    expect(ZSsnSchema.parse(input)).toBe(output);
  });

  it.each([
    ['000-12-3456', 'An SSN never starts with 000'],
    ['666-12-3456', 'An SSN never starts with 666'],
    ['900-12-3456', 'An SSN never starts with 9 (a number starting with 9 is an ITIN)'],
    ['999-12-3456', 'An SSN never starts with 9 (a number starting with 9 is an ITIN)'],
    ['123-00-4567', 'The middle two digits of an SSN are never 00'],
    ['123-45-0000', 'The last four digits of an SSN are never 0000'],
  ])('refuses %s', (input, message) => {
    expect(messagesOf(ZSsnSchema, input)).toEqual([message]);
  });

  it.each(['12345678', '1234567890', '123-45-678a', '123.45.6789', '', 123456789])(
    'asks for nine digits instead of %j',
    (input) => {
      expect(messagesOf(ZSsnSchema, input)).toEqual(['A US SSN has 9 digits, as 123-45-6789']);
    },
  );
});

describe('ZEinSchema', () => {
  it.each([
    ['12-3456789', '12-3456789'],
    ['123456789', '12-3456789'],
    [' 12 3456789', '12-3456789'],
  ])('reads %j as %s', (input, output) => {
    expect(ZEinSchema.parse(input)).toBe(output);
  });

  it.each([
    '00',
    '07',
    '08',
    '09',
    '17',
    '18',
    '19',
    '28',
    '29',
    '49',
    '69',
    '70',
    '78',
    '79',
    '89',
    '96',
    '97',
  ])('refuses the never-assigned prefix %s', (prefix) => {
    expect(messagesOf(ZEinSchema, `${prefix}-1234567`)).toEqual([
      `No EIN starts with ${prefix}: check the first two digits`,
    ]);
  });

  it.each([
    '01',
    '06',
    '10',
    '16',
    '20',
    '27',
    '30',
    '48',
    '50',
    '68',
    '71',
    '77',
    '80',
    '88',
    '90',
    '95',
    '98',
    '99',
  ])('accepts the prefix %s', (prefix) => {
    expect(ZEinSchema.parse(`${prefix}1234567`)).toBe(`${prefix}-1234567`);
  });

  it('asks for nine digits', () => {
    expect(messagesOf(ZEinSchema, '12-345678')).toEqual(['A US EIN has 9 digits, as 12-3456789']);
  });
});

describe('ZItinSchema', () => {
  it.each(['50', '65', '70', '88', '90', '92', '94', '99'])('accepts the middle digits %s', (group) => {
    expect(ZItinSchema.parse(`912${group}3456`)).toBe(`912-${group}-3456`);
  });

  it.each(['00', '49', '66', '69', '89', '93'])('refuses the middle digits %s', (group) => {
    expect(messagesOf(ZItinSchema, `912-${group}-3456`)).toEqual([
      'The 4th and 5th digits of an ITIN are 50–65, 70–88, 90–92 or 94–99',
    ]);
  });

  it('refuses a number that does not start with 9', () => {
    expect(messagesOf(ZItinSchema, '812-70-3456')).toEqual(['An ITIN starts with 9']);
  });

  it('asks for nine digits', () => {
    expect(messagesOf(ZItinSchema, '912-70-345')).toEqual(['A US ITIN has 9 digits, as 912-70-1234']);
  });
});

describe('ZSsnOrItinSchema', () => {
  it('checks a number starting with 9 as an ITIN and any other as an SSN', () => {
    expect(ZSsnOrItinSchema.parse('912701234')).toBe('912-70-1234');
    expect(ZSsnOrItinSchema.parse('123456789')).toBe('123-45-6789');
    expect(messagesOf(ZSsnOrItinSchema, '912-93-1234')).toEqual([
      'The 4th and 5th digits of an ITIN are 50–65, 70–88, 90–92 or 94–99',
    ]);
    expect(messagesOf(ZSsnOrItinSchema, '666-12-3456')).toEqual(['An SSN never starts with 666']);
    expect(messagesOf(ZSsnOrItinSchema, '1234')).toEqual(['A US SSN or ITIN has 9 digits, as 123-45-6789']);
  });
});

describe('maskTin', () => {
  it.each([
    ['123-45-6789', '***-**-6789'],
    ['912-70-1234', '***-**-1234'],
    ['12-3456789', '**-***6789'],
    ['123456789', '*****6789'],
    ['DE 123/456/78901', '*****8901'],
    ['ab123456c', '*****456C'],
    ['123456', '*****456'],
    ['AB1', '*****1'],
    ['7', '*****'],
    ['', '*****'],
  ])('masks %j as %s', (tin, masked) => {
    expect(maskTin(tin)).toBe(masked);
  });

  it('answers what the masked-TIN schema accepts', () => {
    for (const tin of ['123-45-6789', '12-3456789', 'DE 123/456/78901', 'AB1']) {
      expect(ZMaskedTinSchema.safeParse(maskTin(tin)).success).toBe(true);
    }
  });
});

describe('ZMaskedTinSchema', () => {
  it.each(['123-45-6789', '12-3456789', '123456789', '***-**-678', '****6789', 'DE12345678901'])(
    'refuses %j, which is not masked',
    (value) => {
      expect(messagesOf(ZMaskedTinSchema, value)).toEqual(['Only a masked TIN may be answered']);
    },
  );
});
