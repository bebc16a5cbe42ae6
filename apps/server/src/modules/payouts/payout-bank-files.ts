import type { TPayoutSettings } from '@atlas/shared';
import type { TConfig } from '../../config';
import type { TQueryable } from '../../db/client';
import { unseal } from '../../platform/secret';
import {
  insertPayoutFile,
  markFiled,
  bankedItems as readBankedItems,
  tracesWritten,
} from './payout-bank-files.repository';
import { achFile } from './rails/nacha';
import { sepaCreditTransferFile } from './rails/sepa-pain001';

// The bank files of an approved run (docs/domain.md "Publisher payouts: rails"): its ACH payouts
// in one NACHA file, its SEPA payouts in one pain.001.001.03 file, written in the approval's
// transaction and kept as written, so the bank always gets the same bytes.

type TFileContext = {
  tx: TQueryable;
  config: TConfig;
  run: { id: string; countryCode: string };
  settings: TPayoutSettings;
  now: Date;
};

/** The next weekday after `now`, when the bank is asked to pay (YYYY-MM-DD). */
export function nextBankDay(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return day.toISOString().slice(0, 10);
}

/** A run's included payouts of one rail, with their bank account numbers unsealed. */
async function bankedItems(ctx: TFileContext, rail: 'ach' | 'sepa') {
  const rows = await readBankedItems(ctx.tx, ctx.run.id, rail);
  return rows.map(({ accountSealed, ...row }) => {
    const account = unseal(ctx.config, 'publisher-bank-account', accountSealed);
    if (account === null) {
      throw new Error(`payout ${row.id}: its bank account cannot be read with this APP_SECRET`);
    }
    return { ...row, account };
  });
}

async function saveFile(
  ctx: TFileContext,
  file: {
    rail: 'ach' | 'sepa';
    fileName: string;
    contentType: string;
    content: string;
    payouts: number;
    totalMinor: number;
  },
): Promise<string> {
  const id = `${ctx.run.id}-${file.rail}`;
  await insertPayoutFile(ctx.tx, { id, runId: ctx.run.id, ...file, createdAt: ctx.now });
  return id;
}

/** The run's ACH file: US bank accounts in USD. */
export async function writeAchFile(ctx: TFileContext): Promise<void> {
  const items = await bankedItems(ctx, 'ach');
  const originator = ctx.settings.ach;
  if (items.length === 0 || !originator) {
    return;
  }
  // trace numbers never repeat across files, so a return names one payout only
  const traceStart = (await tracesWritten(ctx.tx)) + 1;
  const file = achFile({
    originator,
    entries: items.map((i) => ({
      payoutId: i.id,
      name: i.holder,
      routing: i.routing.routingNumber ?? '',
      account: i.account,
      accountType: i.accountType ?? 'checking',
      amountMinor: i.amountMinor,
    })),
    effectiveDate: nextBankDay(ctx.now),
    createdAt: ctx.now,
    fileIdModifier: 'A',
    entryDescription: 'PAYOUT',
    traceStart,
  });
  const fileId = await saveFile(ctx, {
    rail: 'ach',
    fileName: file.fileName,
    contentType: 'text/plain; charset=us-ascii',
    content: file.text,
    payouts: items.length,
    totalMinor: file.totalMinor,
  });
  const traceOf = new Map(file.entries.map((e) => [e.payoutId, e.traceNumber]));
  const ids = items.map((i) => i.id);
  await markFiled(
    ctx.tx,
    fileId,
    ids,
    ids.map((id) => traceOf.get(id) ?? null),
    ctx.now,
  );
}

/** The run's SEPA credit transfer file: euro-area accounts in EUR. */
export async function writeSepaFile(ctx: TFileContext): Promise<void> {
  const items = await bankedItems(ctx, 'sepa');
  const debtor = ctx.settings.sepa;
  if (items.length === 0 || !debtor) {
    return;
  }
  const file = sepaCreditTransferFile({
    // the run's id, in the characters a SEPA message id takes
    messageId: ctx.run.id.replace(/_/g, '-'),
    createdAt: ctx.now,
    executionDate: nextBankDay(ctx.now),
    debtor,
    transfers: items.map((i) => ({
      payoutId: i.id,
      name: i.holder,
      iban: i.account,
      bic: i.routing.bic,
      amountMinor: i.amountMinor,
      remittance: `Affiliate Atlas commission payout ${i.id}`,
    })),
  });
  const fileId = await saveFile(ctx, {
    rail: 'sepa',
    fileName: file.fileName,
    contentType: 'application/xml',
    content: file.xml,
    payouts: items.length,
    totalMinor: file.totalMinor,
  });
  await markFiled(
    ctx.tx,
    fileId,
    items.map((i) => i.id),
    items.map(() => null),
    ctx.now,
  );
}
