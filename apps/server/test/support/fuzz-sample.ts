import type { z } from 'zod';
import { jsonSchemaOf, sampleOf, type TSlot, typeOf, valueAt, withValueAt } from './fuzz-schema';

// The fuzz sweep's starting point for a call: a value its schema takes. JSON Schema gives the
// shape; the checks zod runs beyond it (a routing number's checksum, "a deal price or a
// discount", a month as YYYY-MM) are met by trying, at each place zod names, values that pass
// such checks, so the wrong values sent later are the only thing wrong in a request.

/** Values that meet the contracts' own checks, tried in this order where zod refuses a value. */
const repairs: unknown[] = [
  '2025-07',
  '2030-07-08',
  'https://example.com/fuzz',
  '+14155550100',
  'Jane Doe',
  '021000021',
  '123456789',
  '123-45-6789',
  '12345678',
  '12345',
  '601613',
  '12-3456789',
  'CA',
  'FR',
  'A',
  '1',
  'USD',
  'EUR',
  'DE89370400440532013000',
  'DEUTDEFF',
  'fuzz@example.test',
  'An audience of people who read about fuzz tests',
  100,
  5000,
  2,
  undefined,
];

type TPath = (string | number)[];
const key = (path: PropertyKey[]) => path.join('.');

function issuesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues;
}

/** Another candidate for a list zod finds too short: its items twice, the copies told apart. */
const doubled = (value: unknown) =>
  Array.isArray(value) ? [...value, ...value.map((v) => (typeof v === 'string' ? `${v}-2` : v))] : undefined;

/** The value with the places zod refuses filled by the first repair that satisfies them. */
function repaired(schema: z.ZodType, start: unknown): unknown {
  let value = start;
  for (let round = 0; round < 4; round++) {
    const issues = issuesOf(schema, value);
    const paths = [...new Map(issues.map((i) => [key(i.path), i.path as TPath])).values()];
    if (issues.length === 0 || paths.every((path) => path.length === 0)) {
      return value;
    }
    for (const path of paths.filter((p) => p.length > 0)) {
      const current = valueAt(value, path);
      const before = issuesOf(schema, value).length;
      const fix = [...(Array.isArray(current) ? [doubled(current)] : []), ...repairs]
        .map((candidate) => withValueAt(value, path, candidate))
        .find((candidate) => {
          const after = issuesOf(schema, candidate);
          return after.length < before && !after.some((i) => key(i.path) === key(path));
        });
      value = fix ?? value;
    }
  }
  return value;
}

/**
 * A value the schema takes (as near as the repairs get), with a real record's id where `idFor`
 * names one for a place (a list of ids gets one), and the places in it (fuzz-schema.ts).
 */
export function sampleFor(
  schema: z.ZodType,
  pick: <T>(list: T[]) => T,
  idFor: (key: string) => string | undefined = () => undefined,
): { value: unknown; slots: TSlot[] } {
  const { value, slots } = sampleOf(jsonSchemaOf(schema), pick);
  const withIds = slots.reduce((root, slot) => {
    const id = idFor(String(slot.path.at(-1)));
    const type = typeOf(slot.schema);
    // only where the sample has a value: an optional id left out stays out
    return id && (type === 'string' || type === 'array') && valueAt(root, slot.path) !== undefined
      ? withValueAt(root, slot.path, type === 'array' ? [id] : id)
      : root;
  }, value);
  return { value: repaired(schema, withIds), slots };
}
