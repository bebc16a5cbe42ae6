import type { TAuditInput, TAuditSpec } from '../../platform/audit';
import { runView } from '../payouts/payout-runs.repository';
import { readPayoutSettings } from '../payouts/payout-settings.repository';
import {
  findCloseSnapshot,
  findConversationSnapshot,
  findPaymentSnapshot,
  findStatementSnapshot,
} from './audit-snapshots.repository';

// The audit descriptions of the operator writes older than the log (issue 13): which record each
// changes and how the log reads it before and after.

const part = (value: unknown, key: string): string | undefined => {
  const found = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof found === 'string' ? found : undefined;
};
const answerId = (answer: unknown) => part(answer, 'id');

/** POST attribution/run: the marketplace and the days asked for (the runs are in the answer). */
export const attributionRunAudit: TAuditSpec = {
  target: 'attribution',
  id: ({ body }: TAuditInput) => {
    const country = part(body, 'countryCode');
    return country ? `${country} ${part(body, 'startDate')}..${part(body, 'endDate')}` : null;
  },
};

/** POST finance/billing/close: the close, named by the answer. */
export const billingCloseAudit: TAuditSpec = {
  target: 'billing-close',
  id: (_input, answer) => answerId(answer),
  snapshot: (deps, id) => findCloseSnapshot(deps.db, id),
};

/** The inbox's writes: the conversation, from the path, the body or the query. */
export const conversationAudit: TAuditSpec = {
  target: 'conversation',
  id: ({ params, body, query }) =>
    part(params, 'id') ?? part(body, 'conversationId') ?? part(query, 'conversationId'),
  snapshot: (deps, id) => findConversationSnapshot(deps.db, id),
};

/** A bank transfer confirmed or rejected: the payment. */
export const bankTransferAudit: TAuditSpec = {
  target: 'payment',
  id: ({ params }) => part(params, 'paymentId'),
  snapshot: (deps, id) => findPaymentSnapshot(deps.db, id),
};

/** A publisher statement's reference confirmed or rejected: the publisher billing. */
export const statementAudit: TAuditSpec = {
  target: 'publisher-billing',
  id: ({ params }) => part(params, 'billingId'),
  snapshot: (deps, id) => findStatementSnapshot(deps.db, id),
};

/** A payout run's writes (issue 33): the run, from the path or the answer ("run now"). */
export const payoutRunAudit: TAuditSpec = {
  target: 'payout-run',
  id: ({ params }, answer) => part(params, 'runId') ?? part(answer, 'runId') ?? answerId(answer),
  snapshot: async (deps, id) => (await runView(deps.db, id)) ?? null,
};

/** The payout settings (issue 33): one record. */
export const payoutSettingsAudit: TAuditSpec = {
  target: 'payout-settings',
  id: () => 'payouts',
  snapshot: (deps) => readPayoutSettings(deps.db),
};
