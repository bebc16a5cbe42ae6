import { defineCall } from '../call';
import { ZFileAnswerSchema } from '../file-answer';
import {
  ZConfirmStatementSchema,
  ZPublisherBillingAggQuerySchema,
  ZPublisherBillingAggSchema,
  ZPublisherBillingDetailSchema,
  ZPublisherBillingIdParamsSchema,
  ZPublisherBillingIdQuerySchema,
  ZPublisherBillingListQuerySchema,
  ZPublisherBillingPageSchema,
  ZPublisherBillingRowSchema,
  ZPublisherStatementSchema,
  ZRejectStatementSchema,
  ZStatementQueuePageSchema,
  ZStatementQueueQuerySchema,
  ZStatementQueueRowSchema,
  ZSubmitStatementPaymentSchema,
} from '../publisher-billings';

// Spec 7.8 (publisher finance): the monthly statements, and the console's confirmation of the
// payment references publishers submit (ours: the spec shows no operator call for it).
const publisher = ['publisher'] as const;
const user = 'user' as const;

export const publisherBillingCalls = {
  // GET finance/publisher/billings/list
  listPublisherBillings: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/publisher/billings/list',
    roles: publisher,
    summary: 'My monthly statements, newest month first (marketplace, status incl. overdue)',
    query: ZPublisherBillingListQuerySchema,
    response: ZPublisherBillingPageSchema,
  }),
  // GET finance/publisher/billings/agg
  getPublisherBillingAgg: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/publisher/billings/agg',
    roles: publisher,
    summary: 'My statements per currency: unpaid, overdue, processing and paid totals and counts',
    query: ZPublisherBillingAggQuerySchema,
    response: ZPublisherBillingAggSchema,
  }),
  // GET finance/publisher/billings/detail
  getPublisherBilling: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/publisher/billings/detail',
    roles: publisher,
    summary: 'A statement with the confirmed campaigns it charges',
    query: ZPublisherBillingIdQuerySchema,
    response: ZPublisherBillingDetailSchema,
  }),
  // GET finance/publisher/billings/invoice: the statement invoice (spec 3)
  getPublisherBillingInvoice: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/publisher/billings/invoice',
    roles: publisher,
    summary: "A statement's invoice data: number, date, marketplace, amounts, my bank, the company",
    query: ZPublisherBillingIdQuerySchema,
    response: ZPublisherStatementSchema,
  }),
  // GET finance/publisher/billings/statement: the Statement PDF screen's call (same answer as invoice)
  getPublisherStatement: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/publisher/billings/statement',
    roles: publisher,
    summary: 'The Statement PDF screen: the statement invoice data, as /invoice answers it',
    query: ZPublisherBillingIdQuerySchema,
    response: ZPublisherStatementSchema,
  }),
  // GET finance/publisher/billings/downloadInvoice: the statement's PDF in the envelope (spec 7.1)
  downloadPublisherBillingInvoice: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/publisher/billings/downloadInvoice',
    roles: publisher,
    summary: 'A statement as a PDF file, base64 in the envelope',
    query: ZPublisherBillingIdQuerySchema,
    response: ZFileAnswerSchema,
  }),
  // POST finance/publisher/billings/submit
  submitPublisherBilling: defineCall({
    api: user,
    method: 'POST',
    path: 'finance/publisher/billings/submit',
    roles: publisher,
    summary: 'Say how an unpaid statement was paid and its reference: it is processing until confirmed',
    body: ZSubmitStatementPaymentSchema,
    response: ZPublisherBillingRowSchema,
  }),
  // EXPORT finance/publisher/billings/detail/export: CSV
  exportPublisherBillingDetail: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/publisher/billings/detail/export',
    roles: publisher,
    summary: "A statement's campaigns as CSV",
    query: ZPublisherBillingIdQuerySchema,
    download: true,
  }),
};

export const statementReviewCalls = {
  // GET finance/publisher/statements: submitted references (processing) first of all
  listStatements: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'finance/publisher/statements',
    roles: ['operator'],
    summary:
      "Publishers' statements by status (processing by default: references to confirm), oldest submitted first",
    query: ZStatementQueueQuerySchema,
    response: ZStatementQueuePageSchema,
  }),
  // POST finance/publisher/statements/{billingId}/confirm
  confirmStatement: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'finance/publisher/statements/{billingId}/confirm',
    roles: ['operator'],
    summary: "Confirm a processing statement's payment: it is paid",
    params: ZPublisherBillingIdParamsSchema,
    body: ZConfirmStatementSchema,
    response: ZStatementQueueRowSchema,
  }),
  // POST finance/publisher/statements/{billingId}/reject
  rejectStatement: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'finance/publisher/statements/{billingId}/reject',
    roles: ['operator'],
    summary: "Reject a processing statement's reference with a reason: unpaid again, the publisher e-mailed",
    params: ZPublisherBillingIdParamsSchema,
    body: ZRejectStatementSchema,
    response: ZStatementQueueRowSchema,
  }),
};
