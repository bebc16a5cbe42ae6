import { z } from 'zod';
import { defineCall } from '../call';
import { ZPayoutBalancesSchema } from '../payout-ledger';
import {
  ZAchReturnFileRequestSchema,
  ZAchReturnResultSchema,
  ZPayoutHoldRequestSchema,
  ZPayoutItemIdParamsSchema,
  ZPayoutItemListQuerySchema,
  ZPayoutItemPageSchema,
  ZPayoutItemSchema,
  ZPayoutRefreshResultSchema,
  ZPayoutReturnRequestSchema,
  ZPayoutRunDetailSchema,
  ZPayoutRunIdParamsSchema,
  ZPayoutRunListQuerySchema,
  ZPayoutRunPageSchema,
  ZPayoutRunRequestSchema,
  ZPayoutSettingsSchema,
  ZPublisherPayoutListQuerySchema,
  ZPublisherPayoutPageSchema,
  ZTaxYearQuerySchema,
} from '../payout-runs';

// Publisher payouts (issue 33): the product's own calls, beyond the spec.
const publisher = { api: 'user', roles: ['publisher'], beyondSpec: true } as const;
const operator = { api: 'admin', roles: ['operator'], beyondSpec: true } as const;
const fileParams = ZPayoutRunIdParamsSchema.extend({ fileId: z.string().min(1).max(64) });

