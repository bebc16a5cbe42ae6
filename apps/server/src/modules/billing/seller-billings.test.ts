import { apiPrefix, invoiceLabel, sellerBillingCalls, type TAnyCall, userAuthHeader } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSellerBilling } from '../../../test/support/billings';
import { callOf, fieldPaths } from '../../../test/support/call';
import { download } from '../../../test/support/download';
import { createSeller, createUser } from '../../../test/support/factories';
import { envelopedFile, pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// The seller's billing calls (spec 7.7): list with filters (overdue derived), detail with its
// items, invoice and its PDF, the two exports, the payment pending; another seller's billing
// answers like an unknown one; publishers are refused.

let t: TTestApp;
let seller: { token: string; user: { id: string } };
let other: { token: string; user: { id: string } };
let publisher: { token: string };
let bills: Record<
  'paid' | 'unpaid' | 'overdue' | 'processing' | 'euro',
  Awaited<ReturnType<typeof insertSellerBilling>>
>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
  other = await createSeller(t);
  publisher = await createUser(t, 'publisher');
  const id = seller.user.id;
  bills = {
    paid: await insertSellerBilling(t, id, { month: '2026-07-01', status: 'paid' }),
    overdue: await insertSellerBilling(t, id, { month: '2026-08-01', dueInDays: -2 }),
    unpaid: await insertSellerBilling(t, id, {
      month: '2026-10-01',
      items: [
        { publisherId: 'usr_pub_a', asin: 'B00000000A', commissionMinor: 1001, platformFeeMinor: 300 },
        { publisherId: 'usr_pub_b', asin: 'B00000000A', commissionMinor: 500, platformFeeMinor: 150 },
        { publisherId: 'usr_pub_a', asin: '=HYPERLINK("x")', commissionMinor: 200, platformFeeMinor: 60 },
      ],
    }),
    processing: await insertSellerBilling(t, id, { month: '2026-09-01', status: 'processing' }),
    euro: await insertSellerBilling(t, id, { month: '2026-10-01', countryCode: 'DE', dueInDays: -1 }),
  };
  await insertSellerBilling(t, other.user.id, { month: '2026-10-01' });
});
afterAll(() => t.close());

const get = <C extends TAnyCall>(descriptor: C, query: Record<string, string> = {}, token = seller.token) =>
  callOf(t.app, descriptor, { token, query });

describe('GET finance/seller/billings/list', () => {
  it('lists my billings newest month first, with the tag each shows', async () => {
    const { status, body } = await get(sellerBillingCalls.listSellerBillings);
    expect(status).toBe(200);
    expect(body.data.total).toBe(5);
    expect(body.data.items.map((b) => [b.month, b.countryCode, b.displayStatus])).toEqual([
      ['2026-10-01', 'DE', 'overdue'],
      ['2026-10-01', 'US', 'unpaid'],
      ['2026-09-01', 'US', 'processing'],
      ['2026-08-01', 'US', 'overdue'],
      ['2026-07-01', 'US', 'paid'],
    ]);
    const unpaid = body.data.items[1];
    expect(unpaid).toMatchObject({
      invoiceLabel: invoiceLabel('seller', bills.unpaid.invoiceNumber),
      currency: 'USD',
      commissionMinor: 1701,
      platformFeeMinor: 510,
      totalMinor: 2211,
      status: 'unpaid',
      paidAt: null,
    });
  });

  it('filters by marketplace, status (overdue included) and months', async () => {
    const overdue = await get(sellerBillingCalls.listSellerBillings, {
      status: 'overdue',
      countryCode: 'US',
    });
    expect(overdue.body.data.items.map((b) => b.id)).toEqual([bills.overdue.id]);
    const unpaid = await get(sellerBillingCalls.listSellerBillings, { status: 'unpaid' });
    expect(unpaid.body.data.items.map((b) => b.id)).toEqual([bills.unpaid.id]);
    const months = await get(sellerBillingCalls.listSellerBillings, {
      monthFrom: '2026-08',
      monthTo: '2026-09',
      pageSize: '1',
      page: '2',
    });
    expect(months.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(months.body.data.items.map((b) => b.id)).toEqual([bills.overdue.id]);
  });

  it('refuses bad filters with their fields', async () => {
    const bad = await get(sellerBillingCalls.listSellerBillings, {
      status: 'late',
      monthFrom: '2026-13',
      pageSize: '500',
    });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body).sort()).toEqual(['monthFrom', 'pageSize', 'status']);
    const order = await get(sellerBillingCalls.listSellerBillings, {
      monthFrom: '2026-10',
      monthTo: '2026-09',
    });
    expect(fieldPaths(order.body)).toEqual(['monthTo']);
    // the database has no year 0: this answered 500
    const yearZero = await get(sellerBillingCalls.listSellerBillings, { monthFrom: '0000-01' });
    expect(yearZero.status).toBe(400);
    expect(yearZero.body.error).toBe('monthFrom: Give a month from 2000 to 2099');
  });

  it('is for sellers only', async () => {
    expect((await get(sellerBillingCalls.listSellerBillings, {}, publisher.token)).status).toBe(403);
  });
});

