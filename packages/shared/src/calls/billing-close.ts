import { defineCall } from '../call';
import {
  ZBillingCloseListQuerySchema,
  ZBillingClosePageSchema,
  ZBillingCloseRequestSchema,
  ZBillingCloseSchema,
} from '../seller-billings';

// The operator console's month close (ours; the spec names the close, not its calls).
export const billingCloseCalls = {
  // POST finance/billing/close: close a marketplace's month now
  closeBillingMonth: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'finance/billing/close',
    roles: ['operator'],
    summary: "Close a marketplace's month now; a month already closing or closed answers its run",
    body: ZBillingCloseRequestSchema,
    response: ZBillingCloseSchema,
  }),
  // GET finance/billing/closes: the closes, newest first
  listBillingCloses: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'finance/billing/closes',
    roles: ['operator'],
    summary: 'Month closes, newest first: marketplace, month, status, billings written, error',
    query: ZBillingCloseListQuerySchema,
    response: ZBillingClosePageSchema,
  }),
};
