import { payoutDefaults, type TPayoutSettings, ZPayoutSettingsSchema } from '@atlas/shared';

/** The currencies the marketplaces pay in, each with its own minimum. */
export const minimumCurrencies = ['USD', 'CAD', 'EUR', 'GBP'] as const;

type TAch = NonNullable<TPayoutSettings['ach']>;
type TSepa = NonNullable<TPayoutSettings['sepa']>;

/** The settings as the form holds them: minimums as money typed by people ("50.00"), groups switchable. */
export type TSettingsForm = {
  holdDays: number | null;
  minimums: Record<string, string>;
  achOn: boolean;
  ach?: Partial<TAch>;
  sepaOn: boolean;
  sepa?: Partial<TSepa>;
};

export type TFieldIssue = { name: (string | number)[]; errors: string[] };

const moneyFormat = /^(\d{1,7})(?:\.(\d{1,2}))?$/;
export const moneyFormatMessage = 'Enter an amount such as 50.00';

/** "50", "50.5", "50.00" → cents, exactly (no float); null when it is not such an amount. */
export function centsOf(text: string): number | null {
  const parts = moneyFormat.exec(text.trim());
  if (!parts) {
    return null;
  }
  return Number(parts[1]) * 100 + Number((parts[2] ?? '').padEnd(2, '0'));
}

const majorOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The saved settings as the form shows them; a currency without a minimum shows the default. */
export function settingsToForm(settings: TPayoutSettings): TSettingsForm {
  const minimums = Object.fromEntries(
    minimumCurrencies.map((c) => [c, majorOf(settings.minimums[c] ?? payoutDefaults.minimumMinor)]),
  );
  return {
    holdDays: settings.holdDays,
    minimums,
    achOn: settings.ach !== null,
    ach: settings.ach ?? undefined,
    sepaOn: settings.sepa !== null,
    sepa: settings.sepa ?? undefined,
  };
}

/**
 * The body to save, checked with the contract's schema (the server's own rules): minimums in cents,
 * a group switched off sent as null (cleared). Minimums of other currencies the server keeps are
 * sent back unchanged. Answers the body, or the issues under the form's field names.
 */
export function settingsFromForm(
  values: TSettingsForm,
  saved: TPayoutSettings,
): { body: TPayoutSettings; issues: [] } | { body: null; issues: TFieldIssue[] } {
  const issues: TFieldIssue[] = [];
  const minimums: Record<string, number> = { ...saved.minimums };
  for (const currency of minimumCurrencies) {
    const cents = centsOf(values.minimums[currency] ?? '');
    if (cents === null) {
      issues.push({ name: ['minimums', currency], errors: [moneyFormatMessage] });
    } else {
      minimums[currency] = cents;
    }
  }
  const checked = ZPayoutSettingsSchema.safeParse({
    holdDays: values.holdDays ?? undefined,
    minimums,
    ach: values.achOn ? { ...values.ach } : null,
    sepa: values.sepaOn ? { ...values.sepa } : null,
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const name = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
      // a minimum's format issue already says what to type; keep one message per field
      if (!issues.some((known) => known.name.join('.') === name.join('.'))) {
        issues.push({ name, errors: [issue.message] });
      }
    }
  }
  if (issues.length > 0 || !checked.success) {
    return { body: null, issues };
  }
  return { body: checked.data, issues: [] };
}
