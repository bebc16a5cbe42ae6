import { z } from 'zod';
import { countryCodes } from './marketplaces';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { ZPublisherBankSchema } from './publisher-bank';
import { ZBankStatusFilterSchema, ZOperatorNoteSchema } from './publisher-console';
import { ZPublisherProfileDetailSchema, ZPublisherReviewStateSchema } from './publisher-profile';
import { publisherTaxForms } from './publisher-tax';
import { accountStatuses, associateStatuses, publisherReviewStatuses } from './roles';

// The operator's side of publisher review (spec 7.15): the queue, the counts and the decision
// (docs/domain.md, "Publisher review").

/** GET publisher/list (operator): filtered by review status and name or e-mail, paged. */
export const ZPublisherListQuerySchema = z.object({
  reviewStatus: z.enum(publisherReviewStatuses, { error: 'Choose pending, approved or rejected' }).optional(),
  associateStatus: z.enum(associateStatuses, { error: 'Choose unverified, verified or blocked' }).optional(),
  bankStatus: ZBankStatusFilterSchema,
  search: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  ...ZPageQueryShape,
});
export type TPublisherListQuery = z.input<typeof ZPublisherListQuerySchema>;

export const ZPublisherListItemSchema = ZPublisherProfileDetailSchema.omit({
  trackingTags: true,
  tax: true,
}).extend({
  id: z.string(),
  accountStatus: z.enum(accountStatuses),
  createdAt: z.string(),
  submittedAt: z.string(),
  promotionCountry: z.enum(countryCodes).nullable(),
  /** The tax form saved, if any, and whether its signed PDF is in. */
  taxForm: z.enum(publisherTaxForms).nullable(),
  taxPdfUploaded: z.boolean(),
  /** The bank account as the publisher saved it (the number masked), for its review. */
  bank: ZPublisherBankSchema,
  /** The operator's associate standing (PUT publisher/associate). */
  associateStatus: z.enum(associateStatuses),
  /** The operators' note (PUT publisher/note), never shown to the publisher. */
  note: ZOperatorNoteSchema.nullable(),
});
export type TPublisherListItem = z.infer<typeof ZPublisherListItemSchema>;
export const ZPublisherPageSchema = pageSchemaOf(ZPublisherListItemSchema);
export type TPublisherPage = z.infer<typeof ZPublisherPageSchema>;

/** GET publisher/count (operator): how many publishers, and how many in each review state. */
export const ZPublisherCountSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type TPublisherCount = z.infer<typeof ZPublisherCountSchema>;

/** PUT publisher/review (operator): approve, or reject with the reason the publisher reads. */
export const ZReviewPublisherRequestSchema = z
  .object({
    publisherId: z.string().trim().min(1, 'Name the publisher').max(64, 'Not a publisher id'),
    status: z.enum(['approved', 'rejected'], { error: 'Approve or reject' }),
    reason: z.string().trim().max(1000, 'Keep the reason under 1000 characters').optional(),
  })
  .superRefine((review, ctx) => {
    if (review.status === 'rejected' && !review.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Say why, so the publisher knows what to fix',
      });
    }
  });
export type TReviewPublisherRequest = z.infer<typeof ZReviewPublisherRequestSchema>;

export const ZPublisherReviewAnswerSchema = z.object({
  publisherId: z.string(),
  review: ZPublisherReviewStateSchema,
});
export type TPublisherReviewAnswer = z.infer<typeof ZPublisherReviewAnswerSchema>;
