import { apiPrefix, campaignInvoiceLabel, ErrorCode, userAuthHeader } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  applyBody,
  applyTo,
  campaignIn,
  campaignPublisher,
  campaignSeller,
  insertPlacement,
  uploadAsset,
} from '../../../test/support/campaigns';
import { envelopedFile, pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { campaigns } from '../../db/schema';
import { safeZipName, uniqueZipNames } from './campaign-zip';

// The invoice PDF (seller) and the resources zip (publisher).
let t: TTestApp;
let seller: Awaited<ReturnType<typeof campaignSeller>>;
let publisher: Awaited<ReturnType<typeof campaignPublisher>>;
beforeAll(async () => {
  t = await createTestApp();
  seller = await campaignSeller(t);
  publisher = await campaignPublisher(t);
});
afterAll(() => t.close());

const fetchFile = (path: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `${apiPrefix}${path}`,
    headers: { [userAuthHeader]: `Bearer ${token}` },
  });

describe('the invoice', () => {
  it('is a PDF once confirmed, with the invoice number, both names, the placement and the price', async () => {
    const { id } = await campaignIn(t, seller, publisher, 'confirmed');
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    const response = await fetchFile(`seller/placement/campaigns/${id}/invoice`, seller.token);
    expect(response.statusCode).toBe(200);
    const file = envelopedFile(response);
    const label = campaignInvoiceLabel(row?.invoiceNumber ?? 0);
    expect(file).toMatchObject({ fileName: `invoice-${label}.pdf`, contentType: 'application/pdf' });
    const text = await pdfText(file.bytes);
    for (const expected of [
      label,
      'Test seller',
      'Test publisher',
      row?.placementTitle,
      'USD 250.00',
      seller.products[0]?.asin,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('does not exist before confirmation (409), nor for another seller (404)', async () => {
    const { id } = await campaignIn(t, seller, publisher, 'completed');
    const early = await fetchFile(`seller/placement/campaigns/${id}/invoice`, seller.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: ErrorCode.conflict });
    expect(early.json().error).toContain('completed');
    const stranger = await campaignSeller(t);
    const theirs = await fetchFile(`seller/placement/campaigns/${id}/invoice`, stranger.token);
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the resources zip', () => {
  it("holds the seller's files, each under a safe and unique name", async () => {
    const files = [
      await uploadAsset(t, seller.token, 'banner.png'),
      await uploadAsset(t, seller.token, 'banner.png'),
      await uploadAsset(t, seller.token, '../brief.pdf'),
    ];
    const placementId = await insertPlacement(t, publisher.user.id);
    const applied = await applyTo(
      t,
      seller.token,
      placementId,
      applyBody(seller, placementId, { assets: files.map((f) => f.id) }),
    );
    const id = applied.body.data.id;
    const response = await fetchFile(
      `publisher/placement/campaigns/${id}/download-resources`,
      publisher.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`campaign-${id}-resources.zip`);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries)).toEqual(['banner.png', 'banner (2).png', 'brief.pdf']);
    expect(new TextDecoder().decode(entries['brief.pdf']).startsWith('%PDF')).toBe(true);
    expect(entries['banner.png']?.length).toBe(files[0]?.sizeBytes);
  });

  it('a campaign without files answers 404 rather than an empty zip; another publisher gets 404', async () => {
    const { id } = await campaignIn(t, seller, publisher, 'applied');
    const none = await fetchFile(`publisher/placement/campaigns/${id}/download-resources`, publisher.token);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toContain('no files');
    const stranger = await campaignPublisher(t);
    const theirs = await fetchFile(`publisher/placement/campaigns/${id}/download-resources`, stranger.token);
    expect(theirs.statusCode).toBe(404);
    const declined = await act(t, 'decline', id, publisher.token);
    expect(declined.status).toBe(200);
  });

  it('names: no folders, no reserved characters, unique whatever the case', () => {
    expect(safeZipName('..\\..\\evil:name?.png')).toBe('evil_name_.png');
    expect(safeZipName('...')).toBe('file');
    expect(uniqueZipNames(['a.png', 'A.png', 'a.png', 'b'])).toEqual([
      'a.png',
      'A (2).png',
      'a (3).png',
      'b',
    ]);
  });
});
