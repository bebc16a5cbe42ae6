import type { FormRule } from 'antd';

/** The part of a zod schema a form rule needs; keeps zod itself out of the web's imports. */
type TParsable = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/**
 * An antd rule from a shared zod schema, so a field's limits and messages are written once
 * (STYLE.md). Empty values are left to the field's `required` rule.
 */
export function zodRule(schema: TParsable): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') {
        return;
      }
      const result = schema.safeParse(value);
      if (!result.success) {
        throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
      }
    },
  };
}
