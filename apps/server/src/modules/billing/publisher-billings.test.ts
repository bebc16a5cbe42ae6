import {
  apiPrefix,
  ErrorCode,
  invoiceLabel,
  publisherBillingCalls,
  publisherPaymentCalls,
  type TAnyCall,
  userAuthHeader,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublisherBilling } from '../../../test/support/billings';
import { callOf, fieldPaths } from '../../../test/support/call';
import { campaignIn, campaignPublisher, campaignSeller } from '../../../test/support/campaigns';
import { download } from '../../../test/support/download';
import { createUser } from '../../../test/support/factories';
import { envelopedFile, pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { publisherBillingItems } from '../../db/schema';

// The publisher's statements (spec 7.8): list, sums, detail, invoice data, PDF, CSV, submit.
let t: TTestApp;
let publisher: Awaited<ReturnType<typeof campaignPublisher>>;
let stranger: Awaited<ReturnType<typeof createUser>>;
let seller: Awaited<ReturnType<typeof campaignSeller>>;
let withCampaign: Awaited<ReturnType<typeof insertPublisherBilling>>;
let overdue: Awaited<ReturnType<typeof insertPublisherBilling>>;
let paid: Awaited<ReturnType<typeof insertPublisherBilling>>;
let german: Awaited<ReturnType<typeof insertPublisherBilling>>;
let campaignId: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = await campaignSeller(t);
  publisher = await campaignPublisher(t);
  stranger = await createUser(t, 'publisher');
  withCampaign = await insertPublisherBilling(t, publisher.user.id, {
    month: '2026-10-01',
    amountMinor: 2500,
  });
  overdue = await insertPublisherBilling(t, publisher.user.id, { month: '2026-09-01', dueInDays: -2 });
  paid = await insertPublisherBilling(t, publisher.user.id, { month: '2026-08-01', status: 'paid' });
  german = await insertPublisherBilling(t, publisher.user.id, {
    month: '2026-10-01',
    countryCode: 'DE',
    amountMinor: 700,
  });
  campaignId = (await campaignIn(t, seller, publisher, 'confirmed')).id;
  await t.database.db
    .insert(publisherBillingItems)
    .values({ billingId: withCampaign.id, campaignId, priceMinor: 25_000 });
  const bank = await callOf(t.app, publisherPaymentCalls.saveBankInformation, {
    token: publisher.token,
    body: {
      bankCountry: 'US',
      accountHolderName: 'Ivy Ramirez',
      bankName: 'Cascade Credit Union',
      currency: 'usd',
      routingNumber: '011000015',
      accountNumber: '0012 3456 789',
      accountType: 'checking',
    },
  });
  expect(bank.status).toBe(200);
});
afterAll(() => t.close());

const get = <C extends TAnyCall>(descriptor: C, token: string, query: Record<string, string> = {}) =>
  callOf(t.app, descriptor, { token, query });
const submit = (token: string, body: unknown) =>
  callOf(t.app, publisherBillingCalls.submitPublisherBilling, { token, body });

