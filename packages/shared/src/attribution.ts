import { z } from 'zod';
import { countryCodes } from './marketplaces';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { attributionRunStatuses } from './report-enums';
import { reportDayCount, ZReportDay } from './report-query';

// The operator's side of the attribution import (docs/domain.md "Conversions (issue 10)"): run
// a marketplace's days again, and watch the runs.

/** The most days one "run now" queues: a month of the marketplace's attribution restatements. */
export const maxAttributionRunDays = 31;

/** POST attribution/run: import these marketplace days again (each day is one run). */
export const ZAttributionRunRequestSchema = z
  .object({
    countryCode: z.enum(countryCodes, { message: 'Choose US, CA, FR, DE or UK' }),
    startDate: ZReportDay,
    endDate: ZReportDay,
  })
  .superRefine((value, ctx) => {
    const days = reportDayCount(value.startDate, value.endDate);
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is before the start date' });
    } else if (days > maxAttributionRunDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `Run at most ${maxAttributionRunDays} days at once`,
      });
    }
  });
export type TAttributionRunRequest = z.input<typeof ZAttributionRunRequestSchema>;

/** One import of one marketplace day, as the console lists it. */
export const ZAttributionRunSchema = z.object({
  id: z.string(),
  countryCode: z.enum(countryCodes),
  day: z.string(),
  status: z.enum(attributionRunStatuses),
  /** 'schedule', or the operator who asked. */
  requestedBy: z.string(),
  /** Links asked about, and conversion rows written. */
  links: z.number().int(),
  conversions: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TAttributionRun = z.infer<typeof ZAttributionRunSchema>;

/** What "run now" queued: one run per day, in day order. */
export const ZAttributionRunAnswerSchema = z.object({ runs: z.array(ZAttributionRunSchema) });
export type TAttributionRunAnswer = z.infer<typeof ZAttributionRunAnswerSchema>;

/** GET attribution/runs: newest first, optionally one marketplace or one status. */
export const ZAttributionRunListQuerySchema = z.object({
  countryCode: z.enum(countryCodes, { message: 'Choose US, CA, FR, DE or UK' }).optional(),
  status: z.enum(attributionRunStatuses, { message: 'Choose running, done or failed' }).optional(),
  ...ZPageQueryShape,
});
export type TAttributionRunListQuery = z.input<typeof ZAttributionRunListQuerySchema>;

export const ZAttributionRunPageSchema = pageSchemaOf(ZAttributionRunSchema);
export type TAttributionRunPage = z.infer<typeof ZAttributionRunPageSchema>;
