import { payoutCalls as calls } from '@atlas/shared';
import { sendFile } from '../../platform/export';
import { defineRoute } from '../../platform/route';
import { payoutRunAudit, payoutSettingsAudit } from '../operators/audit-specs';
import { applyAchReturns } from './payout-ach-returns';
import { approveRun } from './payout-approval';
import { refreshPayPalPayouts } from './payout-paypal';
import {
  discardRun,
  holdPayout,
  includePayout,
  listPayoutItems,
  listPayoutRuns,
  payoutFile,
  returnPayout,
  runDetail,
  runNow,
} from './payout-runs.service';
import { readPayoutSettings } from './payout-settings.repository';
import { payoutTaxYear } from './payout-tax-year';
import { changePayoutSettings, getPayoutBalance, listMyPayouts } from './payouts.service';

// Publisher payouts (issue 33, docs/domain.md "Publisher payouts"): the product's own calls.
export const payoutRoutes = [
  // GET publisher/payouts/balance: what I am owed per marketplace, and whether the next run pays it
  defineRoute(calls.getPayoutBalance, {
    handler: ({ deps, actor }) => getPayoutBalance(deps, actor),
  }),
  // GET publisher/payouts: my payouts with their lines
  defineRoute(calls.listMyPayouts, {
    handler: ({ deps, actor, query }) => listMyPayouts(deps, actor, query),
  }),
  defineRoute(calls.listPayoutRuns, {
    handler: ({ deps, query }) => listPayoutRuns(deps, query),
  }),
  defineRoute(calls.createPayoutRun, {
    audit: payoutRunAudit,
    handler: ({ deps, actor, body }) => runNow(deps, body.countryCode, actor.operatorId),
  }),
  defineRoute(calls.getPayoutRun, {
    handler: ({ deps, params }) => runDetail(deps, params.runId),
  }),
  defineRoute(calls.listPayoutItems, {
    handler: ({ deps, params, query }) => listPayoutItems(deps, params.runId, query),
  }),
  defineRoute(calls.holdPayout, {
    audit: payoutRunAudit,
    handler: ({ deps, params, body }) => holdPayout(deps, params.runId, params.itemId, body.reason),
  }),
  defineRoute(calls.includePayout, {
    audit: payoutRunAudit,
    handler: ({ deps, params }) => includePayout(deps, params.runId, params.itemId),
  }),
  defineRoute(calls.approvePayoutRun, {
    audit: payoutRunAudit,
    handler: ({ deps, actor, params }) => approveRun(deps, params.runId, actor.operatorId),
  }),
  defineRoute(calls.discardPayoutRun, {
    audit: payoutRunAudit,
    handler: ({ deps, params }) => discardRun(deps, params.runId),
  }),
  defineRoute(calls.downloadPayoutFile, {
    handler: async ({ deps, params, reply }) => {
      const file = await payoutFile(deps, params.runId, params.fileId);
      return sendFile(reply, file.fileName, file.contentType, file.content);
    },
  }),
  defineRoute(calls.refreshPayoutRun, {
    audit: payoutRunAudit,
    handler: ({ deps, params }) => refreshPayPalPayouts(deps, params.runId),
  }),
  defineRoute(calls.returnPayout, {
    audit: payoutRunAudit,
    handler: ({ deps, params, body }) => returnPayout(deps, params.runId, params.itemId, body.reason),
  }),
  defineRoute(calls.uploadAchReturns, {
    audit: { target: 'payout-ach-returns' },
    handler: ({ deps, body }) => applyAchReturns(deps, body.text),
  }),
  defineRoute(calls.getPayoutSettings, {
    handler: ({ deps }) => readPayoutSettings(deps.db),
  }),
  defineRoute(calls.savePayoutSettings, {
    audit: payoutSettingsAudit,
    handler: ({ deps, actor, body }) => changePayoutSettings(deps, body, actor.operatorId),
  }),
  defineRoute(calls.exportPayoutTaxYear, {
    handler: async ({ deps, query, reply }) => {
      const file = await payoutTaxYear(deps, query.year);
      return sendFile(reply, file.fileName, file.contentType, file.body);
    },
  }),
];
