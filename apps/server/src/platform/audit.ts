import type { TOperatorActor } from './actor';
import type { TDeps } from './deps';
import { AppError } from './errors';

/**
 * The audit log of operator writes (docs/domain.md, "Operator console"): register.ts wraps every
 * write an operator makes, and every export (who took which data out, with its filters). The entry is written `started`, with the record as it was, before the
 * write runs, and finished with the record as it is and how it ended; a write a crash cut short
 * keeps its `started` entry. The rows are kept by the audit module (`src/access.ts` hands the
 * log in, so platform/ depends on no module).
 */
export type TAuditLog = {
  start(deps: TDeps, entry: TAuditStart): Promise<string>;
  finish(deps: TDeps, id: string, end: TAuditEnd): Promise<void>;
};

export type TAuditStart = {
  actor: TOperatorActor;
  action: string;
  targetType: string;
  targetId: string | null;
  input: Record<string, unknown> | null;
  before: unknown;
  requestId: string;
  ip: string;
};

export type TAuditEnd = {
  outcome: 'done' | 'failed';
  /** The record's id once known: a record the write created is named by its answer. */
  targetId: string | null;
  after: unknown;
  error: string | null;
};

/** What a route's parsed input looks like to its audit description. */
export type TAuditInput = { body: unknown; query: unknown; params: unknown };

/**
 * How a write route names what it changes: the kind of record, its id from the input (or from
 * the answer, for a record the write creates), and how to read it, so the log holds it before
 * and after. A route that does not say is logged under its path's first segment with the
 * input's `id`, and no snapshots.
 */
export type TAuditSpec = {
  /** The kind of record; a function when the path names it (e.g. `{userType}/details/{id}`). */
  target: string | ((input: TAuditInput) => string);
  id?: (input: TAuditInput, answer?: unknown) => string | null | undefined;
  snapshot?: (deps: TDeps, id: string) => Promise<unknown>;
};

const secretKey = /password|secret|token|iban|account.?number|routing|swift/i;

/**
 * An input or a record as the log keeps it: secret-looking fields replaced by `[hidden]`, long
 * text cut, at most 100 items and 40 fields per level, five levels deep. A value with its own
 * JSON form (a date) is kept as that form.
 */
export function auditInput(value: unknown, depth = 0): unknown {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : value.toISOString();
  }
  if (typeof value === 'string') {
    return value.length > 2000 ? `${value.slice(0, 2000)}…` : value;
  }
  if (Array.isArray(value)) {
    return depth > 4 ? '[…]' : value.slice(0, 100).map((item) => auditInput(item, depth + 1));
  }
  if (value && typeof value === 'object') {
    if (depth > 4) {
      return '{…}';
    }
    const entries = Object.entries(value as Record<string, unknown>).slice(0, 40);
    return Object.fromEntries(
      entries.map(([key, item]) => [key, secretKey.test(key) ? '[hidden]' : auditInput(item, depth + 1)]),
    );
  }
  return value;
}

function inputId(input: TAuditInput): string | null {
  for (const part of [input.params, input.body, input.query]) {
    const id = part && typeof part === 'object' ? (part as Record<string, unknown>).id : undefined;
    if (typeof id === 'string' || typeof id === 'number') {
      return String(id);
    }
  }
  return null;
}

function errorText(error: unknown): string {
  if (error instanceof AppError) {
    return `${error.code} ${error.message}`;
  }
  return `5000 ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
}

/** The call's input merged for the log: the body's fields, then the path's and query's. */
function mergedInput(input: TAuditInput): Record<string, unknown> | null {
  const parts = [input.body, input.query, input.params].filter(
    (part): part is Record<string, unknown> => !!part && typeof part === 'object' && !Array.isArray(part),
  );
  if (parts.length === 0) {
    return null;
  }
  return auditInput(Object.assign({}, ...parts)) as Record<string, unknown>;
}

/** Runs an operator's write between its two audit entries. */
export async function audited<T>(
  deps: TDeps,
  call: { method: string; path: string; audit?: TAuditSpec },
  context: { actor: TOperatorActor; input: TAuditInput; requestId: string; ip: string },
  write: () => Promise<T>,
): Promise<T> {
  const spec = call.audit;
  const target = typeof spec?.target === 'function' ? spec.target(context.input) : spec?.target;
  const targetType = target ?? call.path.split('/')[0] ?? call.path;
  const knownId = spec?.id ? spec.id(context.input) : inputId(context.input);
  // snapshots go through the same redaction as the input: a record may hold a hash or a token
  const read = async (id: string | null | undefined) =>
    spec?.snapshot && id ? auditInput(await spec.snapshot(deps, id)) : null;
  const entryId = await deps.access.audit.start(deps, {
    actor: context.actor,
    action: `${call.method} ${call.path}`,
    targetType,
    targetId: knownId ?? null,
    input: mergedInput(context.input),
    before: await read(knownId),
    requestId: context.requestId,
    ip: context.ip,
  });
  try {
    const answer = await write();
    const id = knownId ?? spec?.id?.(context.input, answer) ?? null;
    await deps.access.audit.finish(deps, entryId, {
      outcome: 'done',
      targetId: id,
      after: await read(id),
      error: null,
    });
    return answer;
  } catch (error) {
    await deps.access.audit.finish(deps, entryId, {
      outcome: 'failed',
      targetId: knownId ?? null,
      after: await read(knownId).catch(() => null),
      error: errorText(error),
    });
    throw error;
  }
}
