import { z } from 'zod';

// What the fuzz sweep knows of a call's input: its zod schema as JSON Schema (what the client
// may send), a value the schema takes, and the places in that value a wrong value can go.

/** The parts of JSON Schema that zod writes for the API's inputs. */
export type TJsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: TJsonSchema | boolean;
  propertyNames?: TJsonSchema;
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/** One place in a sample value: its path and the schema of what goes there. */
export type TSlot = { path: (string | number)[]; schema: TJsonSchema };

export const jsonSchemaOf = (schema: z.ZodType): TJsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;

/** Texts that fit the patterns and formats the contracts use (dates, ASINs, ids, UUIDs…). */
const textCandidates = [
  'fuzz-1',
  '2030-07-08',
  'B0FUZZ0001',
  'USD',
  'fuzz@example.test',
  'https://example.test/fuzz',
  'fuzz-pass-1',
  '3f2a5b1c-8d4e-4f6a-9b7c-1d2e3f4a5b6c',
  `${'a'.repeat(32)}.png`,
  'ab'.repeat(32),
];

/** Whether a text passes a string schema's own checks (length, every pattern). */
export function textFits(schema: TJsonSchema, text: string): boolean {
  const patterns = [schema, ...(schema.allOf ?? [])].flatMap((s) => (s.pattern ? [s.pattern] : []));
  return (
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    patterns.every((pattern) => new RegExp(pattern, 'u').test(text))
  );
}

/** The type of a schema, with `allOf` (zod's several patterns) read as one. */
export function typeOf(schema: TJsonSchema): string {
  return schema.type ?? schema.allOf?.find((s) => s.type)?.type ?? 'unknown';
}

/** One of a union's branches (never its `null`), chosen by `pick`; the schema itself otherwise. */
export function branchOf(schema: TJsonSchema, pick: <T>(list: T[]) => T): TJsonSchema {
  const branches = (schema.anyOf ?? schema.oneOf ?? []).filter((s) => s.type !== 'null');
  return branches.length > 0 ? branchOf(pick(branches), pick) : schema;
}

function sampleText(schema: TJsonSchema, name: string): string {
  const preferred = /e-?mail/i.test(name) ? ['fuzz@example.test'] : [];
  const fit = [...preferred, ...textCandidates].find((text) => textFits(schema, text));
  return fit ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function sampleNumber(schema: TJsonSchema): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? low : schema.exclusiveMaximum - 1);
  return Math.min(Math.max(1, low), high);
}

/**
 * A value the schema takes, with every optional field filled (so more of the handler runs), and
 * the slots of that value: each field, each array's first item, down to the leaves.
 */
export function sampleOf(
  schema: TJsonSchema,
  pick: <T>(list: T[]) => T,
  path: (string | number)[] = [],
): { value: unknown; slots: TSlot[] } {
  const chosen = branchOf(schema, pick);
  const here: TSlot[] = path.length > 0 ? [{ path, schema }] : [];
  if (chosen.const !== undefined) {
    return { value: chosen.const, slots: here };
  }
  if (chosen.enum) {
    return { value: pick(chosen.enum), slots: here };
  }
  switch (typeOf(chosen)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      const slots = [...here];
      const properties = Object.entries(chosen.properties ?? {});
      const keyEnum = chosen.propertyNames?.enum as string[] | undefined;
      if (properties.length === 0 && keyEnum && typeof chosen.additionalProperties === 'object') {
        properties.push([pick(keyEnum), chosen.additionalProperties]);
      }
      for (const [key, property] of properties) {
        const inner = sampleOf(property, pick, [...path, key]);
        slots.push(...inner.slots);
        // an optional id makes a save an edit of a record the sweep does not have: it creates
        if (key !== 'id' || chosen.required?.includes(key)) {
          value[key] = inner.value;
        }
      }
      return { value, slots };
    }
    case 'array': {
      if (!chosen.items) {
        return { value: [], slots: here };
      }
      const first = sampleOf(chosen.items, pick, [...path, 0]);
      const rest = Array.from({ length: Math.max(0, (chosen.minItems ?? 1) - 1) }, (_, i) =>
        chosen.items ? sampleOf(chosen.items, pick, [...path, i + 1]).value : null,
      );
      return { value: [first.value, ...rest], slots: [...here, ...first.slots] };
    }
    case 'integer':
    case 'number':
      return { value: sampleNumber(chosen), slots: here };
    case 'boolean':
      return { value: true, slots: here };
    case 'null':
      return { value: null, slots: here };
    case 'string':
      return { value: sampleText(chosen, String(path.at(-1) ?? '')), slots: here };
    default:
      return { value: 'fuzz', slots: here };
  }
}

/** The value at `path` in `root` (undefined where the path leads nowhere). */
export const valueAt = (root: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], root);

/** A copy of `root` with the value at `path` replaced. */
export function withValueAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) {
    return value;
  }
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, value);
  return copy;
}
