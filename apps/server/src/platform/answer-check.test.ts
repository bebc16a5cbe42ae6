import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerDrift } from './answer-check';

const ZRow = z.object({ id: z.string(), rateBp: z.number().int(), note: z.string().nullable() });
const ZPage = z.object({ items: z.array(ZRow), total: z.number() });

describe('answerDrift', () => {
  it('finds nothing in an answer that keeps its contract', () => {
    expect(answerDrift(ZPage, { items: [{ id: 'a', rateBp: 500, note: null }], total: 1 })).toEqual([]);
  });

  it('names a field the contract lacks, however deep', () => {
    const answer = { items: [{ id: 'a', rateBp: 500, note: null, passwordHash: 'x' }], total: 1 };
    expect(answerDrift(ZPage, answer)).toEqual([
      { path: 'items.0.passwordHash', problem: 'a field the contract lacks' },
    ]);
  });

  it('names a missing or mistyped field', () => {
    const drift = answerDrift(ZPage, { items: [{ id: 'a', rateBp: '500' }], total: 1 });
    expect(drift.map((d) => d.path)).toEqual(['items.0.rateBp', 'items.0.note']);
  });

  it('reads the answer as JSON sends it: a Date is a string, an undefined field is absent', () => {
    const ZStamp = z.object({ at: z.string(), gone: z.string().optional() });
    expect(answerDrift(ZStamp, { at: new Date(0), gone: undefined })).toEqual([]);
    expect(answerDrift(z.object({ at: z.date() }), { at: new Date(0) })).toHaveLength(1);
  });

  it('accepts only null from a call without a response schema', () => {
    expect(answerDrift(undefined, undefined)).toEqual([]);
    expect(answerDrift(undefined, null)).toEqual([]);
    expect(answerDrift(undefined, { ok: true })).toEqual([
      { path: '(root)', problem: 'an answer where the contract has none' },
    ]);
  });

  it('keeps the keys of a record and a loose object', () => {
    expect(answerDrift(z.record(z.string(), z.number()), { a: 1, b: 2 })).toEqual([]);
    expect(answerDrift(z.looseObject({ a: z.number() }), { a: 1, b: 2 })).toEqual([]);
  });
});
