import { defineCall } from '../call';
import { ZFileAnswerSchema } from '../file-answer';
import {
  ZAllBillingItemsExportQuerySchema,
  ZOperatorSellerBillingQuerySchema,
  ZPaymentPendingQuerySchema,
  ZPaymentPendingSchema,
  ZSellerBillingDetailQuerySchema,
  ZSellerBillingDetailSchema,
  ZSellerBillingIdQuerySchema,
  ZSellerBillingListQuerySchema,
  ZSellerBillingPageSchema,
  ZSellerBillingReportExportQuerySchema,
  ZSellerInvoiceSchema,
} from '../seller-billings';

// Spec 7.7: the seller's billings (the payments are calls/payments.ts); 7.15: the operator's two.
const seller = ['seller'] as const;
const get = { api: 'user', method: 'GET', roles: seller } as const;

export const sellerBillingCalls = {
  // GET finance/seller/billings/list
  listSellerBillings: defineCall({
    ...get,
    path: 'finance/seller/billings/list',
    summary: 'My billings, newest month first (marketplace, status with overdue, months)',
    query: ZSellerBillingListQuerySchema,
    response: ZSellerBillingPageSchema,
  }),
  // GET finance/seller/billings/detail
  getSellerBillingDetail: defineCall({
    ...get,
    path: 'finance/seller/billings/detail',
    summary: 'A billing and a page of its items per product and publisher',
    query: ZSellerBillingDetailQuerySchema,
    response: ZSellerBillingDetailSchema,
  }),
  // GET finance/seller/billings/invoice
  getSellerBillingInvoice: defineCall({
    ...get,
    path: 'finance/seller/billings/invoice',
    summary: "A billing's invoice: lines per product, totals and how to pay",
    query: ZSellerBillingIdQuerySchema,
    response: ZSellerInvoiceSchema,
  }),
  // GET finance/seller/billings/downloadInvoice: the invoice's PDF in the envelope (spec 7.1)
  downloadSellerBillingInvoice: defineCall({
    ...get,
    path: 'finance/seller/billings/downloadInvoice',
    summary: "A billing's invoice as a PDF file, base64 in the envelope",
    query: ZSellerBillingIdQuerySchema,
    response: ZFileAnswerSchema,
  }),
  // EXPORT finance/seller/billings/detail/export
  exportSellerBillingDetail: defineCall({
    ...get,
    path: 'finance/seller/billings/detail/export',
    summary: "A billing's items as CSV",
    query: ZSellerBillingIdQuerySchema,
    download: true,
  }),
  // EXPORT finance/seller/billings/report/export
  exportSellerBillingReport: defineCall({
    ...get,
    path: 'finance/seller/billings/report/export',
    summary: 'My billings under the list filters as CSV',
    query: ZSellerBillingReportExportQuerySchema,
    download: true,
  }),
  // GET finance/seller/billings/total/paymentPending
  getSellerPaymentPending: defineCall({
    ...get,
    path: 'finance/seller/billings/total/paymentPending',
    summary: 'Per currency, what my unpaid and processing billings come to, and the overdue part',
    query: ZPaymentPendingQuerySchema,
    response: ZPaymentPendingSchema,
  }),
};

export const operatorSellerBillingCalls = {
  // GET seller/billings (admin): one seller's billings
  listOperatorSellerBillings: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'seller/billings',
    roles: ['operator'],
    summary: "A seller's billings, newest month first (marketplace, status, months)",
    query: ZOperatorSellerBillingQuerySchema,
    response: ZSellerBillingPageSchema,
  }),
  // EXPORT finance/seller/billings/details/all-items/export (admin, platform seller)
  exportAllSellerBillingItems: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'finance/seller/billings/details/all-items/export',
    roles: ['operator'],
    summary: 'Every seller billing item as CSV (seller, marketplace, months)',
    query: ZAllBillingItemsExportQuerySchema,
    download: true,
  }),
};
