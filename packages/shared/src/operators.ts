import { z } from 'zod';
import { ZEmailSchema, ZPasswordSchema } from './auth';
import { isCalendarDay, isServedDay, servedDaysMessage, specDayInput } from './calendar-day';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { operatorRoles } from './roles';

// The operator console's own screens (spec 7.15, docs/domain.md, "Operator console: users,
// roles, sessions and the audit log"): the operators, the audit log, and the summary.

const ZOperatorNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(120, 'Keep the name under 120 characters');
const ZOperatorRoleSchema = z.enum(operatorRoles, { error: 'Choose admin or support' });
const ZBooleanQuerySchema = z
  .enum(['true', 'false'], { error: 'Choose true or false' })
  .transform((value) => value === 'true');

/** GET users: operators by name or e-mail, role and enabled, paged. */
export const ZOperatorUserListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  role: ZOperatorRoleSchema.optional(),
  enabled: ZBooleanQuerySchema.optional(),
  ...ZPageQueryShape,
});
export type TOperatorUserListQuery = z.input<typeof ZOperatorUserListQuerySchema>;

export const ZOperatorUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: ZOperatorRoleSchema,
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type TOperatorUser = z.infer<typeof ZOperatorUserSchema>;
export const ZOperatorUserPageSchema = pageSchemaOf(ZOperatorUserSchema);
export type TOperatorUserPage = z.infer<typeof ZOperatorUserPageSchema>;

/** POST users: a new operator with its first password (told to nobody by e-mail). */
export const ZCreateOperatorUserSchema = z.object({
  email: ZEmailSchema,
  name: ZOperatorNameSchema,
  role: ZOperatorRoleSchema,
  password: ZPasswordSchema,
});
export type TCreateOperatorUser = z.input<typeof ZCreateOperatorUserSchema>;

/** PATCH users/{id}: name, role, and a new password (which signs the operator out everywhere). */
export const ZUpdateOperatorUserSchema = z.object({
  name: ZOperatorNameSchema.optional(),
  role: ZOperatorRoleSchema.optional(),
  password: ZPasswordSchema.optional(),
});
export type TUpdateOperatorUser = z.input<typeof ZUpdateOperatorUserSchema>;

export const ZOperatorUserParamsSchema = z.object({
  id: z.string().trim().min(1, 'Name the operator').max(64, 'Not an operator id'),
});

/** How an audit entry ended; `interrupted` is a `started` entry older than five minutes. */
export const auditDisplayOutcomes = ['started', 'done', 'failed', 'interrupted'] as const;
export type TAuditDisplayOutcome = (typeof auditDisplayOutcomes)[number];
/** A `started` entry is shown as interrupted once it is this old. */
export const auditInterruptedAfterMinutes = 5;
/** The longest date range the audit log is searched over. */
export const auditMaxRangeDays = 366;

const ZDaySchema = z.preprocess(
  specDayInput,
  z
    .string({ message: 'Use a date like 2026-01-31' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date like 2026-01-31', abort: true })
    .refine(isCalendarDay, { message: 'No such date', abort: true })
    .refine(isServedDay, servedDaysMessage),
);

/** GET audit/list: newest first, filtered, paged. Dates are UTC days, both ends included. */
export const ZAuditListQuerySchema = z
  .object({
    operatorId: z.string().trim().max(64, 'Not an operator id').optional(),
    targetType: z.string().trim().max(64, 'Not a target type').optional(),
    targetId: z.string().trim().max(128, 'Not a record id').optional(),
    action: z.string().trim().max(100, 'Keep the action under 100 characters').optional(),
    outcome: z
      .enum(auditDisplayOutcomes, { error: 'Choose started, done, failed or interrupted' })
      .optional(),
    from: ZDaySchema.optional(),
    to: ZDaySchema.optional(),
    ...ZPageQueryShape,
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to) {
      const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
      if (days < 0) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end comes before the start' });
      } else if (days >= auditMaxRangeDays) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `Search at most ${auditMaxRangeDays} days at once`,
        });
      }
    }
  });
export type TAuditListQuery = z.input<typeof ZAuditListQuerySchema>;

export const ZAuditEntrySchema = z.object({
  id: z.string(),
  operatorId: z.string().nullable(),
  operatorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  input: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  outcome: z.enum(auditDisplayOutcomes),
  error: z.string().nullable(),
  at: z.string(),
  finishedAt: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;
export const ZAuditPageSchema = pageSchemaOf(ZAuditEntrySchema);
export type TAuditPage = z.infer<typeof ZAuditPageSchema>;

/** GET audit/targets: the kinds of record the log names, for its filter. */
export const ZAuditTargetsSchema = z.object({ targetTypes: z.array(z.string()) });
export type TAuditTargets = z.infer<typeof ZAuditTargetsSchema>;

const ZCurrencyTotalSchema = z.object({
  currency: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
});
const ZLatestRunSchema = z.object({ status: z.string(), at: z.string() }).nullable();

/** GET console/summary: what waits for the operators, each number one indexed query. */
export const ZConsoleSummarySchema = z.object({
  publishersToReview: z.number().int(),
  banksToReview: z.number().int(),
  sellerBillingsUnpaid: z.array(ZCurrencyTotalSchema),
  sellerBillingsOverdue: z.array(ZCurrencyTotalSchema),
  transfersToConfirm: z.number().int(),
  statementsToConfirm: z.number().int(),
  unreadConversations: z.number().int(),
  latestAttributionRun: ZLatestRunSchema,
  latestMonthClose: ZLatestRunSchema,
});
export type TConsoleSummary = z.infer<typeof ZConsoleSummarySchema>;
