/** The value at a dotted path ('brand.amazonBrandName') of a record, or undefined. */
export function valueAt(item: unknown, path: string): unknown {
  let value: unknown = item;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') {
      return undefined;
    }
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Spec 3: records grouped by a dotted path and counted per distinct value, in first-seen order;
 * items whose value is empty (missing, null, '') are skipped.
 */
export function groupCount(items: readonly unknown[], path: string): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = valueAt(item, path);
    if (value === undefined || value === null || value === '') {
      continue;
    }
    const key = String(value);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}
