import { describe, expect, it } from 'vitest';
import { namedRepeatLines, repeatedLines, repeatMessage } from './commission-csv-repeats';

const message = (line: number, lines: number[]) => repeatMessage('B000000001 (US)', line, lines);

describe('repeatedLines', () => {
  it('gives each line of a repeated product all its lines in file order, and nothing to a line named once or naming none', () => {
    const repeated = repeatedLines([
      { line: 2, key: 'A|US' },
      { line: 3, key: 'B|US' },
      { line: 4, key: null },
      { line: 5, key: 'A|US' },
      { line: 6, key: null },
      { line: 7, key: 'A|US' },
    ]);
    expect([...repeated]).toEqual([
      [2, [2, 5, 7]],
      [5, [2, 5, 7]],
      [7, [2, 5, 7]],
    ]);
  });
});

describe('repeatMessage', () => {
  it('names the other line of a product on two lines', () => {
    expect(message(2, [2, 9])).toBe('B000000001 (US) is also on line 9: keep one row per product');
    expect(message(9, [2, 9])).toBe('B000000001 (US) is also on line 2: keep one row per product');
  });

  it(`names up to ${namedRepeatLines} other lines in file order`, () => {
    expect(message(4, [2, 4, 6])).toBe('B000000001 (US) is also on lines 2 and 6: keep one row per product');
    expect(message(8, [2, 4, 6, 8])).toBe(
      'B000000001 (US) is also on lines 2, 4 and 6: keep one row per product',
    );
  });

  it('counts the lines beyond those it names, whatever their number', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => i + 2);
    expect(message(2, lines)).toBe(
      'B000000001 (US) is also on lines 3, 4, 5 and 99,996 more: keep one row per product',
    );
    expect(message(50_000, lines)).toBe(
      'B000000001 (US) is also on lines 2, 3, 4 and 99,996 more: keep one row per product',
    );
    expect(message(4, [2, 4, 6, 8, 10])).toBe(
      'B000000001 (US) is also on lines 2, 6, 8 and 1 more: keep one row per product',
    );
  });
});
