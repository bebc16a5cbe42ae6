import { describe, expect, it } from 'vitest';
import {
  checkPercent,
  commissionProblem,
  defaultCommissionConfig,
  formatBasisPoints,
  parsePercent,
  ZSetCommissionRequestSchema,
} from './commissions';

describe('parsePercent', () => {
  it.each([
    ['12.5', 1250],
    ['12,5', 1250],
    ['12.50 %', 1250],
    ['12.3', 1230],
    ['0.1', 10],
    ['50', 5000],
    ['  7 ', 700],
    ['10.05', 1005],
    ['33.330', 3333],
    ['1.', 100],
    ['+5', 500],
  ])('reads %s as %i basis points, exactly', (text, bp) => {
    expect(parsePercent(text)).toEqual({ ok: true, bp });
  });

  it.each([['12.345'], ['0.001']])('refuses %s: finer than a basis point', (text) => {
    expect(parsePercent(text)).toEqual({ ok: false, reason: 'precision' });
  });

  it.each([[''], ['abc'], ['-5'], ['1e2'], ['12.5.1'], ['=1+1'], ['5%%']])(
    'refuses %j as not a percent',
    (text) => {
      expect(parsePercent(text)).toEqual({ ok: false, reason: 'format' });
    },
  );
});

describe('formatBasisPoints', () => {
  it.each([
    [1250, '12.5'],
    [1005, '10.05'],
    [100, '1'],
    [10, '0.1'],
    [0, '0'],
    [-250, '-2.5'],
  ])('%i → %s', (bp, text) => {
    expect(formatBasisPoints(bp)).toBe(text);
  });
});

describe('commission bounds', () => {
  const bounds = defaultCommissionConfig;

  it('allows 1% to 50% in steps of 0.1%', () => {
    expect(commissionProblem(100, bounds)).toBeNull();
    expect(commissionProblem(5000, bounds)).toBeNull();
    expect(commissionProblem(1230, bounds)).toBeNull();
  });

  it.each([[90], [5010], [1234], [0]])('refuses %i with the bounds in the message', (bp) => {
    expect(commissionProblem(bp, bounds)).toBe('Commission must be between 1% and 50% in steps of 0.1%');
  });

  it('checks a typed percent in one go', () => {
    expect(checkPercent('12.3', bounds)).toEqual({ ok: true, bp: 1230 });
    expect(checkPercent('12.34', bounds)).toEqual({
      ok: false,
      message: 'Commission must be between 1% and 50% in steps of 0.1%',
    });
    expect(checkPercent('twelve', bounds)).toEqual({
      ok: false,
      message: 'Commission must be a percent between 1% and 50% in steps of 0.1%',
    });
  });
});

describe('ZSetCommissionRequestSchema', () => {
  it('drops repeated ids, so a product is changed once', () => {
    const parsed = ZSetCommissionRequestSchema.parse({ ids: ['a', 'b', 'a'], commissionBp: 1000 });
    expect(parsed.ids).toEqual(['a', 'b']);
  });

  it('refuses an empty selection and a fractional rate', () => {
    const result = ZSetCommissionRequestSchema.safeParse({ ids: [], commissionBp: 12.5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Select at least one product',
      'Commission must be a whole number of basis points',
    ]);
  });
});

describe("spec 3's commission in percent", () => {
  it('is read when no basis points come, and basis points win when both do', () => {
    expect(ZSetCommissionRequestSchema.parse({ ids: ['a'], commission: 12.5 }).commissionBp).toBe(1250);
    expect(ZSetCommissionRequestSchema.parse({ ids: ['a'], commission: 0.07 }).commissionBp).toBe(7);
    expect(
      ZSetCommissionRequestSchema.parse({ ids: ['a'], commission: 10, commissionBp: 900 }).commissionBp,
    ).toBe(900);
  });

  it('asks for a rate when neither comes, and refuses a third decimal', () => {
    const none = ZSetCommissionRequestSchema.safeParse({ ids: ['a'] });
    expect(none.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['commissionBp', 'Enter a commission'],
    ]);
    const fine = ZSetCommissionRequestSchema.safeParse({ ids: ['a'], commission: 12.345 });
    expect(fine.error?.issues.map((i) => i.message)).toEqual(['A commission has at most two decimals']);
  });
});
