import type { TPayoutPapers } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { publisherBankAccounts, publisherTaxForms } from '../../db/schema';

/** What a payout needs on file: the bank account's review, the tax form and its signed PDF. */
export async function findPayoutPapers(db: TQueryable, publisherId: string): Promise<TPayoutPapers> {
  const [bank] = await db
    .select({ status: publisherBankAccounts.status })
    .from(publisherBankAccounts)
    .where(eq(publisherBankAccounts.userId, publisherId))
    .limit(1);
  const [tax] = await db
    .select({ pdfUploadedAt: publisherTaxForms.pdfUploadedAt })
    .from(publisherTaxForms)
    .where(eq(publisherTaxForms.userId, publisherId))
    .limit(1);
  return { bank: bank?.status ?? null, taxForm: Boolean(tax), taxPdf: Boolean(tax?.pdfUploadedAt) };
}
