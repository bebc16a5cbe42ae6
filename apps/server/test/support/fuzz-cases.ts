import { maxJsonDepth } from '../../src/platform/json-body';
import type { TAnyRoute } from '../../src/platform/route';
import { fuzzDraws } from './fuzz-draw';
import { realIdOf, type TFuzzIds } from './fuzz-ids';
import { sampleFor } from './fuzz-sample';
import { type TSlot, typeOf, valueAt, withValueAt } from './fuzz-schema';
import { jsonValues, type TFuzzValue, textValues } from './fuzz-values';

// The fuzz sweep's requests for one route: a sample its schemas take, then that sample with one
// place at a time made wrong or extreme (body fields, query parameters, path segments), and
// whole bodies of the wrong shape. Drawn from a seeded generator per route (fuzz-draw.ts), so a
// seed gives the same requests on every run.

export type TFuzzRequest = {
  label: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** The JSON body; none when undefined. */
  body?: unknown;
};

/** How many values each place gets: a part's budget shared among its places, within these bounds. */
const perPlace = { most: 3, least: 2 };
const budget = { body: 24, query: 14, params: 6 };

const nested = (depth: number): unknown => (depth <= 1 ? { a: 1 } : { a: nested(depth - 1) });

/** Bodies of every wrong shape, for any route that reads a body (with a schema or not). */
const shapes: { label: string; value: unknown }[] = [
  { label: 'body null', value: null },
  { label: 'body an array', value: [] },
  { label: 'body a text', value: 'fuzz' },
  { label: 'body a number', value: 0 },
  { label: 'body empty object', value: {} },
  { label: `body nested ${maxJsonDepth} deep (the limit)`, value: nested(maxJsonDepth) },
  { label: 'body a flat array of 20,000 numbers', value: Array.from({ length: 20_000 }, (_, i) => i) },
  {
    label: 'body an object of 2,000 keys',
    value: Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])),
  },
];

/** Keys that reach an object's prototype through a careless parser or merge (computed: own keys here). */
const prototypeKeys = { ['__proto__']: { polluted: 'yes' }, constructor: { prototype: { polluted: 'yes' } } };
const prototypeTexts = { fuzz: 'x', ['__proto__']: 'polluted', constructor: 'polluted' };

const asText = (value: unknown): string | string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value : JSON.stringify(value);

const isLeaf = (slot: TSlot) => !['object', 'array'].includes(typeOf(slot.schema));

/** The sweep's choices: its seed, the real records to name, and whether to send every value (FUZZ_ALL). */
export type TFuzzOptions = { seed: number; records: TFuzzIds; every?: boolean };

/** Runs of the route's sample with one or more places changed. */
export function fuzzRequests(
  route: TAnyRoute,
  { seed, records, every = false }: TFuzzOptions,
): TFuzzRequest[] {
  const ids = Object.values(records);
  const idFor = realIdOf(records, route.path);
  const { pick, choose } = fuzzDraws(seed, `${route.api} ${route.method} ${route.path}`);
  const countFor = (part: keyof typeof budget, places: number) =>
    every
      ? Number.POSITIVE_INFINITY
      : Math.max(perPlace.least, Math.min(perPlace.most, Math.round(budget[part] / Math.max(1, places))));
  const edgeOf = {
    first: (edges: TFuzzValue[]) => edges[0],
    last: (edges: TFuzzValue[]) => edges.at(-1),
    drawn: (edges: TFuzzValue[]) => (edges.length > 0 ? pick(edges) : undefined),
  };

  const parsed = {
    body: route.body ? sampleFor(route.body, pick, idFor) : undefined,
    query: route.query ? sampleFor(route.query, pick, idFor) : undefined,
    params: route.params ? sampleFor(route.params, pick, idFor) : undefined,
  };
  const texts = (value: unknown) =>
    Object.fromEntries(Object.entries((value ?? {}) as object).map(([k, v]) => [k, asText(v)]));
  const sample: TFuzzRequest = {
    label: 'a valid sample',
    params: texts(parsed.params?.value) as Record<string, string>,
    query: texts(parsed.query?.value),
    body: parsed.body?.value ?? (route.method === 'GET' ? undefined : {}),
  };
  const requests: TFuzzRequest[] = [sample];
  if (route.method !== 'GET') {
    requests.push(...shapes.map((shape) => ({ ...sample, label: shape.label, body: shape.value })));
  }

  for (const part of ['body', 'query', 'params'] as const) {
    const start = part === 'body' ? parsed.body?.value : sample[part];
    // a query or a path is flat text; a body is JSON, each field and array item its own place
    const slots = (parsed[part]?.slots ?? []).filter((slot) => part === 'body' || slot.path.length === 1);
    const valuesFor = (slot: TSlot, root: unknown): TFuzzValue[] =>
      part === 'body'
        ? jsonValues(slot.schema, valueAt(root, slot.path), ids)
        : textValues(slot.schema, ids)
            .map((v) => ({ ...v, value: asText(v.value) }))
            .filter((v) => part === 'query' || !Array.isArray(v.value));
    const request = (label: string, value: unknown): TFuzzRequest => ({
      ...sample,
      label: `${part} ${label}`,
      [part]: value,
    });
    for (const slot of slots) {
      for (const v of choose(valuesFor(slot, start), countFor(part, slots.length))) {
        requests.push(request(`${slot.path.join('.')}: ${v.label}`, withValueAt(start, slot.path, v.value)));
      }
    }
    if (slots.length === 0) {
      continue;
    }
    // every place at once at an edge: the first, the last, a drawn one (start and end both at the last day)
    for (const end of ['first', 'last', 'drawn'] as const) {
      const atEdges = slots.filter(isLeaf).reduce((root, slot) => {
        const chosen = edgeOf[end](valuesFor(slot, root).filter((v) => v.edge));
        return chosen ? withValueAt(root, slot.path, chosen.value) : root;
      }, start);
      requests.push(request(`with every place at its ${end} edge`, atEdges));
    }
    if (part === 'body') {
      requests.push(
        request('with fields the contract lacks', { ...(start as object), fuzz: { a: [1, null] } }),
      );
      requests.push(request('with prototype keys', { ...(start as object), ...prototypeKeys }));
    } else if (part === 'query') {
      requests.push(request('with unknown and prototype keys', { ...(start as object), ...prototypeTexts }));
    }
  }
  return requests;
}
