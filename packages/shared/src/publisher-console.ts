import { z } from 'zod';
import { exportPlatformField } from './export-platform';
import { publisherBankStatuses } from './publisher-bank';
import { associateStatuses, publisherReviewStatuses } from './roles';

// The console's own calls on publishers (spec 7.15): the picker's search, the associate
// standing, the operators' note and the export (docs/domain.md, "Operator console: publishers
// and commission reports (issue 13)").

export const maxOperatorNoteLength = 2000;

/** The list's and the export's filter on where the bank details stand (`pending`: waiting for review). */
export const ZBankStatusFilterSchema = z
  .enum(publisherBankStatuses, { error: 'Choose missing, pending, approved or rejected' })
  .optional();

/** GET publisher/search: a name, e-mail or id fragment; at most 20 publishers answer. */
export const ZPublisherSearchQuerySchema = z.object({
  keyword: z
    .string({ message: 'Type a name, e-mail or id' })
    .trim()
    .min(1, 'Type a name, e-mail or id')
    .max(100, 'Keep the search under 100 characters'),
});
export type TPublisherSearchQuery = z.input<typeof ZPublisherSearchQuerySchema>;

export const ZPublisherSearchItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  reviewStatus: z.enum(publisherReviewStatuses),
  associateStatus: z.enum(associateStatuses),
});
export type TPublisherSearchItem = z.infer<typeof ZPublisherSearchItemSchema>;
export const ZPublisherSearchResultSchema = z.object({ items: z.array(ZPublisherSearchItemSchema) });
export type TPublisherSearchResult = z.infer<typeof ZPublisherSearchResultSchema>;

const publisherIdField = z.string().trim().min(1, 'Name the publisher').max(64, 'Not a publisher id');

/** PUT publisher/associate */
export const ZPublisherAssociateRequestSchema = z.object({
  publisherId: publisherIdField,
  status: z.enum(associateStatuses, { error: 'Choose unverified, verified or blocked' }),
});
export type TPublisherAssociateRequest = z.input<typeof ZPublisherAssociateRequestSchema>;

/** The operators' note: its text, when and by whom (the operator's e-mail) it was last saved. */
export const ZOperatorNoteSchema = z.object({
  text: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type TOperatorNote = z.infer<typeof ZOperatorNoteSchema>;

/** A stored note as every answer carries it (publishers and commission report rows alike), or null. */
export function operatorNoteOf(stored: {
  text: string | null;
  at: Date | null;
  by: string | null;
}): TOperatorNote | null {
  if (stored.text === null || stored.at === null) {
    return null;
  }
  return { text: stored.text, updatedAt: stored.at.toISOString(), updatedBy: stored.by };
}

/** PUT publisher/note: trimmed; empty clears it. */
export const ZPublisherNoteRequestSchema = z.object({
  publisherId: publisherIdField,
  note: z
    .string({ error: 'Write the note (empty clears it)' })
    .trim()
    .max(maxOperatorNoteLength, `Keep the note under ${maxOperatorNoteLength} characters`),
});
export type TPublisherNoteRequest = z.input<typeof ZPublisherNoteRequestSchema>;

/** The answer of both writes: the publisher's standing as the console shows it now. */
export const ZPublisherStandingSchema = z.object({
  publisherId: z.string(),
  associateStatus: z.enum(associateStatuses),
  note: ZOperatorNoteSchema.nullable(),
});
export type TPublisherStanding = z.infer<typeof ZPublisherStandingSchema>;

/** EXPORT publisher/export: the list's filters; the figures are the publishers' own view. */
export const ZPublisherExportQuerySchema = z.object({
  platform: exportPlatformField('publisher'),
  reviewStatus: z.enum(publisherReviewStatuses, { error: 'Choose pending, approved or rejected' }).optional(),
  associateStatus: z.enum(associateStatuses, { error: 'Choose unverified, verified or blocked' }).optional(),
  bankStatus: ZBankStatusFilterSchema,
  search: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
});
export type TPublisherExportQuery = z.input<typeof ZPublisherExportQuerySchema>;
