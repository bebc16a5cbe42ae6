/**
 * How many of a repeated product's other lines its message names; the rest are counted. A file
 * may name one product on all of its 100 000 lines, so a message listing them all would make
 * the preview grow with the square of the rows (each of n lines naming n lines).
 */
export const namedRepeatLines = 3;

/**
 * For each line naming a product that other lines name too, all the product's lines in file
 * order (one array shared by those lines, so this is linear in the rows).
 */
export function repeatedLines(named: { line: number; key: string | null }[]): Map<number, number[]> {
  const byKey = new Map<string, number[]>();
  for (const { line, key } of named) {
    if (key === null) {
      continue;
    }
    const lines = byKey.get(key);
    if (lines) {
      lines.push(line);
    } else {
      byKey.set(key, [line]);
    }
  }
  const repeated = new Map<number, number[]>();
  for (const lines of byKey.values()) {
    if (lines.length > 1) {
      for (const line of lines) {
        repeated.set(line, lines);
      }
    }
  }
  return repeated;
}

/**
 * "B0… (US) is also on lines 3, 7, 12 and 4,512 more: keep one row per product": the first
 * `namedRepeatLines` other lines of the product, then how many more.
 */
export function repeatMessage(product: string, line: number, lines: number[]): string {
  const others: number[] = [];
  for (const other of lines) {
    if (others.length === namedRepeatLines) {
      break;
    }
    if (other !== line) {
      others.push(other);
    }
  }
  const more = lines.length - 1 - others.length;
  const named = more > 0 ? `${others.join(', ')} and ${more.toLocaleString('en-US')} more` : listed(others);
  return `${product} is also on line${lines.length > 2 ? 's' : ''} ${named}: keep one row per product`;
}

/** 3 → "3"; 3, 7 → "3 and 7"; 3, 7, 12 → "3, 7 and 12". */
function listed(lines: number[]): string {
  const last = lines.at(-1);
  return lines.length > 1 ? `${lines.slice(0, -1).join(', ')} and ${last}` : String(last);
}
