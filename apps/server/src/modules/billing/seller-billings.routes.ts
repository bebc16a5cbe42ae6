import { sellerBillingCalls as calls, operatorSellerBillingCalls as operatorCalls } from '@atlas/shared';
import { csvContentType, sendFile } from '../../platform/export';
import { fileAnswer } from '../../platform/file-answer';
import { defineRoute } from '../../platform/route';
import { getPaymentPending, getSellerBillingDetail, listSellerBillings } from './seller-billings.service';
import {
  exportAllSellerBillingItems,
  exportSellerBillingDetail,
  exportSellerBillingReport,
} from './seller-billings-export';
import { downloadSellerInvoice, getSellerInvoice } from './seller-invoice.service';

// The seller's billings (spec 7.7) and the operator's two calls on them (7.15).
const notice = ['sellerNotice'] as const;

export const sellerBillingRoutes = [
  // GET finance/seller/billings/list
  defineRoute(calls.listSellerBillings, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => listSellerBillings(deps, actor.userId, query),
  }),
  // GET finance/seller/billings/detail
  defineRoute(calls.getSellerBillingDetail, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => getSellerBillingDetail(deps, actor.userId, query),
  }),
  // GET finance/seller/billings/invoice
  defineRoute(calls.getSellerBillingInvoice, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => getSellerInvoice(deps, actor.userId, query.billingId),
  }),
  // GET finance/seller/billings/downloadInvoice: its PDF in the envelope
  defineRoute(calls.downloadSellerBillingInvoice, {
    preconditions: notice,
    handler: async ({ deps, actor, query }) => {
      const file = await downloadSellerInvoice(deps, actor.userId, query.billingId);
      return fileAnswer(file.fileName, 'application/pdf', file.body);
    },
  }),
  // EXPORT finance/seller/billings/detail/export
  defineRoute(calls.exportSellerBillingDetail, {
    preconditions: notice,
    handler: async ({ deps, actor, query, reply }) => {
      const file = await exportSellerBillingDetail(deps, actor.userId, query.billingId);
      return sendFile(reply, file.fileName, csvContentType, file.stream);
    },
  }),
  // EXPORT finance/seller/billings/report/export
  defineRoute(calls.exportSellerBillingReport, {
    preconditions: notice,
    handler: async ({ deps, actor, query, reply }) => {
      const file = await exportSellerBillingReport(deps, actor.userId, query);
      return sendFile(reply, file.fileName, csvContentType, file.stream);
    },
  }),
  // GET finance/seller/billings/total/paymentPending
  defineRoute(calls.getSellerPaymentPending, {
    preconditions: notice,
    handler: ({ deps, actor }) => getPaymentPending(deps, actor.userId),
  }),
  // GET seller/billings (admin): one seller's billings
  defineRoute(operatorCalls.listOperatorSellerBillings, {
    handler: ({ deps, query }) => {
      const { sellerId, ...rest } = query;
      return listSellerBillings(deps, sellerId, rest);
    },
  }),
  // EXPORT finance/seller/billings/details/all-items/export (admin)
  defineRoute(operatorCalls.exportAllSellerBillingItems, {
    handler: async ({ deps, query, reply }) => {
      const { platform: _platform, ...filter } = query;
      const file = await exportAllSellerBillingItems(deps, filter);
      return sendFile(reply, file.fileName, csvContentType, file.stream);
    },
  }),
];
