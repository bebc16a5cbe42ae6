import { billingCloseCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { billingCloseAudit } from '../operators/audit-specs';
import { listBillingCloses, toClose } from './billing-close.service';
import { queueBillingClose } from './billing-close-jobs';

export const billingCloseRoutes = [
  // POST finance/billing/close: close a marketplace's month now (a second click answers the same close)
  defineRoute(calls.closeBillingMonth, {
    audit: billingCloseAudit,
    handler: async ({ deps, actor, body }) =>
      toClose(await queueBillingClose(deps, body.countryCode, body.month, actor.operatorId)),
  }),
  // GET finance/billing/closes: newest first
  defineRoute(calls.listBillingCloses, {
    handler: ({ deps, query }) => listBillingCloses(deps, query),
  }),
];
