import type {
  TAssociateStatus,
  TPublisherBankStatus,
  TPublisherReviewStatus,
  TTrackingTags,
} from '@atlas/shared';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { rowsAfter } from '../../db/keyset';
import {
  operators,
  publisherBankAccounts,
  publisherProfiles,
  publisherTaxForms,
  users,
} from '../../db/schema';
import { containing } from '../../platform/like';

const publisherColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  status: users.status,
  profile: users.profile,
  profileCompletedAt: users.profileCompletedAt,
  createdAt: users.createdAt,
  reviewStatus: publisherProfiles.reviewStatus,
  reviewReason: publisherProfiles.reviewReason,
  reviewedAt: publisherProfiles.reviewedAt,
  submittedAt: publisherProfiles.submittedAt,
  trackingTags: publisherProfiles.trackingTags,
  onboardingCompletedAt: publisherProfiles.onboardingCompletedAt,
  updatedAt: publisherProfiles.updatedAt,
  associateStatus: publisherProfiles.associateStatus,
};

const publishers = (db: TQueryable) =>
  db
    .select(publisherColumns)
    .from(publisherProfiles)
    .innerJoin(users, eq(users.id, publisherProfiles.userId));

/** The console's view adds where the tax form and the bank account stand. */
const publishersForReview = (db: TQueryable) =>
  db
    .select({
      ...publisherColumns,
      taxForm: publisherTaxForms.form,
      taxPdfStorageKey: publisherTaxForms.pdfStorageKey,
      bank: publisherBankAccounts,
      operatorNote: publisherProfiles.operatorNote,
      operatorNoteAt: publisherProfiles.operatorNoteAt,
      operatorNoteBy: operators.email,
    })
    .from(publisherProfiles)
    .innerJoin(users, eq(users.id, publisherProfiles.userId))
    .leftJoin(publisherTaxForms, eq(publisherTaxForms.userId, publisherProfiles.userId))
    .leftJoin(publisherBankAccounts, eq(publisherBankAccounts.userId, publisherProfiles.userId))
    .leftJoin(operators, eq(operators.id, publisherProfiles.operatorNoteBy));

export async function findPublisher(db: TQueryable, userId: string) {
  const [row] = await publishers(db).where(eq(publisherProfiles.userId, userId)).limit(1);
  return row;
}
export type TPublisherRow = NonNullable<Awaited<ReturnType<typeof findPublisher>>>;

