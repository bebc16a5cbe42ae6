import {
  apiPrefix,
  commissionCalls,
  ErrorCode,
  type TCommissionCsvPreview,
  userAuthHeader,
} from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createProduct, createSeller } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { multipartBody, uploadFile } from '../../../test/support/upload';
import { commissionConfigs, commissionHistory, products } from '../../db/schema';
import { newId } from '../../platform/ids';
import { asinsPerLookup } from './commissions.repository';

let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let other: Awaited<ReturnType<typeof createSeller>>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
  other = await createSeller(t);
});
afterAll(() => t.close());

const header = 'ASIN,Country,Commission (%),Status';
const csv = (...lines: string[]) => `${[header, ...lines].join('\r\n')}\r\n`;

const preview = (bytes: string | Uint8Array, token = seller.token, fileName = 'commissions.csv') =>
  uploadFile<TCommissionCsvPreview>(t, { path: 'seller/product/preCommissionCsv', token, bytes, fileName });

/** The raw answer, to weigh it. */
async function uploadResponse(text: string) {
  const { payload, contentType } = multipartBody({ bytes: text, fileName: 'commissions.csv' });
  return t.app.inject({
    method: 'POST',
    url: `${apiPrefix}seller/product/preCommissionCsv`,
    headers: { 'content-type': contentType, [userAuthHeader]: `Bearer ${seller.token}` },
    payload,
  });
}

const apply = (id: string, token = seller.token) =>
  callOf(t.app, commissionCalls.applyCommissionCsv, { token, body: { id } });

async function productRow(id: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  return row;
}

const historyOf = (productId: string) =>
  t.database.db.select().from(commissionHistory).where(eq(commissionHistory.productId, productId));

