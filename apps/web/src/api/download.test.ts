import { sellerBillingCalls } from '@atlas/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { download, fileNameFromDisposition, readInChunks, saveFileAnswer } from './download';
import { tokenStore } from './http';
import { answer, fail, fakeBrowser, sent } from './http-test-kit';

function streamOf(...sizes: number[]): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      const size = sizes.shift();
      if (size === undefined) {
        controller.close();
        return;
      }
      controller.enqueue(Uint8Array.from({ length: size }, () => next++ % 256));
    },
  });
}

describe('fileNameFromDisposition', () => {
  it('reads a quoted or bare filename', () => {
    expect(fileNameFromDisposition('attachment; filename="deals 2024.csv"')).toBe('deals 2024.csv');
    expect(fileNameFromDisposition('attachment; filename=deals.csv; size=10')).toBe('deals.csv');
  });

  it('prefers the RFC 5987 filename* and decodes it', () => {
    const header = `attachment; filename="fallback.csv"; filename*=UTF-8''Relev%C3%A9%20mai.pdf`;
    expect(fileNameFromDisposition(header)).toBe('Relevé mai.pdf');
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''bad%E0%A4; filename="ok.csv"`)).toBe(
      'ok.csv',
    );
  });

  it('answers null without a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});

describe('readInChunks', () => {
  it('re-slices reads of any size into 8192-byte chunks, keeping every byte in order', async () => {
    const chunks = await readInChunks(streamOf(5000, 5000, 10000));
    expect(chunks.map((c) => c.length)).toEqual([8192, 8192, 3616]);
    const all = chunks.flatMap((c) => [...c]);
    expect(all).toHaveLength(20000);
    expect(all.every((byte, i) => byte === i % 256)).toBe(true);
  });

  it('answers no chunks for an empty body', async () => {
    expect(await readInChunks(streamOf())).toEqual([]);
  });
});

describe('download', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  const link = { href: '', download: '', style: { display: '' }, click: vi.fn(), remove: vi.fn() };
  let saved: Blob | undefined;

  beforeEach(() => {
    browser = fakeBrowser();
    tokenStore.set('tok-1');
    vi.stubGlobal('document', { createElement: () => link, body: { appendChild: vi.fn() } });
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:atlas/1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    link.click.mockClear();
  });

  it('GETs with the query and platform, then saves the file under its Content-Disposition name', async () => {
    browser.fetch.mockResolvedValue(
      new Response('a,b\n1,2\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="deals.csv"' },
      }),
    );
    const name = await download({
      path: 'seller/deals/export',
      query: { status: 'active' },
      platform: 'web',
    });
    const { url, headers } = sent(browser.fetch);
    expect(url).toBe('/api/atlas/v1/seller/deals/export?status=active&platform=web');
    expect(headers.get('x-aa-authorization')).toBe('Bearer tok-1');
    expect(name).toBe('deals.csv');
    expect(link).toMatchObject({ href: 'blob:atlas/1', download: 'deals.csv' });
    expect(link.click).toHaveBeenCalledOnce();
    expect(await saved?.text()).toBe('a,b\n1,2\n');
    expect(saved?.type).toBe('text/csv');
  });

  it('reports the bytes read, against the length when the server gives one', async () => {
    const body = 'x'.repeat(20000);
    const told: [number, number | null][] = [];
    browser.fetch.mockResolvedValueOnce(
      new Response(body, { headers: { 'Content-Type': 'text/csv', 'Content-Length': '20000' } }),
    );
    await download({ path: 'seller/deals/export', onProgress: (read, total) => told.push([read, total]) });
    expect(told.at(-1)).toEqual([20000, 20000]);
    told.length = 0;
    browser.fetch.mockResolvedValueOnce(new Response('a,b\n', { headers: { 'Content-Type': 'text/csv' } }));
    await download({ path: 'seller/deals/export', onProgress: (read, total) => told.push([read, total]) });
    expect(told.at(-1)).toEqual([4, null]);
  });

  it('POSTs a JSON body under the admin prefix and prefers the given file name', async () => {
    browser.fetch.mockResolvedValue(
      new Response('x', { headers: { 'Content-Disposition': 'filename=a.csv' } }),
    );
    const name = await download({
      path: 'billings/export',
      method: 'POST',
      body: { month: '2024-05' },
      portal: 'operator',
      fileName: 'May.csv',
    });
    const { url, init, headers } = sent(browser.fetch);
    expect(url).toBe('/admin/atlas/v1/billings/export');
    expect(init.body).toBe('{"month":"2024-05"}');
    expect(headers.get('x-aa-admin-authorization')).toBe('Bearer tok-1');
    expect(name).toBe('May.csv');
  });

  it("names the file 'download' when nothing else names it", async () => {
    browser.fetch.mockResolvedValue(new Response('x'));
    expect(await download({ path: 'x' })).toBe('download');
  });

  it('sends a refused export through the error catalogue and saves nothing', async () => {
    browser.fetch.mockResolvedValue(answer(fail('1029', 'Too many exports'), 429));
    await expect(download({ path: 'seller/deals/export' })).rejects.toMatchObject({ code: '1029' });
    expect(browser.toast).toHaveBeenCalledWith('Too many exports');
    expect(link.click).not.toHaveBeenCalled();
  });

  it('treats an envelope with success=false on HTTP 200 as a refusal', async () => {
    browser.fetch.mockResolvedValue(answer(fail('3010', 'Authentication token does not match')));
    await expect(download({ path: 'seller/deals/export' })).rejects.toMatchObject({ code: '3010' });
    expect(browser.navigate).toHaveBeenCalledWith('/sign-in', { replace: true });
    expect(link.click).not.toHaveBeenCalled();
  });
  it('saves a document a GET answers in the envelope (the invoices, spec 7.1), under its name', async () => {
    const pdf = '%PDF-1.3 é€';
    browser.fetch.mockResolvedValue(
      answer({
        success: true,
        code: '0',
        error: null,
        data: {
          fileName: 'AffiliateAtlas_Invoice_AA-S-000042.pdf',
          contentType: 'application/pdf',
          size: Buffer.byteLength(pdf),
          contentBase64: Buffer.from(pdf).toString('base64'),
        },
      }),
    );
    const name = await saveFileAnswer(sellerBillingCalls.downloadSellerBillingInvoice, {
      query: { billingId: 'bil_1' },
    });
    expect(sent(browser.fetch).url).toBe(
      '/api/atlas/v1/finance/seller/billings/downloadInvoice?billingId=bil_1',
    );
    expect(name).toBe('AffiliateAtlas_Invoice_AA-S-000042.pdf');
    expect(link).toMatchObject({ download: 'AffiliateAtlas_Invoice_AA-S-000042.pdf' });
    expect(Buffer.from(await saved!.arrayBuffer()).toString()).toBe(pdf);
    expect(saved?.type).toBe('application/pdf');
  });
});
