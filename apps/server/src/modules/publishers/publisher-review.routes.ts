import { publisherReviewCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { publisherAudit } from './publisher-audit';
import {
  countPublishersForReview,
  listPublishersForReview,
  reviewPublisher,
  reviewPublisherBank,
} from './publisher-review.service';

export const publisherReviewRoutes = [
  // GET publisher/list: publishers by review status and name or e-mail, for the console
  defineRoute(calls.listPublishers, {
    handler: ({ deps, query }) => listPublishersForReview(deps, query),
  }),
  // GET publisher/count: publishers in all and per review status
  defineRoute(calls.countPublishers, { handler: ({ deps }) => countPublishersForReview(deps) }),
  // PUT publisher/review: approve a publisher, or reject it with the reason it reads
  defineRoute(calls.reviewPublisher, {
    audit: publisherAudit,
    handler: ({ deps, actor, body }) => reviewPublisher(deps, actor, body),
  }),
  // PUT publisher/bank/review: approve a publisher's bank account, or reject it with a reason
  defineRoute(calls.reviewPublisherBank, {
    audit: publisherAudit,
    handler: ({ deps, actor, body }) => reviewPublisherBank(deps, actor, body),
  }),
];
