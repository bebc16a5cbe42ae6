import { describe, expect, it } from 'vitest';
import { neutralizeFormula, toCsv } from './export';

describe('toCsv', () => {
  it('writes a header, quotes what needs quoting and starts with a BOM', () => {
    const csv = toCsv(
      [
        { header: 'ASIN', value: (r: { asin: string; title: string; bp: number | null }) => r.asin },
        { header: 'Title', value: (r) => r.title },
        { header: 'Commission (bp)', value: (r) => r.bp },
      ],
      [
        { asin: 'B0001', title: 'Mug, "large"', bp: 1250 },
        { asin: 'B0002', title: 'Crème brûlée set', bp: null },
      ],
    );
    expect(csv).toBe(
      '\uFEFFASIN,Title,Commission (bp)\r\nB0001,"Mug, ""large""",1250\r\nB0002,Crème brûlée set,\r\n',
    );
  });

  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+1+2', `'+1+2`],
    ['-3', `'-3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['plain text', 'plain text'],
    ['a=b', 'a=b'],
  ])('neutralizes %s as %s', (input, output) => {
    expect(neutralizeFormula(input)).toBe(output);
  });

  it('leaves numbers alone, even negative ones', () => {
    expect(toCsv([{ header: 'n', value: (r: number) => r }], [-5])).toBe('\uFEFFn\r\n-5\r\n');
  });
});
