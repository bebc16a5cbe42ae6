import { branchOf, type TJsonSchema, textFits, typeOf } from './fuzz-schema';

// The wrong and the extreme values the fuzz sweep puts in one place of a call's input, by what
// the contract says goes there: JSON values for a body, text for a query or a path. Each has a
// kind; `edge` kinds keep to the contract, at its limits (the longest text, the largest number,
// a date its pattern takes that no calendar has), and must be served or refused, never crash.
// The others break the contract and must be refused with a 4xx.

export type TFuzzValue = { kind: string; label: string; value: unknown; edge?: true };

const unicode = '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀👩‍👩‍👧 \u202Eevil\u202C עברית ﷽ e\u0301 \u200B';
const words = ['', '   ', unicode, "' or 1=1; --", '<script>alert(1)</script>', '../../etc/passwd', 'null'];
/** Days (and months) a `YYYY-MM-DD` (`YYYY-MM`) pattern takes: on no calendar, or at its ends. */
const patternDates = [
  '2025-02-30',
  '2025-13-01',
  '9999-99-99',
  '0000-00-00',
  '2025-00-10',
  '0001-01-01',
  '9999-12-31',
  '0000-01',
  '9999-12',
];
const looseDates = ['2025-7-8', '2025-07-08T00:00:00Z', 'yesterday', '+275760-09-13', '2025-02'];
const numberTexts = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1.5',
  '0x1F',
  '-1',
  ' 1 ',
  '1,000',
  '١٢',
];
const numbers = [-1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1e308, -1e308, 1.5, 5e-324];
const wrongTypes = [null, true, 123, { a: 1 }, ['fuzz']];

const valuesOf = (kind: string, values: readonly unknown[], edge = false): TFuzzValue[] =>
  values.map((value) => ({
    kind,
    label: `${kind} ${JSON.stringify(value)?.slice(0, 40)}`,
    value,
    ...(edge ? { edge: true as const } : {}),
  }));
const isDate = (schema: TJsonSchema) => textFits(schema, '2025-07-08');

/** The limits a number schema sets, and the int4 edges inside them (an `integer` column's). */
function numberEdges(schema: TJsonSchema): number[] {
  const integer = typeOf(schema) === 'integer';
  const step = integer ? 1 : 0.001;
  const limits = [
    schema.minimum,
    schema.maximum,
    schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + step,
    schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - step,
    0,
    2 ** 31 - 1,
    2 ** 31,
    ...(integer ? [] : [0.005, 1e-9]),
  ].filter((n): n is number => n !== undefined);
  const inside = (n: number) =>
    n >= (schema.minimum ?? Number.NEGATIVE_INFINITY) &&
    n <= (schema.maximum ?? Number.POSITIVE_INFINITY) &&
    n > (schema.exclusiveMinimum ?? Number.NEGATIVE_INFINITY) &&
    n < (schema.exclusiveMaximum ?? Number.POSITIVE_INFINITY);
  return [...new Set(limits)].filter(inside);
}

/** Texts the schema takes at its limits: the longest (in two-byte letters), the shortest, unicode, ids. */
function textEdges(schema: TJsonSchema, ids: string[]): TFuzzValue[] {
  const longest = schema.maxLength === undefined ? [] : ['ü'.repeat(schema.maxLength)];
  const fits = (list: string[]) => list.filter((text) => textFits(schema, text));
  return [
    ...valuesOf('edge text', fits([...longest, 'x'.repeat(schema.minLength ?? 0), unicode]), true),
    ...valuesOf('edge date', fits(patternDates), true),
    ...valuesOf('real id', fits(ids), true),
  ];
}

function choicesOf(schema: TJsonSchema): TFuzzValue[] {
  const choices = schema.enum ?? [schema.const];
  const first = String(choices[0]);
  const otherCase = first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase();
  return [
    ...valuesOf('not a choice', ['not-a-choice', otherCase, `${first} `]),
    ...valuesOf('choice', choices.slice(1, 4), true),
  ];
}

/** Wrong and extreme JSON values for a place in a body whose sample value is `sample`. */
export function jsonValues(slot: TJsonSchema, sample: unknown, ids: string[]): TFuzzValue[] {
  const schema = branchOf(slot, (list) => list[0] as never);
  const nullable = (slot.anyOf ?? slot.oneOf ?? []).some((s) => s.type === 'null');
  const common = nullable ? valuesOf('null', [null], true) : valuesOf('wrong type', wrongTypes);
  if (schema.enum || schema.const !== undefined) {
    return [...common, ...choicesOf(schema)];
  }
  switch (typeOf(schema)) {
    case 'string':
      return [
        ...common,
        ...valuesOf('odd text', words),
        ...valuesOf('long text', ['a'.repeat(100_000)]),
        ...valuesOf('loose date', isDate(schema) ? looseDates : []),
        ...valuesOf('number text', numberTexts.slice(0, 4)),
        ...valuesOf('id', ids),
        ...textEdges(schema, ids),
      ];
    case 'integer':
    case 'number':
      return [
        ...common,
        ...valuesOf('number text', numberTexts.slice(0, 6)),
        ...valuesOf('number', numbers),
        ...valuesOf('edge number', numberEdges(schema), true),
      ];
    case 'boolean':
      return [
        ...common,
        ...valuesOf('not a boolean', ['true', 1, 0, 'yes']),
        ...valuesOf('boolean', [false], true),
      ];
    case 'array': {
      const item = Array.isArray(sample) ? sample[0] : 'fuzz';
      const max = schema.maxItems ?? Number.POSITIVE_INFINITY;
      const many = (length: number) => Array.from({ length }, () => item);
      return [
        ...common,
        ...valuesOf('odd array', [[null], [[[item]]]]),
        // more than a query may bind (65,535 parameters), where the contract sets no smaller limit
        ...valuesOf(
          'long array',
          max < 10_000 ? [many(max + 1), many(10_000)] : [many(10_000), many(70_000)],
        ),
        ...valuesOf('edge array', [[], ...(max < 10_000 ? [many(max)] : []), ids], true),
      ];
    }
    case 'object':
      return [
        ...common,
        ...valuesOf('odd object', [{}, [sample]]),
        ...valuesOf('extra fields', [{ ...(sample as object), extra: 1, more: [1] }], true),
      ];
    default:
      return [...common, ...valuesOf('odd text', words)];
  }
}

/** Wrong and extreme texts for a query parameter or a path segment (a list repeats the key). */
export function textValues(slot: TJsonSchema, ids: string[]): TFuzzValue[] {
  const schema = branchOf(slot, (list) => list[0] as never);
  const type = schema.enum ? 'enum' : typeOf(schema);
  const numberValues = [
    ...valuesOf('number text', numberTexts),
    ...valuesOf('edge number', numberEdges(schema).map(String), true),
  ];
  const byType: Record<string, TFuzzValue[]> = {
    enum: choicesOf(schema),
    integer: numberValues,
    number: numberValues,
    boolean: [
      ...valuesOf('not a boolean', ['yes', '2', 'TRUE', 'false ']),
      ...valuesOf('boolean', ['false'], true),
    ],
    string: [
      ...valuesOf('loose date', isDate(schema) ? looseDates : []),
      ...valuesOf('number text', numberTexts.slice(0, 4)),
      ...valuesOf('long text', ['a'.repeat(4_000)]),
      ...textEdges(schema, ids),
    ],
  };
  return [
    ...valuesOf('odd text', words),
    ...valuesOf('the key twice', [['fuzz', 'fuzz-2']]),
    ...valuesOf('id', ids),
    ...(byType[type] ?? []),
  ];
}
