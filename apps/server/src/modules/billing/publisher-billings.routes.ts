import { publisherBillingCalls as calls } from '@atlas/shared';
import { sendCsv } from '../../platform/export';
import { fileAnswer } from '../../platform/file-answer';
import { defineRoute } from '../../platform/route';
import {
  getPublisherBilling,
  getPublisherBillingAgg,
  getPublisherStatement,
  listPublisherBillings,
  submitPublisherBilling,
} from './publisher-billings.service';
import {
  downloadPublisherStatement,
  exportPublisherStatementCampaigns,
} from './publisher-statement-files.service';

// The publisher's monthly statements (spec 7.8). No approval is asked: a statement is owed
// whatever the publisher's review says now.

export const publisherBillingRoutes = [
  // GET finance/publisher/billings/list
  defineRoute(calls.listPublisherBillings, {
    handler: ({ deps, actor, query }) => listPublisherBillings(deps, actor, query),
  }),
  // GET finance/publisher/billings/agg
  defineRoute(calls.getPublisherBillingAgg, {
    handler: ({ deps, actor, query }) => getPublisherBillingAgg(deps, actor, query),
  }),
  // GET finance/publisher/billings/detail
  defineRoute(calls.getPublisherBilling, {
    handler: ({ deps, actor, query }) => getPublisherBilling(deps, actor, query.billingId),
  }),
  // GET finance/publisher/billings/invoice
  defineRoute(calls.getPublisherBillingInvoice, {
    handler: ({ deps, actor, query }) => getPublisherStatement(deps, actor, query.billingId),
  }),
  // GET finance/publisher/billings/statement: the Statement PDF screen's call, the same answer
  defineRoute(calls.getPublisherStatement, {
    handler: ({ deps, actor, query }) => getPublisherStatement(deps, actor, query.billingId),
  }),
  // GET finance/publisher/billings/downloadInvoice: the statement's PDF in the envelope
  defineRoute(calls.downloadPublisherBillingInvoice, {
    handler: async ({ deps, actor, query }) => {
      const file = await downloadPublisherStatement(deps, actor, query.billingId);
      return fileAnswer(file.fileName, 'application/pdf', file.body);
    },
  }),
  // POST finance/publisher/billings/submit
  defineRoute(calls.submitPublisherBilling, {
    handler: ({ deps, actor, body }) => submitPublisherBilling(deps, actor, body),
  }),
  // EXPORT finance/publisher/billings/detail/export
  defineRoute(calls.exportPublisherBillingDetail, {
    handler: async ({ deps, actor, query, reply }) =>
      sendCsv(reply, await exportPublisherStatementCampaigns(deps, actor, query.billingId)),
  }),
];