describe('GET finance/seller/billings/detail', () => {
  it('answers the billing and a page of its items', async () => {
    const { status, body } = await get(sellerBillingCalls.getSellerBillingDetail, {
      billingId: bills.unpaid.id,
      pageSize: '2',
    });
    expect(status).toBe(200);
    expect(body.data.billing.id).toBe(bills.unpaid.id);
    expect(body.data.items).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(body.data.items.items[0]).toMatchObject({
      asin: '=HYPERLINK("x")',
      month: '2026-10-01',
      productTitle: null,
      brandName: 'Test brand',
      totalMinor: 260,
    });
  });

  it("answers another seller's billing like an unknown one, and a missing id with its field", async () => {
    const [mine] = (await get(sellerBillingCalls.listSellerBillings, {}, other.token)).body.data.items;
    const theirs = await get(sellerBillingCalls.getSellerBillingDetail, { billingId: mine?.id ?? '' });
    const unknown = await get(sellerBillingCalls.getSellerBillingDetail, { billingId: 'bil_unknown' });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    const missing = await get(sellerBillingCalls.getSellerBillingDetail);
    expect(missing.status).toBe(400);
    expect(fieldPaths(missing.body)).toEqual(['billingId']);
    expect(
      (await get(sellerBillingCalls.getSellerBillingDetail, { billingId: bills.unpaid.id }, publisher.token))
        .status,
    ).toBe(403);
  });
});

describe('the invoice', () => {
  it('answers lines per product summed over publishers, the totals and how to pay', async () => {
    const { status, body } = await get(sellerBillingCalls.getSellerBillingInvoice, {
      billingId: bills.unpaid.id,
    });
    expect(status).toBe(200);
    expect(body.data.currencySymbol).toBe('$');
    expect(body.data.lines.map((l) => [l.asin, l.commissionMinor, l.platformFeeMinor, l.totalMinor])).toEqual(
      [
        ['=HYPERLINK("x")', 200, 60, 260],
        ['B00000000A', 1501, 450, 1951],
      ],
    );
    expect(body.data.paymentInstructions).toHaveLength(3);
    expect(body.data.company.name).toBe(t.config.COMPANY_NAME);
    expect(
      (await get(sellerBillingCalls.getSellerBillingInvoice, { billingId: bills.unpaid.id }, other.token))
        .status,
    ).toBe(404);
    expect((await get(sellerBillingCalls.getSellerBillingInvoice, {}, seller.token)).status).toBe(400);
    expect(
      (await get(sellerBillingCalls.getSellerBillingInvoice, { billingId: bills.unpaid.id }, publisher.token))
        .status,
    ).toBe(403);
  });

  it('downloads as a PDF in the envelope, with the invoice number and the total', async () => {
    const fetchPdf = (token: string, billingId: string) =>
      t.app.inject({
        url: `${apiPrefix}finance/seller/billings/downloadInvoice?billingId=${billingId}`,
        headers: { [userAuthHeader]: `Bearer ${token}` },
      });
    const response = await fetchPdf(seller.token, bills.unpaid.id);
    expect(response.statusCode).toBe(200);
    const file = envelopedFile(response);
    const label = invoiceLabel('seller', bills.unpaid.invoiceNumber);
    expect(file).toMatchObject({
      fileName: `AffiliateAtlas_Invoice_${label}.pdf`,
      contentType: 'application/pdf',
    });
    const text = await pdfText(file.bytes);
    expect(text).toContain(label);
    expect(text).toContain('Invoice Total: USD 22.11');
    expect((await fetchPdf(other.token, bills.unpaid.id)).statusCode).toBe(404);
    expect((await fetchPdf(publisher.token, bills.unpaid.id)).statusCode).toBe(403);
  });
});

describe('the exports', () => {
  it("exports a billing's items, formula-safe", async () => {
    const file = await download(t.app, {
      path: 'finance/seller/billings/detail/export',
      token: seller.token,
      query: { billingId: bills.unpaid.id, platform: 'seller' },
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.lines[0]).toContain('ASIN');
    expect(file.lines).toHaveLength(4);
    expect(file.lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(file.lines[1]).toContain('2.6');
    const theirs = await download(t.app, {
      path: 'finance/seller/billings/detail/export',
      token: other.token,
      query: { billingId: bills.unpaid.id },
    });
    expect(theirs.status).toBe(404);
  });

  it('exports the billings under the list filters', async () => {
    const file = await download(t.app, {
      path: 'finance/seller/billings/report/export',
      token: seller.token,
      query: { status: 'overdue' },
    });
    expect(file.status).toBe(200);
    expect(file.lines).toHaveLength(3);
    expect(file.lines.slice(1).every((line) => line.includes('overdue'))).toBe(true);
    const bad = await download(t.app, {
      path: 'finance/seller/billings/report/export',
      token: seller.token,
      query: { countryCode: 'XX' },
    });
    expect(bad.status).toBe(400);
    const refused = await download(t.app, {
      path: 'finance/seller/billings/report/export',
      token: publisher.token,
    });
    expect(refused.status).toBe(403);
  });
});

describe('GET finance/seller/billings/total/paymentPending', () => {
  it('sums unpaid and processing billings per currency, with the overdue part', async () => {
    const { status, body } = await get(sellerBillingCalls.getSellerPaymentPending);
    expect(status).toBe(200);
    expect(body.data.currencies).toEqual([
      {
        currency: 'EUR',
        totalPaymentPending: 12,
        count: 1,
        totalMinor: 1200,
        overdueCount: 1,
        overdueMinor: 1200,
      },
      {
        currency: 'USD',
        totalPaymentPending: 46.11,
        count: 3,
        totalMinor: 1200 + 2211 + 1200,
        overdueCount: 1,
        overdueMinor: 1200,
      },
    ]);
    expect((await get(sellerBillingCalls.getSellerPaymentPending, {}, publisher.token)).status).toBe(403);
  });
});
