import { payoutDefaults, type TPayoutSettings } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { payoutSettings } from '../../db/schema';

// The operator's payout settings (docs/domain.md "Publisher payouts: settings"): one row, written
// the first time they are saved; until then the defaults apply.

const settingsId = 'payouts';

/** The currencies of the marketplaces, each with the default minimum until the operator sets it. */
const defaultMinimums = (): Record<string, number> =>
  Object.fromEntries(['USD', 'CAD', 'EUR', 'GBP'].map((c) => [c, payoutDefaults.minimumMinor]));

export async function readPayoutSettings(db: TQueryable): Promise<TPayoutSettings> {
  const [row] = await db.select().from(payoutSettings).where(eq(payoutSettings.id, settingsId)).limit(1);
  if (!row) {
    return { holdDays: payoutDefaults.holdDays, minimums: defaultMinimums(), ach: null, sepa: null };
  }
  return {
    holdDays: row.holdDays,
    minimums: { ...defaultMinimums(), ...row.minimums },
    ach: row.ach ?? null,
    sepa: row.sepa ?? null,
  };
}

/** The least payout in `currency`, in its minor unit. */
export const minimumOf = (settings: TPayoutSettings, currency: string): number =>
  settings.minimums[currency] ?? payoutDefaults.minimumMinor;

export async function savePayoutSettings(
  db: TQueryable,
  settings: TPayoutSettings,
  operatorId: string,
  now: Date,
): Promise<void> {
  const values = { ...settings, updatedAt: now, updatedBy: operatorId };
  await db
    .insert(payoutSettings)
    .values({ id: settingsId, ...values })
    .onConflictDoUpdate({ target: payoutSettings.id, set: values });
}
