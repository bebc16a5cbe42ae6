import { publisherReviewCalls, type TPublisherListQuery, type TReviewPublisherRequest } from '@atlas/shared';
import { callApi } from './http';

// The console's publisher review: the queue, the counts, the decisions

export const listPublishers = (query: TPublisherListQuery) =>
  callApi(publisherReviewCalls.listPublishers, { query });

export const countPublishers = () => callApi(publisherReviewCalls.countPublishers, {});

// The decision dialogs show a refusal inline, so they are silent
export const reviewPublisher = (body: TReviewPublisherRequest) =>
  callApi(publisherReviewCalls.reviewPublisher, { body }, { silent: true });

export const reviewPublisherBank = (body: TReviewPublisherRequest) =>
  callApi(publisherReviewCalls.reviewPublisherBank, { body }, { silent: true });
