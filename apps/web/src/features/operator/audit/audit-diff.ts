/** The fields of a record snapshot that differ between before and after (top level only). */
export function changedFields(before: unknown, after: unknown): Set<string> {
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};
  const changed = new Set<string>();
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) {
      changed.add(key);
    }
  }
  return changed;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
