import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublisherBilling, insertSellerBilling } from '../support/billings';
import { call } from '../support/call';
import { campaignIn, campaignPublisher, campaignSeller } from '../support/campaigns';
import { createTestApp, type TTestApp } from '../support/test-app';

// Spec 7.1: "every main API response uses the envelope of section 3"; only an EXPORT is "a binary
// file download". Spec 7.6, 7.7 and 7.8 list these three as GET calls, not EXPORTs, so a client
// written from the spec reads `success` and `data` from them; "download" in their names is what
// data carries: the PDF.
let t: TTestApp;
let seller: Awaited<ReturnType<typeof campaignSeller>>;
let publisher: Awaited<ReturnType<typeof campaignPublisher>>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await campaignSeller(t);
  publisher = await campaignPublisher(t);
});
afterAll(() => t.close());

/** A spec client's GET: the path under /api/{product}/v1/ with its query, the user token header. */
async function specGet(path: string, token: string, query?: Record<string, string>) {
  const answer = await call(t.app, { method: 'GET', path, token, query });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ success: true, code: '0' });
  const file = answer.body.data as { fileName: string; contentType: string; contentBase64: string };
  return { ...file, bytes: Buffer.from(file.contentBase64, 'base64') };
}

describe('the three invoice GETs answer the envelope, their PDF in data', () => {
  it('GET finance/seller/billings/downloadInvoice (query billingId)', async () => {
    const billing = await insertSellerBilling(t, seller.user.id);
    const file = await specGet('finance/seller/billings/downloadInvoice', seller.token, {
      billingId: billing.id,
    });
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toMatch(/\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('GET finance/publisher/billings/downloadInvoice (query billingId)', async () => {
    const statement = await insertPublisherBilling(t, publisher.user.id);
    const file = await specGet('finance/publisher/billings/downloadInvoice', publisher.token, {
      billingId: statement.id,
    });
    expect(file.contentType).toBe('application/pdf');
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('GET seller/placement/campaigns/{campaignId}/invoice', async () => {
    const { id } = await campaignIn(t, seller, publisher, 'confirmed');
    const file = await specGet(`seller/placement/campaigns/${id}/invoice`, seller.token);
    expect(file.contentType).toBe('application/pdf');
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