describe('the list and its sums', () => {
  it('lists my statements newest month first, with labels and the overdue tag', async () => {
    const { status, body } = await get(publisherBillingCalls.listPublisherBillings, publisher.token);
    expect(status).toBe(200);
    expect(body.data.total).toBe(4);
    expect(body.data.items.map((r) => r.month)).toEqual([
      '2026-10-01',
      '2026-10-01',
      '2026-09-01',
      '2026-08-01',
    ]);
    const row = body.data.items.find((r) => r.id === withCampaign.id);
    expect(row).toMatchObject({
      invoiceNo: invoiceLabel('publisher', withCampaign.invoiceNumber),
      amountMinor: 2500,
      currency: 'USD',
      displayStatus: 'unpaid',
      paymentReference: null,
    });
    expect(body.data.items.find((r) => r.id === overdue.id)?.displayStatus).toBe('overdue');
  });

  it('filters by marketplace and by the shown tag, overdue included', async () => {
    const late = await get(publisherBillingCalls.listPublisherBillings, publisher.token, {
      status: 'overdue',
    });
    expect(late.body.data.items.map((r) => r.id)).toEqual([overdue.id]);
    const unpaid = await get(publisherBillingCalls.listPublisherBillings, publisher.token, {
      status: 'unpaid',
    });
    expect(unpaid.body.data.items.map((r) => r.id).sort()).toEqual([withCampaign.id, german.id].sort());
    const de = await get(publisherBillingCalls.listPublisherBillings, publisher.token, { countryCode: 'DE' });
    expect(de.body.data.items.map((r) => r.id)).toEqual([german.id]);
    const none = await get(publisherBillingCalls.listPublisherBillings, stranger.token);
    expect(none.body.data.total).toBe(0);
  });

  it('sums per currency, each statement under the tag it shows', async () => {
    const { status, body } = await get(publisherBillingCalls.getPublisherBillingAgg, publisher.token);
    expect(status).toBe(200);
    const usd = body.data.currencies.find((c) => c.currency === 'USD');
    expect(usd).toEqual({
      currency: 'USD',
      unpaid: { count: 1, amountMinor: 2500 },
      overdue: { count: 1, amountMinor: 5000 },
      processing: { count: 0, amountMinor: 0 },
      paid: { count: 1, amountMinor: 5000 },
    });
    expect(body.data.currencies.find((c) => c.currency === 'EUR')?.unpaid).toEqual({
      count: 1,
      amountMinor: 700,
    });
  });

  it('refuses bad filters (400 with fields) and other roles (403)', async () => {
    const bad = await get(publisherBillingCalls.listPublisherBillings, publisher.token, {
      status: 'late',
      countryCode: 'XX',
      page: '0',
    });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body).sort()).toEqual(['countryCode', 'page', 'status']);
    const badAgg = await get(publisherBillingCalls.getPublisherBillingAgg, publisher.token, {
      countryCode: 'XX',
    });
    expect(fieldPaths(badAgg.body)).toEqual(['countryCode']);
    for (const descriptor of [
      publisherBillingCalls.listPublisherBillings,
      publisherBillingCalls.getPublisherBillingAgg,
    ]) {
      const wrong = await get(descriptor, seller.token);
      expect(wrong.status).toBe(403);
      expect(wrong.body.code).toBe(ErrorCode.roleNotAllowed);
    }
  });
});

