import type { TAchReturnResult } from '@atlas/shared';
import { ErrorCode } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { failPayout, itemsByTraces, rejectBankAccount } from './payout-failures.repository';
import { parseAchReturns } from './rails/nacha-returns';

// The bank's ACH return file (docs/domain.md "Publisher payouts: failures"): each returned entry,
// found by its original trace number, fails its payout and gives its amount back to the balance.
// A return that says the account is wrong (closed, not found, invalid) also sends the publisher's
// bank account back to review, so the next run does not pay it there again. The whole file is one
// transaction; uploading it twice returns nothing twice.

export async function applyAchReturns(deps: TDeps, text: string): Promise<TAchReturnResult> {
  let returns: ReturnType<typeof parseAchReturns>;
  try {
    returns = parseAchReturns(text);
  } catch (error) {
    throw new AppError(
      ErrorCode.validation,
      error instanceof Error ? error.message : 'Not an ACH return file',
      {
        fields: [
          { path: 'text', message: error instanceof Error ? error.message : 'Not an ACH return file' },
        ],
      },
    );
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const items = await itemsByTraces(
      tx,
      returns.map((r) => r.originalTrace),
    );
    const byTrace = new Map(items.map((i) => [i.traceNumber, i]));
    const result: TAchReturnResult = { returned: 0, alreadyReturned: 0, unknownTraces: [] };
    for (const entry of returns) {
      const item = byTrace.get(entry.originalTrace);
      if (!item) {
        result.unknownTraces.push(entry.originalTrace);
        continue;
      }
      const reason = `Returned by the bank (${entry.returnCode}): ${entry.reason}`;
      if (!(await failPayout(tx, item.id, ['paid'], reason, now))) {
        result.alreadyReturned += 1;
        continue;
      }
      result.returned += 1;
      if (entry.accountClosed) {
        await rejectBankAccount(
          tx,
          item.publisherId,
          `A payout came back: ${entry.reason}. Check the account details.`,
          now,
        );
      }
    }
    return result;
  });
}
