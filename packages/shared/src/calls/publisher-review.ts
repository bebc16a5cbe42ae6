import { defineCall } from '../call';
import {
  ZPublisherCountSchema,
  ZPublisherListQuerySchema,
  ZPublisherPageSchema,
  ZPublisherReviewAnswerSchema,
  ZReviewPublisherRequestSchema,
} from '../publisher-review';

export const publisherReviewCalls = {
  // GET publisher/list: publishers by review status and name or e-mail, for the console
  listPublishers: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'publisher/list',
    roles: ['operator'],
    summary: 'Publishers with their profiles and review, filtered and paged',
    query: ZPublisherListQuerySchema,
    response: ZPublisherPageSchema,
  }),
  // GET publisher/count: publishers in all and per review status
  countPublishers: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'publisher/count',
    roles: ['operator'],
    summary: 'How many publishers, in all and per review status',
    response: ZPublisherCountSchema,
  }),
  // PUT publisher/review: approve a publisher, or reject it with the reason it reads
  reviewPublisher: defineCall({
    api: 'admin',
    method: 'PUT',
    path: 'publisher/review',
    roles: ['operator'],
    summary: 'Approve a publisher, or reject it with a reason; the publisher is e-mailed',
    body: ZReviewPublisherRequestSchema,
    response: ZPublisherReviewAnswerSchema,
  }),
  // PUT publisher/bank/review: approve a publisher's bank account, or reject it with a reason
  reviewPublisherBank: defineCall({
    api: 'admin',
    method: 'PUT',
    path: 'publisher/bank/review',
    roles: ['operator'],
    summary: "Approve a publisher's bank account, or reject it with a reason; the publisher is e-mailed",
    body: ZReviewPublisherRequestSchema,
    response: ZPublisherReviewAnswerSchema,
  }),
};
