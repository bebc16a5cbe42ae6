import { eq } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { publisherTaxForms } from '../../db/schema';

export type TTaxFormRow = typeof publisherTaxForms.$inferSelect;
/** A form saved anew: the details, without a signed PDF yet. */
export type TTaxFormDetails = Omit<
  TTaxFormRow,
  'pdfStorageKey' | 'pdfFileName' | 'pdfSizeBytes' | 'pdfUploadedAt'
>;

export async function findTaxForm(db: TQueryable, userId: string): Promise<TTaxFormRow | undefined> {
  const [row] = await db
    .select()
    .from(publisherTaxForms)
    .where(eq(publisherTaxForms.userId, userId))
    .limit(1);
  return row;
}

/**
 * Saves the publisher's tax details in place of the last ones. The PDF signed for those is
 * dropped (answered so the caller can delete the file): new details need a newly signed form.
 */
export async function saveTaxForm(db: TQueryable, details: TTaxFormDetails): Promise<string | null> {
  const [before] = await db
    .select({ pdfStorageKey: publisherTaxForms.pdfStorageKey })
    .from(publisherTaxForms)
    .where(eq(publisherTaxForms.userId, details.userId))
    .for('update');
  const cleared = { pdfStorageKey: null, pdfFileName: null, pdfSizeBytes: null, pdfUploadedAt: null };
  await db
    .insert(publisherTaxForms)
    .values({ ...details, ...cleared })
    .onConflictDoUpdate({ target: publisherTaxForms.userId, set: { ...details, ...cleared } });
  return before?.pdfStorageKey ?? null;
}

/** Puts the signed PDF on the saved form; answers the key of the one it replaced, if any. */
export async function attachTaxPdf(
  db: TQueryable,
  userId: string,
  pdf: { storageKey: string; fileName: string; sizeBytes: number; uploadedAt: Date },
): Promise<{ replaced: string | null } | null> {
  const [before] = await db
    .select({ pdfStorageKey: publisherTaxForms.pdfStorageKey })
    .from(publisherTaxForms)
    .where(eq(publisherTaxForms.userId, userId))
    .for('update');
  // Stryker disable next-line ConditionalExpression,BlockStatement: the service finds the form first; this covers one removed between the two reads
  if (!before) {
    return null;
  }
  await db
    .update(publisherTaxForms)
    .set({
      pdfStorageKey: pdf.storageKey,
      pdfFileName: pdf.fileName,
      pdfSizeBytes: pdf.sizeBytes,
      pdfUploadedAt: pdf.uploadedAt,
    })
    .where(eq(publisherTaxForms.userId, userId));
  return { replaced: before.pdfStorageKey };
}