export const payoutCalls = {
  // GET publisher/payouts/balance: what I am owed per marketplace, and what still waits
  getPayoutBalance: defineCall({
    ...publisher,
    method: 'GET',
    path: 'publisher/payouts/balance',
    summary:
      "My balance per marketplace from the payout ledger: waiting for the seller's payment, held for returns until a day, payable, paid; the next run's day",
    response: ZPayoutBalancesSchema,
  }),
  // GET publisher/payouts: my payouts, newest first, each with its lines
  listMyPayouts: defineCall({
    ...publisher,
    method: 'GET',
    path: 'publisher/payouts',
    summary: 'My payouts, newest first, each with the lines it pays (months and sellers) and its status',
    query: ZPublisherPayoutListQuerySchema,
    response: ZPublisherPayoutPageSchema,
  }),
  // GET finance/payouts/runs: the payout runs, newest first
  listPayoutRuns: defineCall({
    ...operator,
    method: 'GET',
    path: 'finance/payouts/runs',
    summary: 'Payout runs, newest first: marketplace, kind, status, payouts by status, total',
    query: ZPayoutRunListQuerySchema,
    response: ZPayoutRunPageSchema,
  }),
  // POST finance/payouts/runs: run now
  createPayoutRun: defineCall({
    ...operator,
    method: 'POST',
    path: 'finance/payouts/runs',
    summary:
      "Run now: a run of a marketplace's payable balances, for review; a run already in review answers that run",
    body: ZPayoutRunRequestSchema,
    response: ZPayoutRunDetailSchema,
  }),
  // GET finance/payouts/runs/{runId}
  getPayoutRun: defineCall({
    ...operator,
    method: 'GET',
    path: 'finance/payouts/runs/{runId}',
    summary: 'One run: its totals, the bank files it wrote, and what would stop its approval',
    params: ZPayoutRunIdParamsSchema,
    response: ZPayoutRunDetailSchema,
  }),
  // GET finance/payouts/runs/{runId}/items
  listPayoutItems: defineCall({
    ...operator,
    method: 'GET',
    path: 'finance/payouts/runs/{runId}/items',
    summary: "A run's payouts: publisher, amount, rail, status, reason",
    params: ZPayoutRunIdParamsSchema,
    query: ZPayoutItemListQuerySchema,
    response: ZPayoutItemPageSchema,
  }),
  // POST finance/payouts/runs/{runId}/items/{itemId}/hold
  holdPayout: defineCall({
    ...operator,
    method: 'POST',
    path: 'finance/payouts/runs/{runId}/items/{itemId}/hold',
    summary: 'Hold one payout of a run in review, with a reason shown to the publisher; it rolls over',
    params: ZPayoutItemIdParamsSchema,
    body: ZPayoutHoldRequestSchema,
    response: ZPayoutItemSchema,
  }),
  // POST finance/payouts/runs/{runId}/items/{itemId}/include
  includePayout: defineCall({
    ...operator,
    method: 'POST',
    path: 'finance/payouts/runs/{runId}/items/{itemId}/include',
    summary: 'Take a held payout back into a run in review',
    params: ZPayoutItemIdParamsSchema,
    response: ZPayoutItemSchema,
  }),
  // POST finance/payouts/runs/{runId}/approve
  approvePayoutRun: defineCall({
    ...operator,
    method: 'POST',
    path: 'finance/payouts/runs/{runId}/approve',
    summary:
      'Approve a run: all its included payouts are paid or none; approving an approved run answers it unchanged',
    params: ZPayoutRunIdParamsSchema,
    response: ZPayoutRunDetailSchema,
  }),
  // POST finance/payouts/runs/{runId}/discard
  discardPayoutRun: defineCall({
    ...operator,
    method: 'POST',
    path: 'finance/payouts/runs/{runId}/discard',
    summary: 'Discard a run in review: no one is paid, every balance rolls over to the next run',
    params: ZPayoutRunIdParamsSchema,
    response: ZPayoutRunDetailSchema,
  }),
  // GET finance/payouts/runs/{runId}/files/{fileId}: the ACH or SEPA file, as the bank takes it
  downloadPayoutFile: defineCall({
    ...operator,
    method: 'GET',
    path: 'finance/payouts/runs/{runId}/files/{fileId}',
    summary: "An approved run's ACH (NACHA) or SEPA (pain.001.001.03) file for the bank",
    params: fileParams,
    download: true,
  }),
  // POST finance/payouts/runs/{runId}/refresh: PayPal's answers now
  refreshPayoutRun: defineCall({
    ...operator,
    method: 'POST',
    path: 'finance/payouts/runs/{runId}/refresh',
    summary: "Ask PayPal now for the state of a run's PayPal payouts (also asked hourly)",
    params: ZPayoutRunIdParamsSchema,
    response: ZPayoutRefreshResultSchema,
  }),
  // POST finance/payouts/runs/{runId}/items/{itemId}/return: a bank return outside a return file
  returnPayout: defineCall({
    ...operator,
    method: 'POST',
    path: 'finance/payouts/runs/{runId}/items/{itemId}/return',
    summary: 'Record a bank return of a paid payout (a SEPA return): failed, its amount payable again',
    params: ZPayoutItemIdParamsSchema,
    body: ZPayoutReturnRequestSchema,
    response: ZPayoutItemSchema,
  }),
  // POST finance/payouts/ach-returns: the bank's ACH return file
  uploadAchReturns: defineCall({
    ...operator,
    method: 'POST',
    path: 'finance/payouts/ach-returns',
    summary: "Apply the bank's ACH return file: each returned entry's payout fails and is payable again",
    body: ZAchReturnFileRequestSchema,
    response: ZAchReturnResultSchema,
  }),
  // GET finance/payouts/settings
  getPayoutSettings: defineCall({
    ...operator,
    method: 'GET',
    path: 'finance/payouts/settings',
    summary: 'The holding period, the minimum payout per currency, and the ACH and SEPA accounts paid from',
    response: ZPayoutSettingsSchema,
  }),
  // PUT finance/payouts/settings
  savePayoutSettings: defineCall({
    ...operator,
    method: 'PUT',
    path: 'finance/payouts/settings',
    summary: 'Change the payout settings; the holding period applies to payments captured from then on',
    body: ZPayoutSettingsSchema,
    response: ZPayoutSettingsSchema,
  }),
  // GET finance/payouts/tax-year?year=: the 1099-NEC and W-8 totals as XLSX
  exportPayoutTaxYear: defineCall({
    ...operator,
    method: 'GET',
    path: 'finance/payouts/tax-year',
    summary:
      "A year's payouts for filing: US publishers' totals for Form 1099-NEC (W-9) and foreign publishers' (W-8) with their form data, as XLSX",
    query: ZTaxYearQuerySchema,
    download: true,
  }),
};
