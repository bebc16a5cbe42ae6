import { bankTransferCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { bankTransferAudit } from '../operators/audit-specs';
import { confirmBankTransfer, listBankTransfers, rejectBankTransfer } from './bank-transfers.service';

// The operator's bank transfers: the declared ones, confirmed or rejected.
export const bankTransferRoutes = [
  defineRoute(calls.listBankTransfers, { handler: ({ deps }) => listBankTransfers(deps) }),
  defineRoute(calls.confirmBankTransfer, {
    audit: bankTransferAudit,
    handler: ({ deps, actor, params }) => confirmBankTransfer(deps, actor, params.paymentId),
  }),
  defineRoute(calls.rejectBankTransfer, {
    audit: bankTransferAudit,
    handler: ({ deps, params, body }) => rejectBankTransfer(deps, params.paymentId, body.reason),
  }),
];
