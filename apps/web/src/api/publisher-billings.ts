import {
  publisherBillingCalls as calls,
  statementReviewCalls,
  type TPublisherBillingListQuery,
  type TStatementQueueQuery,
  type TSubmitStatementPayment,
} from '@atlas/shared';
import { downloadCall } from './download';
import { callApi } from './http';

// Publisher statements (spec 7.8) and the console's confirmation of their payment references.
// The Billings page shows its failures itself; the Statement PDF screen leaves its fetch's
// failure to the general handling of spec 8.

const quiet = { keepPage: true, silent: true };

export const listPublisherBillings = (query: TPublisherBillingListQuery) =>
  callApi(calls.listPublisherBillings, { query }, quiet);

export const getPublisherBillingAgg = () => callApi(calls.getPublisherBillingAgg, { query: {} }, quiet);

export const getPublisherBilling = (billingId: string) =>
  callApi(calls.getPublisherBilling, { query: { billingId } }, quiet);

export const getPublisherStatement = (billingId: string) =>
  callApi(calls.getPublisherStatement, { query: { billingId } });

export const submitPublisherBilling = (body: TSubmitStatementPayment) =>
  callApi(calls.submitPublisherBilling, { body }, quiet);

export const downloadPublisherInvoice = (billingId: string) =>
  downloadCall(calls.downloadPublisherBillingInvoice, { query: { billingId } }, { silent: true });

export const exportPublisherBillingDetail = (billingId: string) =>
  downloadCall(calls.exportPublisherBillingDetail, { query: { billingId } }, { silent: true });

// ---- Operator console

export const listStatements = (query: TStatementQueueQuery) =>
  callApi(statementReviewCalls.listStatements, { query }, quiet);

export const confirmStatement = (billingId: string) =>
  callApi(statementReviewCalls.confirmStatement, { params: { billingId }, body: {} }, quiet);

export const rejectStatement = (billingId: string, reason: string) =>
  callApi(statementReviewCalls.rejectStatement, { params: { billingId }, body: { reason } }, quiet);
