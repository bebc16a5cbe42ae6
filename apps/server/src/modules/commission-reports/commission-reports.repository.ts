import type { TCommissionReportFilter } from '@atlas/shared';
import { and, count, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql, sum } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/client';
import { rowsAfter } from '../../db/keyset';
import { commissionReportNotes, conversions, operators, users } from '../../db/schema';

// The console's commission reports read conversions on `conversions_day_key` (country_code,
// day, …): every query names one marketplace and a day range. The note joins on the row's key
// (link, day, ASIN, kind), so it outlives the import writing the day again.

export type TReportFilter = Omit<TCommissionReportFilter, 'hasNote'> & { hasNote?: boolean };

const sellers = alias(users, 'sellers');
const publishers = alias(users, 'publishers');

const noteJoin = and(
  eq(commissionReportNotes.linkId, conversions.linkId),
  eq(commissionReportNotes.day, conversions.day),
  eq(commissionReportNotes.asin, conversions.asin),
  eq(commissionReportNotes.kind, conversions.kind),
);

function reportWhere(filter: TReportFilter): SQL | undefined {
  return and(
    eq(conversions.countryCode, filter.countryCode),
    gte(conversions.day, filter.startDate),
    lte(conversions.day, filter.endDate),
    filter.sellerId ? eq(conversions.sellerId, filter.sellerId) : undefined,
    filter.publisherId ? eq(conversions.publisherId, filter.publisherId) : undefined,
    filter.asin ? eq(conversions.asin, filter.asin) : undefined,
    filter.kind ? eq(conversions.kind, filter.kind) : undefined,
    filter.hasNote === true ? isNotNull(commissionReportNotes.linkId) : undefined,
    filter.hasNote === false ? isNull(commissionReportNotes.linkId) : undefined,
  );
}

/**
 * A page of rows, newest day first, then id (newest first too): a stable order for paging. The
 * list pages by `offset`; the export by `after`, the previous page's last row (keyset).
 */
export async function commissionReportPage(
  db: TQueryable,
  filter: TReportFilter,
  page: { limit: number; offset?: number; after?: { day: string; id: string } },
) {
  const after = page.after
    ? rowsAfter([
        { column: conversions.day, desc: true, value: page.after.day },
        { column: conversions.id, desc: true, value: page.after.id },
      ])
    : undefined;
  return db
    .select({
      id: conversions.id,
      day: conversions.day,
      countryCode: conversions.countryCode,
      currency: conversions.currency,
      sellerId: conversions.sellerId,
      sellerName: sellers.name,
      publisherId: conversions.publisherId,
      publisherName: publishers.name,
      brandName: conversions.brandName,
      asin: conversions.asin,
      kind: conversions.kind,
      orders: conversions.orders,
      units: conversions.units,
      salesMinor: conversions.salesMinor,
      commissionBp: conversions.commissionBp,
      commissionMinor: conversions.commissionMinor,
      platformFeeMinor: conversions.platformFeeMinor,
      costMinor: conversions.costMinor,
      note: commissionReportNotes.note,
      noteUpdatedAt: commissionReportNotes.updatedAt,
      noteUpdatedBy: operators.email,
    })
    .from(conversions)
    .innerJoin(sellers, eq(sellers.id, conversions.sellerId))
    .innerJoin(publishers, eq(publishers.id, conversions.publisherId))
    .leftJoin(commissionReportNotes, noteJoin)
    .leftJoin(operators, eq(operators.id, commissionReportNotes.updatedBy))
    .where(and(reportWhere(filter), after))
    .orderBy(desc(conversions.day), desc(conversions.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}
export type TCommissionReportDbRow = Awaited<ReturnType<typeof commissionReportPage>>[number];

/** The filters' totals per kind (orders, returns), summed in the database as exact integers. */
export async function commissionReportTotals(db: TQueryable, filter: TReportFilter) {
  const total = (column: AnyPgColumn) => sql<string>`coalesce(${sum(column)}, 0)`;
  return db
    .select({
      kind: conversions.kind,
      rows: count(),
      orders: total(conversions.orders),
      units: total(conversions.units),
      salesMinor: total(conversions.salesMinor),
      commissionMinor: total(conversions.commissionMinor),
      platformFeeMinor: total(conversions.platformFeeMinor),
      costMinor: total(conversions.costMinor),
    })
    .from(conversions)
    .leftJoin(commissionReportNotes, noteJoin)
    .where(reportWhere(filter))
    .groupBy(conversions.kind);
}

export async function countCommissionReports(db: TQueryable, filter: TReportFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(conversions)
    .leftJoin(commissionReportNotes, noteJoin)
    .where(reportWhere(filter));
  // Stryker disable next-line OptionalChaining,LogicalOperator: a count always answers one row
  return row?.value ?? 0;
}

/** The key a conversion row's note is kept under. */
export async function findConversionKey(db: TQueryable, id: string) {
  const [row] = await db
    .select({
      linkId: conversions.linkId,
      day: conversions.day,
      asin: conversions.asin,
      kind: conversions.kind,
    })
    .from(conversions)
    .where(eq(conversions.id, id))
    .limit(1);
  return row ?? null;
}
export type TConversionKey = NonNullable<Awaited<ReturnType<typeof findConversionKey>>>;

const keyWhere = (key: TConversionKey) =>
  and(
    eq(commissionReportNotes.linkId, key.linkId),
    eq(commissionReportNotes.day, key.day),
    eq(commissionReportNotes.asin, key.asin),
    eq(commissionReportNotes.kind, key.kind),
  );

/** The note row of a key, with its writer's e-mail (the audit log's snapshot too). */
export async function findReportNote(db: TQueryable, key: TConversionKey) {
  const [row] = await db
    .select({
      linkId: commissionReportNotes.linkId,
      day: commissionReportNotes.day,
      asin: commissionReportNotes.asin,
      kind: commissionReportNotes.kind,
      note: commissionReportNotes.note,
      updatedAt: commissionReportNotes.updatedAt,
      updatedBy: operators.email,
    })
    .from(commissionReportNotes)
    .leftJoin(operators, eq(operators.id, commissionReportNotes.updatedBy))
    .where(keyWhere(key))
    .limit(1);
  return row ?? null;
}

export async function upsertReportNote(
  db: TQueryable,
  key: TConversionKey,
  note: { text: string; operatorId: string; now: Date },
): Promise<void> {
  await db
    .insert(commissionReportNotes)
    .values({ ...key, note: note.text, updatedAt: note.now, updatedBy: note.operatorId })
    .onConflictDoUpdate({
      target: [
        commissionReportNotes.linkId,
        commissionReportNotes.day,
        commissionReportNotes.asin,
        commissionReportNotes.kind,
      ],
      set: { note: note.text, updatedAt: note.now, updatedBy: note.operatorId },
    });
}

export async function deleteReportNote(db: TQueryable, key: TConversionKey): Promise<void> {
  await db.delete(commissionReportNotes).where(keyWhere(key));
}
