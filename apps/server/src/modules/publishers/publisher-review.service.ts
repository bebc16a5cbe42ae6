import {
  ErrorCode,
  publisherReviewStatuses,
  type TPublisherCount,
  type TPublisherListItem,
  type TPublisherPage,
  type TPublisherReviewAnswer,
  type TReviewPublisherRequest,
  type ZPublisherListQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TOperatorActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { findBankAccount, setBankReview } from './bank-accounts.repository';
import { toPublisherBank } from './publisher-bank.service';
import { publisherNoteOf } from './publisher-console.service';
import { publisherBankReviewMail, publisherReviewMail } from './publisher-emails';
import { profileFields } from './publisher-profile.service';
import {
  countPublishers,
  countPublishersByReviewStatus,
  findPublisher,
  listPublishers,
  setPublisherReview,
  type TPublisherReviewRow,
} from './publishers.repository';

// The operator's review of publishers (spec 7.15): the queue, the counts, the decision and the
// e-mail that tells the publisher (docs/domain.md, "Publisher review").

function toListItem(row: TPublisherReviewRow): TPublisherListItem {
  const { trackingTags: _tags, ...detail } = profileFields(row);
  return {
    ...detail,
    id: row.userId,
    accountStatus: row.status,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt.toISOString(),
    taxForm: row.taxForm,
    taxPdfUploaded: row.taxPdfStorageKey !== null,
    bank: toPublisherBank(row.bank ?? undefined),
    associateStatus: row.associateStatus,
    note: publisherNoteOf(row),
  };
}

/** GET publisher/list: the pending queue runs longest-waiting first. */
export async function listPublishersForReview(
  deps: TDeps,
  query: z.output<typeof ZPublisherListQuerySchema>,
): Promise<TPublisherPage> {
  const filter = {
    reviewStatus: query.reviewStatus,
    associateStatus: query.associateStatus,
    bankStatus: query.bankStatus,
    search: query.search || undefined,
  };
  const [rows, total] = await Promise.all([
    listPublishers(deps.db, filter, pageWindow(query)),
    countPublishers(deps.db, filter),
  ]);
  return { items: rows.map(toListItem), total, page: query.page, pageSize: query.pageSize };
}

/** GET publisher/count */
export async function countPublishersForReview(deps: TDeps): Promise<TPublisherCount> {
  const counts = Object.fromEntries(publisherReviewStatuses.map((s) => [s, 0])) as Record<
    (typeof publisherReviewStatuses)[number],
    number
  >;
  let total = 0;
  for (const { reviewStatus, value, all } of await countPublishersByReviewStatus(deps.db)) {
    counts[reviewStatus] = value;
    total += all;
  }
  return { total, ...counts };
}

type TReviewed = NonNullable<Awaited<ReturnType<typeof findPublisher>>>;
type TReview = { status: 'approved' | 'rejected'; reason: string | null; operatorId: string; now: Date };

/** What a decision is on: how it is written, how it is refused twice, how it is told. */
type TSubject = {
  already: string;
  write: (db: TDeps['db'], userId: string, review: TReview) => Promise<boolean>;
  mail: typeof publisherReviewMail;
};

/**
 * Writes the decision, refusing the same one twice (so a double click e-mails once), and tells
 * the publisher; a rejection keeps its reason, an approval none.
 */
async function decide(
  deps: TDeps,
  actor: TOperatorActor,
  publisher: TReviewed,
  input: TReviewPublisherRequest,
  subject: TSubject,
): Promise<TPublisherReviewAnswer> {
  const reason = input.status === 'rejected' ? (input.reason ?? null) : null;
  const now = deps.now();
  const review = { status: input.status, reason, operatorId: actor.operatorId, now };
  if (!(await subject.write(deps.db, publisher.userId, review))) {
    throw new AppError(ErrorCode.conflict, `${subject.already} ${input.status}`);
  }
  // A publisher approved and then rejected must lose the catalogue at once (require-approval.ts).
  await deps.accessCache.forget();
  await deps.mailer.send(subject.mail(deps, publisher, input.status, reason));
  return {
    publisherId: publisher.userId,
    review: { status: input.status, reason, reviewedAt: now.toISOString() },
  };
}

/**
 * PUT publisher/review: approves, or rejects with the reason the publisher reads (a rejected
 * publisher fixes its profile and goes back to the queue). An unactivated sign-up waits.
 */
export async function reviewPublisher(
  deps: TDeps,
  actor: TOperatorActor,
  input: TReviewPublisherRequest,
): Promise<TPublisherReviewAnswer> {
  const publisher = await findPublisher(deps.db, input.publisherId);
  if (!publisher) {
    throw notFound('Publisher');
  }
  if (publisher.status === 'pending') {
    throw new AppError(
      ErrorCode.conflict,
      'This publisher has not activated the account yet: the review opens once the e-mail address is confirmed',
    );
  }
  return decide(deps, actor, publisher, input, {
    already: 'This publisher is already',
    write: setPublisherReview,
    mail: publisherReviewMail,
  });
}

/**
 * PUT publisher/bank/review: the bank account as it stands now is approved, or rejected with the
 * reason the publisher reads; a changed account comes back to review by itself.
 */
export async function reviewPublisherBank(
  deps: TDeps,
  actor: TOperatorActor,
  input: TReviewPublisherRequest,
): Promise<TPublisherReviewAnswer> {
  const [publisher, account] = await Promise.all([
    findPublisher(deps.db, input.publisherId),
    findBankAccount(deps.db, input.publisherId),
  ]);
  if (!publisher || !account) {
    throw notFound('Bank details');
  }
  return decide(deps, actor, publisher, input, {
    already: 'These bank details are already',
    write: setBankReview,
    mail: publisherBankReviewMail,
  });
}
