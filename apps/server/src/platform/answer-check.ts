import type { z } from 'zod';

/** Where an answer left its contract: a JSON path and what is wrong there. */
export type TAnswerDrift = { path: string; problem: string };

function pathOf(parts: readonly PropertyKey[]): string {
  return parts.length === 0 ? '(root)' : parts.map(String).join('.');
}

/**
 * The fields of `sent` that the parsed `kept` lost: zod drops keys an object schema does not
 * declare, so a key present in what is sent but absent after parsing is one the contract lacks.
 */
function extraFields(sent: unknown, kept: unknown, parts: PropertyKey[], drift: TAnswerDrift[]): void {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    sent.forEach((item, i) => {
      extraFields(item, kept[i], [...parts, i], drift);
    });
    return;
  }
  if (!sent || typeof sent !== 'object' || !kept || typeof kept !== 'object') {
    return;
  }
  for (const [key, value] of Object.entries(sent)) {
    if (!(key in kept)) {
      drift.push({ path: pathOf([...parts, key]), problem: 'a field the contract lacks' });
    } else {
      extraFields(value, (kept as Record<string, unknown>)[key], [...parts, key], drift);
    }
  }
}

/**
 * Checks an answer as the client will read it (after JSON) against the call's response
 * schema: every declared field present with its type, and no field the schema lacks. A call
 * without a response schema answers `null`. Empty when the answer keeps its contract.
 */
export function answerDrift(schema: z.ZodType | undefined, answer: unknown): TAnswerDrift[] {
  const sent: unknown = answer === undefined ? null : JSON.parse(JSON.stringify(answer));
  if (!schema) {
    return sent === null ? [] : [{ path: '(root)', problem: 'an answer where the contract has none' }];
  }
  const result = schema.safeParse(sent);
  if (!result.success) {
    return result.error.issues.map((issue) => ({ path: pathOf(issue.path), problem: issue.message }));
  }
  const drift: TAnswerDrift[] = [];
  extraFields(sent, result.data, [], drift);
  return drift;
}
