import type { FormInstance, FormRule } from 'antd';
import { fieldErrors } from '../../../api/http';
import { errorText } from '../../../components/server-error';
import { zodRule } from '../../../components/zod-rule';

/** The part of a zod schema the forms need; keeps zod itself out of the web's imports. */
export type TSchema = Parameters<typeof zodRule>[0];

type TIssue = { path: readonly PropertyKey[]; message: string };
type TFieldError = { name: (string | number)[]; errors: string[] };

/** What an input holds while empty: a text box '', a select nothing, a multiple select [], a number box null. */
const emptyValues = { text: '', choice: undefined, list: [], number: null } as const;
export type TInputKind = keyof typeof emptyValues;

/**
 * A field's rules from its shared schema: `required` with the schema's own message when the
 * schema refuses the input left empty, then the schema itself on anything given.
 */
export function schemaRules(schema: TSchema, input: TInputKind = 'text'): FormRule[] {
  const missing = schema.safeParse(emptyValues[input]);
  if (missing.success) {
    return [zodRule(schema)];
  }
  return [{ required: true, message: missing.error.issues[0]?.message }, zodRule(schema)];
}

/** What the schema says to a value left empty, for fields whose value is not the schema's input. */
export function missingMessage(schema: TSchema, empty: unknown = undefined): string {
  const result = schema.safeParse(empty);
  return result.success ? '' : (result.error.issues[0]?.message ?? 'Fill this in');
}

/** A whole-body check's issues in the shape of the server's field errors. */
export function issueErrors(issues: readonly TIssue[]): TFieldError[] {
  return issues.map((issue) => ({ name: issue.path.map((part) => String(part)), errors: [issue.message] }));
}

/**
 * The form field an error path lands on: itself, else the nearest field above it
 * (`categories.3` → `categories`), else the first field under it (`classification` →
 * `classification.type`).
 */
function landingField(path: string, registered: Map<string, (string | number)[]>) {
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const name = registered.get(segments.slice(0, length).join('.'));
    if (name) {
      return name;
    }
  }
  return [...registered].find(([key]) => key.startsWith(`${path}.`))?.[1];
}

/**
 * Puts field errors (the server's or the shared schema's) on the form's own fields and answers
 * the sentence left for an inline alert: null when every error found its field. `rename` maps a
 * request path to the form's where the two differ.
 */
export function showFieldErrors(
  form: FormInstance,
  errors: TFieldError[],
  rename: (path: string) => string = (path) => path,
): string | null {
  const registered = new Map(
    form.getFieldsError().map(({ name }) => [name.join('.'), name as (string | number)[]] as const),
  );
  const placed = new Map<string, TFieldError>();
  const left: string[] = [];
  for (const error of errors) {
    const name = landingField(rename(error.name.join('.')), registered);
    if (!name) {
      left.push(...error.errors);
      continue;
    }
    const key = name.join('.');
    const known = placed.get(key);
    placed.set(key, { name, errors: [...(known?.errors ?? []), ...error.errors] });
  }
  form.setFields([...placed.values()]);
  return left.length > 0 ? left.join(' ') : null;
}

/** A refused save: its field errors on the form, the rest (or the server's sentence) for the alert. */
export function showSaveError(
  form: FormInstance,
  failure: unknown,
  rename?: (path: string) => string,
): string | null {
  const errors = fieldErrors(failure);
  if (errors.length === 0) {
    return errorText(failure);
  }
  return showFieldErrors(form, errors, rename);
}