describe('commission/status CSV: preview, then apply', () => {
  it('previews every row with old → new and errors by line, changing nothing, then applies the valid rows once', async () => {
    const mug = await createProduct(t, seller.user.id);
    const cup = await createProduct(t, seller.user.id, { commissionBp: 1000, status: 'active' });
    const bowl = await createProduct(t, seller.user.id, { commissionBp: 700 });
    const theirs = await createProduct(t, other.user.id);
    const file = csv(
      `${mug.asin},US,12.5,active`,
      `${cup.asin},US,10,active`,
      `${bowl.asin},us,60,`,
      `${theirs.asin},US,5,`,
      `${bowl.asin.toLowerCase()},US,,inactive`,
    );
    const { status, body } = await preview(file);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      fileName: 'commissions.csv',
      status: 'previewed',
      summary: { total: 5, update: 1, unchanged: 1, error: 3 },
    });
    expect(body.data.rows.items).toEqual([
      expect.objectContaining({
        line: 2,
        asin: mug.asin,
        outcome: 'update',
        oldCommissionBp: null,
        newCommissionBp: 1250,
        oldStatus: 'inactive',
        newStatus: 'active',
        errors: [],
      }),
      expect.objectContaining({
        line: 3,
        asin: cup.asin,
        outcome: 'unchanged',
        oldCommissionBp: 1000,
        newCommissionBp: 1000,
      }),
      expect.objectContaining({
        line: 4,
        outcome: 'error',
        errors: [
          'Commission (%): "60": Commission must be between 1% and 50% in steps of 0.1%',
          `${bowl.asin} (US) is also on line 6: keep one row per product`,
        ],
      }),
      expect.objectContaining({
        line: 5,
        outcome: 'error',
        errors: [`No product ${theirs.asin} in US in your catalogue`],
      }),
      expect.objectContaining({
        line: 6,
        outcome: 'error',
        errors: [`${bowl.asin} (US) is also on line 4: keep one row per product`],
      }),
    ]);
    expect((await productRow(mug.id))?.commissionBp).toBeNull();

    const applied = await apply(body.data.id);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ applied: 1, unchanged: 1, skipped: 3, alreadyApplied: false });
    expect(await productRow(mug.id)).toMatchObject({ commissionBp: 1250, status: 'active' });
    expect((await productRow(bowl.id))?.commissionBp).toBe(700);
    expect((await productRow(theirs.id))?.commissionBp).toBeNull();
    expect(await historyOf(mug.id)).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^chg_/),
        source: 'csv',
        oldCommissionBp: null,
        newCommissionBp: 1250,
        newStatus: 'active',
        changedBy: seller.user.id,
      }),
    ]);

    const again = await apply(body.data.id);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ applied: 1, unchanged: 1, skipped: 3, alreadyApplied: true });
    expect(await historyOf(mug.id)).toHaveLength(1);
  });

  it('applies once when the same preview is confirmed twice at the same moment', async () => {
    const product = await createProduct(t, seller.user.id);
    const { body } = await preview(csv(`${product.asin},US,8,`));
    const answers = await Promise.all([apply(body.data.id), apply(body.data.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.alreadyApplied).sort()).toEqual([false, true]);
    expect(await historyOf(product.id)).toHaveLength(1);
  });

  it('reads the same file saved as UTF-8 with a BOM, as UTF-16 text with tabs, and with semicolons', async () => {
    const product = await createProduct(t, seller.user.id, { countryCode: 'DE', currency: 'EUR' });
    const text = `${header}\r\n${product.asin},DE,"7,5",\r\n`;
    const tabbed = `${header.replaceAll(',', '\t')}\r\n${product.asin}\tDE\t7,5\t\r\n`;
    const files = [
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tabbed, 'utf16le')]),
      Buffer.from(`${header.replaceAll(',', ';')}\n${product.asin};DE;7,5;\n`),
    ];
    for (const bytes of files) {
      const { status, body } = await preview(bytes);
      expect(status).toBe(200);
      expect(body.data.rows.items).toEqual([
        expect.objectContaining({
          asin: product.asin,
          countryCode: 'DE',
          outcome: 'update',
          newCommissionBp: 750,
        }),
      ]);
    }
  });

  it('flags formulas and activation without a commission by line', async () => {
    const product = await createProduct(t, seller.user.id);
    // The factory's ASINs all start with B0: this one is nobody's.
    const unknown = `B1${product.asin.slice(2)}`;
    const { body } = await preview(csv(`${product.asin},US,"=1+2",`, `${unknown},US,,active`));
    expect(body.data.summary).toEqual({ total: 2, update: 0, unchanged: 0, error: 2 });
    expect(body.data.rows.items[0]?.errors[0]).toBe(
      'Commission (%): "=1+2" is a spreadsheet formula; enter a plain value',
    );
    expect(body.data.rows.items[1]?.errors).toEqual([`No product ${unknown} in US in your catalogue`]);
  });

  it('reads a status-only file (ASIN, Country, Status): statuses change, commissions stay', async () => {
    const lamp = await createProduct(t, seller.user.id, { commissionBp: 900, status: 'inactive' });
    const { status, body } = await preview(`ASIN,Country,Status\r\n${lamp.asin},US,active\r\n`);
    expect(status).toBe(200);
    expect(body.data.rows.items[0]).toMatchObject({
      oldCommissionBp: 900,
      newCommissionBp: 900,
      oldStatus: 'inactive',
      newStatus: 'active',
      errors: [],
    });
    expect((await apply(body.data.id)).status).toBe(200);
    expect(await productRow(lamp.id)).toMatchObject({ commissionBp: 900, status: 'active' });
  });

  it.each([
    ['an empty file', '', 'The file is empty'],
    ['a header without rows', `${header}\r\n`, 'The file has a header line but no rows'],
    [
      'wrong columns',
      'ASIN,Price\nB000000001,5\n',
      'The header line must name the columns ASIN, Country, Commission (%) (optional), Status (optional); missing: Country, Commission (%) or Status. Start from the template.',
    ],
    [
      'neither a commission nor a status column',
      'ASIN,Country\nB000000001,US\n',
      'The header line must name the columns ASIN, Country, Commission (%) (optional), Status (optional); missing: Commission (%) or Status. Start from the template.',
    ],
    [
      'Latin-1 text',
      Buffer.from(`${header}\nB000000001,US,5,activ\xe9\n`, 'latin1'),
      'The file is not UTF-8 or UTF-16 text: save it from your spreadsheet as "CSV UTF-8" and upload that file',
    ],
  ])('refuses %s as a whole, on the field file', async (_name, bytes, message) => {
    const { status, body } = await preview(bytes);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: ErrorCode.validation, error: message });
    expect(body.data).toEqual({ fields: [{ path: 'file', message }] });
  });

  it('refuses a file of more than 100 000 rows', async () => {
    const { status, body } = await preview(csv(...Array.from({ length: 100_001 }, () => 'B000000001,US,5,')));
    expect(status).toBe(400);
    expect(body.error).toBe('The file has more than 100,000 rows: split it into several uploads');
  });

  it('refuses a body that is not a multipart file, and a file over 16 MB', async () => {
    const json = await callOf(t.app, commissionCalls.previewCommissionCsv, {
      token: seller.token,
      body: { file: 'ASIN' },
    });
    expect(json.status).toBe(400);
    expect(json.body.data).toEqual({
      fields: [{ path: 'file', message: 'Send the file as multipart/form-data in the field "file"' }],
    });
    const huge = await preview(Buffer.alloc(16 * 1024 * 1024 + 1, 'a'));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: ErrorCode.tooLarge, error: 'The file is larger than 16 MB' });
  });

  it('pages the rows of a preview, one outcome at a time', async () => {
    const a = await createProduct(t, seller.user.id);
    const b = await createProduct(t, seller.user.id);
    const { body } = await preview(
      csv(`${a.asin},US,5,`, 'B0MISSING1,US,5,', `${b.asin},US,6,`, 'B0MISSING2,US,5,'),
    );
    const page = (query: Record<string, string>, token = seller.token) =>
      callOf(t.app, commissionCalls.getCommissionCsvPreview, {
        token,
        query: { id: body.data.id, ...query },
      });
    const errors = await page({ outcome: 'error', pageSize: '1', page: '2' });
    expect(errors.body.data.rows).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(errors.body.data.rows.items.map((r) => r.asin)).toEqual(['B0MISSING2']);
    const beyond = await page({ page: '9' });
    expect(beyond.body.data.rows).toMatchObject({ total: 4, items: [] });
    expect((await page({ outcome: 'bad' })).status).toBe(400);
    expect((await page({}, other.token)).status).toBe(404);
  });

  it('answers a small preview for one product on 5 000 lines: each line names three others and counts the rest', async () => {
    const product = await createProduct(t, seller.user.id);
    const lines = Array.from({ length: 5000 }, () => `${product.asin},US,5,`);
    const response = await uploadResponse(csv(...lines));
    expect(response.statusCode).toBe(200);
    // 50 rows of about 300 bytes: a list of every line in each message would be 1.5 MB.
    expect(response.rawPayload.length).toBeLessThan(25_000);
    const body = response.json().data as TCommissionCsvPreview;
    expect(body.summary).toEqual({ total: 5000, update: 0, unchanged: 0, error: 5000 });
    expect(body.rows.items[0]?.errors).toEqual([
      `${product.asin} (US) is also on lines 3, 4, 5 and 4,996 more: keep one row per product`,
    ]);
    const last = await callOf(t.app, commissionCalls.getCommissionCsvPreview, {
      token: seller.token,
      query: { id: body.id, outcome: 'error', page: '100', pageSize: '50' },
    });
    expect(last.body.data.rows.items.at(-1)).toMatchObject({
      line: 5001,
      errors: [`${product.asin} (US) is also on lines 2, 3, 4 and 4,996 more: keep one row per product`],
    });
    const applied = await apply(body.id);
    expect(applied.body.data).toMatchObject({ applied: 0, unchanged: 0, skipped: 5000 });
    expect((await productRow(product.id))?.commissionBp).toBeNull();
  });

  it('finds the products of a file naming more ASINs than one lookup takes', async () => {
    const first = await createProduct(t, seller.user.id);
    const last = await createProduct(t, seller.user.id);
    const unknown = Array.from({ length: asinsPerLookup }, (_, i) => `B9${String(i).padStart(8, '0')},US,5,`);
    const { body } = await preview(csv(`${first.asin},US,5,`, ...unknown, `${last.asin},US,6,`));
    expect(body.data.summary).toEqual({
      total: asinsPerLookup + 2,
      update: 2,
      unchanged: 0,
      error: asinsPerLookup,
    });
    const updates = await callOf(t.app, commissionCalls.getCommissionCsvPreview, {
      token: seller.token,
      query: { id: body.data.id, outcome: 'update' },
    });
    expect(updates.body.data.rows.items.map((r) => [r.asin, r.newCommissionBp])).toEqual([
      [first.asin, 500],
      [last.asin, 600],
    ]);
  });

  it("answers 404 for another seller's preview and applies nothing of it", async () => {
    const product = await createProduct(t, seller.user.id);
    const { body } = await preview(csv(`${product.asin},US,5,`));
    const { status, body: refused } = await apply(body.data.id, other.token);
    expect(status).toBe(404);
    expect(refused.code).toBe(ErrorCode.notFound);
    expect((await productRow(product.id))?.commissionBp).toBeNull();
  });

  it('refuses an apply without a preview id', async () => {
    const { status, body } = await callOf(t.app, commissionCalls.applyCommissionCsv, {
      token: seller.token,
      body: {},
    });
    expect(status).toBe(400);
    expect(body.data).toEqual({
      fields: [{ path: 'id', message: 'Invalid input: expected string, received undefined' }],
    });
  });

  it('applies nothing when a row no longer holds at apply time', async () => {
    const kept = await createProduct(t, seller.user.id);
    const gone = await createProduct(t, seller.user.id);
    const { body } = await preview(csv(`${kept.asin},US,5,`, `${gone.asin},US,6,`));
    await t.database.db.delete(products).where(eq(products.id, gone.id));
    const { status, body: refused } = await apply(body.data.id);
    expect(status).toBe(409);
    expect(refused.error).toMatch(/upload the file again/);
    expect((await productRow(kept.id))?.commissionBp).toBeNull();
  });

  it('still applies a preview exactly 24 hours old, and says when it was applied', async () => {
    const product = await createProduct(t, seller.user.id);
    const { body } = await preview(csv(`${product.asin},US,5,`));
    expect(body.data.id).toMatch(/^csv_/);
    t.clock.advance(24 * 60 * 60 * 1000);
    const appliedAt = t.clock.now.toISOString();
    const applied = await apply(body.data.id);
    expect(applied.status).toBe(200);
    expect(applied.body.data.appliedAt).toBe(appliedAt);
    t.clock.advance(60_000);
    expect((await apply(body.data.id)).body.data).toMatchObject({
      appliedAt,
      alreadyApplied: true,
    });
  });

  it('counts rows that became unchanged by apply time with those unchanged at preview', async () => {
    const same = await createProduct(t, seller.user.id, { commissionBp: 500 });
    const moving = await createProduct(t, seller.user.id);
    const { body } = await preview(csv(`${same.asin},US,5,`, `${moving.asin},US,6,`));
    expect(body.data.summary).toMatchObject({ unchanged: 1, update: 1 });
    await callOf(t.app, commissionCalls.setCommission, {
      token: seller.token,
      body: { ids: [moving.id], commissionBp: 600 },
    });
    const applied = await apply(body.data.id);
    expect(applied.body.data).toMatchObject({ applied: 0, unchanged: 2, skipped: 0 });
  });

  it("applies nothing when the seller's bounds narrowed below a row since the preview", async () => {
    const narrowing = await createSeller(t);
    const product = await createProduct(t, narrowing.user.id);
    const { body } = await preview(csv(`${product.asin},US,30,`), narrowing.token);
    await t.database.db.insert(commissionConfigs).values({
      id: newId('ccf'),
      sellerId: narrowing.user.id,
      minBp: 500,
      maxBp: 2000,
      stepBp: 50,
      platformFeeBp: 2500,
    });
    const refused = await apply(body.data.id, narrowing.token);
    expect(refused.status).toBe(409);
    expect((await productRow(product.id))?.commissionBp).toBeNull();
  });

  it('shows the first 50 rows, keeps 200 characters of the file name, and says so for a lost preview', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => `B0LOST${String(i).padStart(4, '0')},US,5,`);
    const { body } = await preview(csv(...lines), seller.token, `${'x'.repeat(250)}.csv`);
    expect(body.data.rows).toMatchObject({ total: 60, page: 1, pageSize: 50 });
    expect(body.data.rows.items).toHaveLength(50);
    expect(body.data.fileName).toBe('x'.repeat(200));
    const lost = await apply('csv_nosuchpreview');
    expect(lost.status).toBe(404);
    expect(lost.body.error).toBe('Preview not found');
    const page = await callOf(t.app, commissionCalls.getCommissionCsvPreview, {
      token: seller.token,
      query: { id: 'csv_nosuchpreview' },
    });
    expect(page.body.error).toBe('Preview not found');
  });

  it('drops previews older than a week when the seller uploads again, and keeps younger ones', async () => {
    const dropper = await createSeller(t);
    const product = await createProduct(t, dropper.user.id);
    const rows = (id: string) =>
      callOf(t.app, commissionCalls.getCommissionCsvPreview, { token: dropper.token, query: { id } });
    const old = await preview(csv(`${product.asin},US,5,`), dropper.token);
    t.clock.advance(6 * 24 * 60 * 60 * 1000);
    const young = await preview(csv(`${product.asin},US,6,`), dropper.token);
    expect((await rows(old.body.data.id)).status).toBe(200);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await preview(csv(`${product.asin},US,7,`), dropper.token);
    expect((await rows(old.body.data.id)).status).toBe(404);
    expect((await rows(young.body.data.id)).status).toBe(200);
  });

  it('refuses a preview older than 24 hours', async () => {
    const product = await createProduct(t, seller.user.id);
    const { body } = await preview(csv(`${product.asin},US,5,`));
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const { status, body: refused } = await apply(body.data.id);
    expect(status).toBe(409);
    expect(refused.error).toBe('This preview is more than 24 hours old: upload the file again');
    expect((await productRow(product.id))?.commissionBp).toBeNull();
  });
});
