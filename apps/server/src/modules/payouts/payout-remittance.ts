import type { TPayoutLine } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { markRemitted, payoutLines, unremittedItems } from './payout-history.repository';
import { payoutMoney } from './payout-money';

// The remittance advice (docs/domain.md "Publisher payouts: remittance"): one e-mail per payout of
// an approved run, saying how much, how it is paid and which months and sellers it pays. Written
// once per payout (`remitted_at`), in batches, so a run of 100,000 publishers does not hold one
// request, and a crash half way resumes where it stopped.

const batchSize = 500;

const railWords = {
  ach: 'by ACH bank transfer to',
  sepa: 'by SEPA bank transfer to',
  paypal: 'by PayPal to',
} as const;

function lineText(line: TPayoutLine, currency: string): string {
  const what =
    line.kind === 'reversed'
      ? (line.note ?? 'An earlier payout that failed')
      : `${line.month ?? ''} commission from ${line.sellerName ?? 'a seller'}`;
  return `  ${what}: ${payoutMoney(line.amountMinor, currency)}`;
}

export function remittanceText(
  item: {
    id: string;
    amountMinor: number;
    currency: string;
    rail: keyof typeof railWords;
    destination: string;
    countryCode: string;
  },
  name: string,
  lines: TPayoutLine[],
): string {
  return [
    `Hello ${name},`,
    '',
    `We have paid you ${payoutMoney(item.amountMinor, item.currency)} ${railWords[item.rail]} ${item.destination}, for your commission on the ${item.countryCode} marketplace.`,
    '',
    'This payout pays:',
    ...lines.map((l) => lineText(l, item.currency)),
    '',
    `Payout reference: ${item.id}. Bank transfers arrive in 1 to 3 business days; your Payouts page shows each payout and its status.`,
    '',
    'Affiliate Atlas',
  ].join('\n');
}

/** Queues the e-mail of every payout of the run that has none yet; answers how many. */
export async function sendRemittances(deps: TDeps, runId: string): Promise<number> {
  let sent = 0;
  for (;;) {
    const rows = await unremittedItems(deps.db, runId, batchSize);
    if (rows.length === 0) {
      return sent;
    }
    const lines = await payoutLines(
      deps.db,
      rows.map((r) => r.item.id),
    );
    for (const { item, name, email } of rows) {
      await deps.mailer.send({
        to: email,
        subject: `Payout of ${payoutMoney(item.amountMinor, item.currency)} from Affiliate Atlas`,
        text: remittanceText(item, name, lines.get(item.id) ?? []),
        kind: 'payout-remittance',
      });
    }
    await markRemitted(
      deps.db,
      rows.map((r) => r.item.id),
      deps.now(),
    );
    sent += rows.length;
  }
}