describe('one statement', () => {
  it('details the campaigns it charges', async () => {
    const { status, body } = await get(publisherBillingCalls.getPublisherBilling, publisher.token, {
      billingId: withCampaign.id,
    });
    expect(status).toBe(200);
    expect(body.data.billing.id).toBe(withCampaign.id);
    expect(body.data.campaigns).toEqual([
      expect.objectContaining({ campaignId, sellerName: 'Test seller', priceMinor: 25_000 }),
    ]);
  });

  it('answers the invoice data the same on /invoice and /statement, with my bank masked', async () => {
    const invoice = await get(publisherBillingCalls.getPublisherBillingInvoice, publisher.token, {
      billingId: withCampaign.id,
    });
    const statement = await get(publisherBillingCalls.getPublisherStatement, publisher.token, {
      billingId: withCampaign.id,
    });
    expect(invoice.status).toBe(200);
    expect(statement.body.data).toEqual(invoice.body.data);
    expect(invoice.body.data).toMatchObject({
      invoiceNo: invoiceLabel('publisher', withCampaign.invoiceNumber),
      billingDate: '2026-11-01',
      marketplace: 'US',
      currency: 'USD',
      // spec 2.2's money fields in the major unit, the exact minor units beside them
      unitPrice: 25,
      netValue: 25,
      netTotal: 25,
      invoiceTotal: 25,
      unitPriceMinor: 2500,
      invoiceTotalMinor: 2500,
      publisherBankInformationVO: { accountName: 'Ivy Ramirez', bankCountry: 'US' },
      company: { name: 'Affiliate Atlas Inc.', supportEmail: t.config.CONTACT_EMAIL },
    });
    expect(invoice.body.data.publisherBankInformationVO.bankAccountNumber).toMatch(/6789$/);
    expect(invoice.body.data.publisherBankInformationVO.bankAccountNumber).not.toContain('12345');
  });

  it('gives empty bank fields to a publisher without bank details', async () => {
    const own = await insertPublisherBilling(t, stranger.user.id);
    const { body } = await get(publisherBillingCalls.getPublisherStatement, stranger.token, {
      billingId: own.id,
    });
    expect(body.data.publisherBankInformationVO).toEqual({
      accountName: '',
      bankAccountNumber: '',
      bankCountry: '',
    });
  });

  it('is a PDF with every element of the statement', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPrefix}finance/publisher/billings/downloadInvoice`,
      query: { billingId: withCampaign.id },
      headers: { [userAuthHeader]: `Bearer ${publisher.token}` },
    });
    expect(response.statusCode).toBe(200);
    const file = envelopedFile(response);
    expect(file).toMatchObject({
      // another document than the Statement screen's picture, so another name
      fileName: `AffiliateAtlas_Invoice_${invoiceLabel('publisher', withCampaign.invoiceNumber)}.pdf`,
      contentType: 'application/pdf',
    });
    const text = await pdfText(file.bytes);
    for (const expected of [
      'Statement',
      invoiceLabel('publisher', withCampaign.invoiceNumber),
      'Date: 2026.11.01',
      '* Please pay invoice upon receipt',
      'Billing Address',
      'Ivy Ramirez',
      '[2026.11.01][US] Campaign Commissions',
      '$25.00',
      'Net Total:',
      'Invoice Total:',
      'Please cover bank transfer service charge.',
      'US ACH payment',
      t.config.COMPANY_ACH_ROUTING_NUMBER,
      'International Wire Payment',
      t.config.COMPANY_PAYPAL_EMAIL,
      'We do not accept refund request',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('exports its campaigns as formula-safe CSV', async () => {
    const file = await download(t.app, {
      path: 'finance/publisher/billings/detail/export',
      token: publisher.token,
      query: { billingId: withCampaign.id },
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.lines[0]).toBe('Campaign id,Brand,Placement,Seller,Confirmed,Currency,Price');
    expect(file.lines[1]).toContain(`${campaignId},`);
    expect(file.lines[1]).toContain(',Test seller,');
    expect(file.lines[1]).toMatch(/,USD,250\.00$/);
  });

  it("answers another publisher's statement exactly like an unknown one (404)", async () => {
    for (const descriptor of [
      publisherBillingCalls.getPublisherBilling,
      publisherBillingCalls.getPublisherBillingInvoice,
      publisherBillingCalls.getPublisherStatement,
    ]) {
      const theirs = await get(descriptor, stranger.token, { billingId: withCampaign.id });
      const unknown = await get(descriptor, stranger.token, { billingId: 'pbl_unknown' });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(unknown.body);
    }
    for (const path of ['downloadInvoice', 'detail/export']) {
      const file = await download(t.app, {
        path: `finance/publisher/billings/${path}`,
        token: stranger.token,
        query: { billingId: withCampaign.id },
      });
      expect(file.status).toBe(404);
    }
  });

  it('refuses a missing id (400) and other roles (403)', async () => {
    const missing = await get(publisherBillingCalls.getPublisherBilling, publisher.token);
    expect(missing.status).toBe(400);
    expect(fieldPaths(missing.body)).toEqual(['billingId']);
    for (const descriptor of [
      publisherBillingCalls.getPublisherBilling,
      publisherBillingCalls.getPublisherBillingInvoice,
      publisherBillingCalls.getPublisherStatement,
    ]) {
      const wrong = await get(descriptor, seller.token, { billingId: withCampaign.id });
      expect(wrong.status).toBe(403);
    }
  });
});

describe('submitting the payment reference', () => {
  it('moves an unpaid (or overdue) statement to processing, once', async () => {
    const { status, body } = await submit(publisher.token, {
      billingId: overdue.id,
      method: 'wire',
      paymentReference: ' WIRE-2026-0042 ',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'processing',
      displayStatus: 'processing',
      paymentMethod: 'wire',
      paymentReference: 'WIRE-2026-0042',
    });
    expect(body.data.submittedAt).not.toBeNull();
    const again = await submit(publisher.token, {
      billingId: overdue.id,
      method: 'ach',
      paymentReference: 'X',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain('processing');
    const settled = await submit(publisher.token, {
      billingId: paid.id,
      method: 'ach',
      paymentReference: 'X',
    });
    expect(settled.status).toBe(409);
    expect(settled.body.error).toContain('paid');
  });

  it('refuses bad bodies (400), another publisher (404) and other roles (403)', async () => {
    const bad = await submit(publisher.token, { billingId: '', method: 'cash', paymentReference: '' });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body).sort()).toEqual(['billingId', 'method', 'paymentReference']);
    const theirs = await submit(stranger.token, {
      billingId: german.id,
      method: 'ach',
      paymentReference: 'X',
    });
    const unknown = await submit(stranger.token, {
      billingId: 'pbl_unknown',
      method: 'ach',
      paymentReference: 'X',
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    const wrong = await submit(seller.token, { billingId: german.id, method: 'ach', paymentReference: 'X' });
    expect(wrong.status).toBe(403);
  });
});
