import { auditOutcomes, conversionKinds } from '@atlas/shared';
import { date, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { operators } from './auth';

// The operator console's own records (docs/domain.md, "Operator console").

/**
 * Every operator write (platform/audit.ts): who, when, which call on which record, the record
 * before and after, and how it ended. Written `started` before the write runs and finished
 * after, so a write a crash interrupted still leaves its row. The operator's e-mail is copied
 * in so the entry reads the same after the operator is renamed.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: text('id').primaryKey(),
    operatorId: text('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    operatorEmail: text('operator_email').notNull(),
    /** The call, as `METHOD path` of the spec (`PUT publisher/review`). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** The request's input, with secrets (passwords, tokens) replaced by a mark. */
    input: jsonb('input').$type<Record<string, unknown>>(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    outcome: text('outcome', { enum: auditOutcomes }).notNull().default('started'),
    /** The error's code and message when the write failed. */
    error: text('error'),
    requestId: text('request_id'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('operator_audit', t.outcome, auditOutcomes),
    // the console's log, newest first, and its filters by operator and by record
    index('operator_audit_at_idx').on(t.at),
    index('operator_audit_operator_idx').on(t.operatorId, t.at),
    index('operator_audit_target_idx').on(t.targetType, t.targetId, t.at),
  ],
);

/**
 * The operators' note on one commission report record: a conversion, kept by its natural key
 * (link, day, ASIN, kind) so the note survives the attribution import writing that day again.
 */
export const commissionReportNotes = pgTable(
  'commission_report_notes',
  {
    linkId: text('link_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    asin: text('asin').notNull(),
    kind: text('kind', { enum: conversionKinds }).notNull(),
    note: text('note').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => operators.id, { onDelete: 'set null' }),
  },
  (t) => [
    oneOf('commission_report_notes', t.kind, conversionKinds),
    primaryKey({ columns: [t.linkId, t.day, t.asin, t.kind] }),
  ],
);