/** Only the review state: what the catalogue's approval gate reads on each call. */
export async function findReviewState(db: TQueryable, userId: string) {
  const [row] = await db
    .select({ status: publisherProfiles.reviewStatus, reason: publisherProfiles.reviewReason })
    .from(publisherProfiles)
    .where(eq(publisherProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The publisher's own profile: what it promotes lives in `users.profile`, the time and, for a
 * rejected profile, the way back to review in `publisher_profiles` (the reason is cleared then).
 */
export async function savePublisherProfile(
  db: TQueryable,
  userId: string,
  profile: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ profile, profileCompletedAt: sql`coalesce(${users.profileCompletedAt}, ${now})` })
    .where(eq(users.id, userId));
  await db
    .update(publisherProfiles)
    .set({
      updatedAt: now,
      reviewStatus: sql`case when ${publisherProfiles.reviewStatus} = 'rejected' then 'pending' else ${publisherProfiles.reviewStatus} end`,
      submittedAt: sql`case when ${publisherProfiles.reviewStatus} = 'rejected' then ${now} else ${publisherProfiles.submittedAt} end`,
      reviewReason: sql`case when ${publisherProfiles.reviewStatus} = 'rejected' then null else ${publisherProfiles.reviewReason} end`,
    })
    .where(eq(publisherProfiles.userId, userId));
}

export async function saveTrackingTags(db: TQueryable, userId: string, tags: TTrackingTags, now: Date) {
  await db
    .update(publisherProfiles)
    .set({ trackingTags: tags, updatedAt: now })
    .where(eq(publisherProfiles.userId, userId));
}

export type TPublisherFilter = {
  reviewStatus?: TPublisherReviewStatus;
  associateStatus?: TAssociateStatus;
  bankStatus?: TPublisherBankStatus;
  search?: string;
};

/** `missing` is a publisher without a bank account row; the queries using it left-join that table. */
function bankWhere(status: TPublisherBankStatus | undefined): SQL | undefined {
  if (!status) {
    return undefined;
  }
  return status === 'missing'
    ? isNull(publisherBankAccounts.userId)
    : eq(publisherBankAccounts.status, status);
}

function publisherWhere(filter: TPublisherFilter): SQL | undefined {
  const search = filter.search ? containing(filter.search) : undefined;
  return and(
    filter.reviewStatus ? eq(publisherProfiles.reviewStatus, filter.reviewStatus) : undefined,
    // the review queue waits for the activation: an unconfirmed sign-up is listed in "All" only
    filter.reviewStatus === 'pending' ? ne(users.status, 'pending') : undefined,
    filter.associateStatus ? eq(publisherProfiles.associateStatus, filter.associateStatus) : undefined,
    bankWhere(filter.bankStatus),
    search ? or(ilike(users.name, search), ilike(users.email, search)) : undefined,
  );
}

export type TPublisherReviewRow = Awaited<ReturnType<typeof listPublishers>>[number];

/** The console's publisher list: the longest-waiting first within a status, else the newest. */
export async function listPublishers(
  db: TQueryable,
  filter: TPublisherFilter,
  page: { limit: number; offset: number },
) {
  // A review queue (profiles or bank details) runs longest-waiting first.
  const order =
    filter.bankStatus === 'pending'
      ? [asc(publisherBankAccounts.submittedAt), asc(users.id)]
      : filter.reviewStatus === 'pending'
        ? [asc(publisherProfiles.submittedAt), asc(users.id)]
        : [desc(users.createdAt), asc(users.id)];
  return publishersForReview(db)
    .where(publisherWhere(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPublishers(db: TQueryable, filter: TPublisherFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(publisherProfiles)
    .innerJoin(users, eq(users.id, publisherProfiles.userId))
    .leftJoin(publisherBankAccounts, eq(publisherBankAccounts.userId, publisherProfiles.userId))
    .where(publisherWhere(filter));
  // Stryker disable next-line OptionalChaining,LogicalOperator: a count always answers one row
  return row?.value ?? 0;
}

/** Per review state: `value` as the list filters it (the queue without unactivated sign-ups), `all` every one. */
export async function countPublishersByReviewStatus(
  db: TQueryable,
): Promise<{ reviewStatus: TPublisherReviewStatus; value: number; all: number }[]> {
  return db
    .select({
      reviewStatus: publisherProfiles.reviewStatus,
      value: sql<number>`(count(*) filter (where ${publisherProfiles.reviewStatus} <> 'pending' or ${users.status} <> 'pending'))::int`,
      all: count(),
    })
    .from(publisherProfiles)
    .innerJoin(users, eq(users.id, publisherProfiles.userId))
    .groupBy(publisherProfiles.reviewStatus);
}

/** An operator's decision; answers nothing when the publisher was already in that state. */
export async function setPublisherReview(
  db: TQueryable,
  userId: string,
  review: { status: 'approved' | 'rejected'; reason: string | null; operatorId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(publisherProfiles)
    .set({
      reviewStatus: review.status,
      reviewReason: review.reason,
      reviewedAt: review.now,
      reviewedBy: review.operatorId,
    })
    .where(
      and(eq(publisherProfiles.userId, userId), sql`${publisherProfiles.reviewStatus} <> ${review.status}`),
    )
    .returning({ userId: publisherProfiles.userId });
  return rows.length > 0;
}

/**
 * What the operators set on a publisher, as the audit log keeps it before and after a write:
 * the review, the bank account's review, the associate standing and the note.
 */
export async function findPublisherStanding(db: TQueryable, userId: string) {
  const [row] = await db
    .select({
      accountStatus: users.status,
      reviewStatus: publisherProfiles.reviewStatus,
      reviewReason: publisherProfiles.reviewReason,
      bankStatus: publisherBankAccounts.status,
      bankReason: publisherBankAccounts.reviewReason,
      associateStatus: publisherProfiles.associateStatus,
      operatorNote: publisherProfiles.operatorNote,
    })
    .from(publisherProfiles)
    .innerJoin(users, eq(users.id, publisherProfiles.userId))
    .leftJoin(publisherBankAccounts, eq(publisherBankAccounts.userId, publisherProfiles.userId))
    .where(eq(publisherProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The console's picker: a name or e-mail fragment, or the exact id; at most `limit`, by name. */
export async function searchPublishers(db: TQueryable, keyword: string, limit: number) {
  const pattern = containing(keyword);
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      reviewStatus: publisherProfiles.reviewStatus,
      associateStatus: publisherProfiles.associateStatus,
    })
    .from(publisherProfiles)
    .innerJoin(users, eq(users.id, publisherProfiles.userId))
    .where(or(eq(users.id, keyword), ilike(users.name, pattern), ilike(users.email, pattern)))
    .orderBy(sql`${users.id} = ${keyword} desc`, asc(users.name), asc(users.id))
    .limit(limit);
}

/** PUT publisher/associate: answers whether the publisher is there. */
export async function setAssociateStatus(
  db: TQueryable,
  userId: string,
  status: TAssociateStatus,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(publisherProfiles)
    .set({ associateStatus: status, updatedAt: now })
    .where(eq(publisherProfiles.userId, userId))
    .returning({ userId: publisherProfiles.userId });
  return rows.length > 0;
}

/** PUT publisher/note: null clears the note and who wrote it. */
export async function setOperatorNote(
  db: TQueryable,
  userId: string,
  note: { text: string | null; operatorId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(publisherProfiles)
    .set({
      operatorNote: note.text,
      operatorNoteAt: note.text === null ? null : note.now,
      operatorNoteBy: note.text === null ? null : note.operatorId,
    })
    .where(eq(publisherProfiles.userId, userId))
    .returning({ userId: publisherProfiles.userId });
  return rows.length > 0;
}

/** The associate standing and the note as the console shows them (the writer by e-mail). */
export async function findPublisherConsoleState(db: TQueryable, userId: string) {
  const [row] = await db
    .select({
      associateStatus: publisherProfiles.associateStatus,
      operatorNote: publisherProfiles.operatorNote,
      operatorNoteAt: publisherProfiles.operatorNoteAt,
      operatorNoteBy: operators.email,
    })
    .from(publisherProfiles)
    .leftJoin(operators, eq(operators.id, publisherProfiles.operatorNoteBy))
    .where(eq(publisherProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Only the associate standing: what an associate link or report upload checks. */
export async function findAssociateStatus(db: TQueryable, userId: string): Promise<TAssociateStatus | null> {
  const [row] = await db
    .select({ status: publisherProfiles.associateStatus })
    .from(publisherProfiles)
    .where(eq(publisherProfiles.userId, userId))
    .limit(1);
  return row?.status ?? null;
}

/** One page of the export: the list's filters, newest first, a stable order for paging. */
export async function publisherExportPage(
  db: TQueryable,
  filter: TPublisherFilter,
  page: { limit: number; afterId?: string },
) {
  // keyset on (created_at, id), newest first; the last row's time is read back by its id, exact
  const after = page.afterId
    ? rowsAfter([
        {
          column: users.createdAt,
          desc: true,
          value: sql`(select created_at from users where id = ${page.afterId})`,
        },
        { column: users.id, desc: true, value: page.afterId },
      ])
    : undefined;
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      accountStatus: users.status,
      reviewStatus: publisherProfiles.reviewStatus,
      reviewReason: publisherProfiles.reviewReason,
      bankStatus: publisherBankAccounts.status,
      associateStatus: publisherProfiles.associateStatus,
      trackingTags: publisherProfiles.trackingTags,
      operatorNote: publisherProfiles.operatorNote,
      createdAt: users.createdAt,
      reviewedAt: publisherProfiles.reviewedAt,
    })
    .from(publisherProfiles)
    .innerJoin(users, eq(users.id, publisherProfiles.userId))
    .leftJoin(publisherBankAccounts, eq(publisherBankAccounts.userId, publisherProfiles.userId))
    .where(and(publisherWhere(filter), after))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit);
}
