import type {
  TPublisherBillingAgg,
  TPublisherBillingDetail,
  TPublisherBillingPage,
  TPublisherBillingRow,
  TPublisherStatement,
  TSubmitStatementPayment,
  ZPublisherBillingAggQuerySchema,
  ZPublisherBillingListQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { findBankAccount } from '../publishers/bank-accounts.repository';
import { companyDetails } from './company-details';
import { toPublisherBillingRow } from './publisher-billing-view';
import {
  findPublisherBilling,
  findStatementCampaigns,
  listPublisherBillings as listRows,
  submitStatementReference,
  sumPublisherBillings,
  type TPublisherBillingRecord,
} from './publisher-billings.repository';

// The publisher's statements (spec 7.8; docs/domain.md "Billing: publisher statements"): the
// list, its sums, one statement with its campaigns, its invoice data, and the payment reference.

/** The actor's statement, or 404 (another publisher's answers the same). */
export async function statementOf(
  deps: TDeps,
  actor: TUserActor,
  id: string,
): Promise<TPublisherBillingRecord> {
  const row = await findPublisherBilling(deps.db, actor.userId, id);
  if (!row) {
    throw notFound('Statement');
  }
  return row;
}

/** GET finance/publisher/billings/list */
export async function listPublisherBillings(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZPublisherBillingListQuerySchema>,
): Promise<TPublisherBillingPage> {
  const now = deps.now();
  const filter = { publisherId: actor.userId, countryCode: query.countryCode, status: query.status };
  const { items, total } = await listRows(deps.db, filter, now, pageWindow(query));
  return {
    items: items.map((row) => toPublisherBillingRow(row, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET finance/publisher/billings/agg */
export async function getPublisherBillingAgg(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZPublisherBillingAggQuerySchema>,
): Promise<TPublisherBillingAgg> {
  const currencies = await sumPublisherBillings(deps.db, actor.userId, query.countryCode, deps.now());
  return { currencies };
}

/** GET finance/publisher/billings/detail */
export async function getPublisherBilling(
  deps: TDeps,
  actor: TUserActor,
  id: string,
): Promise<TPublisherBillingDetail> {
  const row = await statementOf(deps, actor, id);
  const campaigns = await findStatementCampaigns(deps.db, row.id);
  return {
    billing: toPublisherBillingRow(row, deps.now()),
    campaigns: campaigns.map((c) => ({ ...c, confirmedAt: c.confirmedAt?.toISOString() ?? null })),
  };
}

/**
 * GET finance/publisher/billings/invoice and /statement: the one line of Campaign Commissions,
 * whose unit price, net value and totals are the statement's amount (minor units of `currency`).
 * The billing address is the publisher's bank account as saved (its number masked), empty when
 * none is saved.
 */
export async function getPublisherStatement(
  deps: TDeps,
  actor: TUserActor,
  id: string,
): Promise<TPublisherStatement> {
  const row = await statementOf(deps, actor, id);
  const bank = await findBankAccount(deps.db, actor.userId);
  return {
    invoiceNo: toPublisherBillingRow(row, deps.now()).invoiceNo,
    billingDate: row.billingDate,
    marketplace: row.countryCode,
    currency: row.currency,
    // spec 2.2's money fields in the major unit (every marketplace's currency has cents), and exact beside
    unitPrice: row.amountMinor / 100,
    netValue: row.amountMinor / 100,
    netTotal: row.amountMinor / 100,
    invoiceTotal: row.amountMinor / 100,
    unitPriceMinor: row.amountMinor,
    netValueMinor: row.amountMinor,
    netTotalMinor: row.amountMinor,
    invoiceTotalMinor: row.amountMinor,
    publisherBankInformationVO: {
      accountName: bank?.accountHolderName ?? '',
      bankAccountNumber: bank?.accountMasked ?? '',
      bankCountry: bank?.bankCountry ?? '',
    },
    company: companyDetails(deps.config),
  };
}

const refusals: Record<string, string> = {
  processing: 'This statement is processing: its payment reference waits for confirmation',
  paid: 'This statement is paid',
};

/** POST finance/publisher/billings/submit: unpaid (or overdue) → processing, 409 naming any other state. */
export async function submitPublisherBilling(
  deps: TDeps,
  actor: TUserActor,
  body: Required<TSubmitStatementPayment>,
): Promise<TPublisherBillingRow> {
  const current = await statementOf(deps, actor, body.billingId);
  const now = deps.now();
  const moved = await submitStatementReference(deps.db, {
    publisherId: actor.userId,
    id: current.id,
    method: body.method,
    reference: body.paymentReference,
    at: now,
  });
  if (moved) {
    return toPublisherBillingRow(moved, now);
  }
  const latest = await statementOf(deps, actor, body.billingId);
  throw conflict(refusals[latest.status] ?? `This statement is ${latest.status}`);
}
