import { dealCalls, ErrorCode, type TDealUploadResponse } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createProduct, createSeller } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { uploadFile } from '../../../test/support/upload';
import { deals } from '../../db/schema';

let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let other: Awaited<ReturnType<typeof createSeller>>;

const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  // 2030-03-10 12:00 in Los Angeles, so "today" in the US is 2030-03-10
  t.clock.now = new Date('2030-03-10T19:00:00Z');
  seller = await createSeller(t);
  other = await createSeller(t);
});
afterAll(() => t.close());

type TSaveCall = typeof dealCalls.createDeal | typeof dealCalls.saveDeal | typeof dealCalls.editDeal;
/** Saves a deal through `via` (POST seller/product/deal unless told). */
const save = (body: object, options: { via?: TSaveCall; token?: string } = {}) =>
  callOf(t.app, options.via ?? dealCalls.createDeal, { token: options.token ?? seller.token, body });

const remove = (id: string, token = seller.token) =>
  callOf(t.app, dealCalls.deleteDeal, { params: { id }, token });

const list = (query: Record<string, string> = {}, token = seller.token) =>
  callOf(t.app, dealCalls.listDeals, { token, query });

const dealsOf = (productId: string) =>
  t.database.db.select().from(deals).where(eq(deals.productId, productId));

describe('POST seller/product/deal and …/deal/edit, PUT …/deal/edit', () => {
  it('creates a deal on whole days of the marketplace, and edits it by id', async () => {
    const product = await createProduct(t, seller.user.id, { priceMinor: 2999, commissionBp: 1000 });
    const created = await save({
      productId: product.id,
      discountBp: 1500,
      extraCommissionBp: 250,
      startDate: '2030-03-10',
      endDate: '2030-03-12',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      productId: product.id,
      asin: product.asin,
      discountBp: 1500,
      dealPriceMinor: null,
      extraCommissionBp: 250,
      startDate: '2030-03-10',
      endDate: '2030-03-12',
      // Los Angeles is on PST until 2030-03-10 02:00, PDT after
      startsAt: '2030-03-10T08:00:00.000Z',
      endsAt: '2030-03-13T07:00:00.000Z',
      state: 'running',
    });

    const upcoming = await save({
      productId: product.id,
      dealPriceMinor: 1999,
      startDate: '2030-04-01',
      endDate: '2030-04-02',
    });
    expect(upcoming.body.data.state).toBe('upcoming');
    const edited = await save(
      {
        id: upcoming.body.data.id,
        productId: product.id,
        dealPriceMinor: 1899,
        startDate: '2030-04-02',
        endDate: '2030-04-05',
      },
      { via: dealCalls.editDeal },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: upcoming.body.data.id,
      dealPriceMinor: 1899,
      startDate: '2030-04-02',
      endDate: '2030-04-05',
    });
    const viaPost = await save(
      {
        id: upcoming.body.data.id,
        productId: product.id,
        dealPriceMinor: 1799,
        startDate: '2030-04-02',
        endDate: '2030-04-05',
      },
      { via: dealCalls.saveDeal },
    );
    expect(viaPost.body.data).toMatchObject({ id: upcoming.body.data.id, dealPriceMinor: 1799 });
    expect(await dealsOf(product.id)).toHaveLength(2);
  });

  it('creates through POST …/deal/edit when no id is given', async () => {
    const product = await createProduct(t, seller.user.id);
    const { status, body } = await save(
      { productId: product.id, discountBp: 1000, startDate: '2030-05-01', endDate: '2030-05-01' },
      { via: dealCalls.saveDeal },
    );
    expect(status).toBe(200);
    expect(body.data.id).toMatch(/^del_/);
  });

  it('refuses an overlapping deal on the same product, and a double click makes one deal', async () => {
    const product = await createProduct(t, seller.user.id);
    const deal = { productId: product.id, discountBp: 1000, startDate: '2030-06-01', endDate: '2030-06-10' };
    const answers = await Promise.all([save(deal), save(deal)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409);
    const message =
      'This product already has a deal from 2030.06.01 to 2030.06.10: deals of one product cannot overlap';
    expect(refused?.body).toMatchObject({ code: ErrorCode.conflict, error: message });
    expect(refused?.body.data).toEqual({ fields: [{ path: 'startDate', message }] });
    const touching = await save({ ...deal, startDate: '2030-06-11', endDate: '2030-06-12' });
    expect(touching.status).toBe(200);
    const before = await save({ ...deal, startDate: '2030-05-30', endDate: '2030-05-31' });
    expect(before.status).toBe(200);
    expect(await dealsOf(product.id)).toHaveLength(3);
  });

  const editBy = { POST: dealCalls.saveDeal, PUT: dealCalls.editDeal };
  it.each(['POST', 'PUT'] as const)(
    'refuses an edit (%s) that moves a deal onto another, and keeps it',
    async (method) => {
      const product = await createProduct(t, seller.user.id);
      const june = await save({
        productId: product.id,
        discountBp: 1000,
        startDate: '2030-06-01',
        endDate: '2030-06-10',
      });
      const july = await save({
        productId: product.id,
        discountBp: 2000,
        startDate: '2030-07-01',
        endDate: '2030-07-10',
      });
      const before = (await dealsOf(product.id)).find((d) => d.id === july.body.data.id);

      const edited = await save(
        {
          id: july.body.data.id,
          productId: product.id,
          discountBp: 2000,
          startDate: '2030-06-08',
          endDate: '2030-07-10',
        },
        { via: editBy[method] },
      );
      expect(edited.status).toBe(409);
      expect(edited.body).toMatchObject({
        code: ErrorCode.conflict,
        error:
          'This product already has a deal from 2030.06.01 to 2030.06.10: deals of one product cannot overlap',
      });
      const after = await dealsOf(product.id);
      expect(after.find((d) => d.id === july.body.data.id)).toEqual(before);
      expect(after.find((d) => d.id === june.body.data.id)?.discountBp).toBe(1000);
      // Its own dates are no overlap: an edit that keeps them passes.
      const kept = await save(
        {
          id: july.body.data.id,
          productId: product.id,
          discountBp: 2500,
          startDate: '2030-07-01',
          endDate: '2030-07-10',
        },
        { via: editBy[method] },
      );
      expect(kept.status).toBe(200);
    },
  );

  it.each([
    [{}, 'dealPriceMinor', 'Give either a deal price or a discount'],
    [{ discountBp: 1000, dealPriceMinor: 900 }, 'discountBp', 'Give either a deal price or a discount'],
    [{ discountBp: 50 }, 'discountBp', 'Discount must be between 1% and 99%'],
    [{ discountBp: 1000, startDate: '2030-02-30' }, 'startDate', 'This date does not exist'],
    [{ discountBp: 1000, endDate: '03/12/2030' }, 'endDate', 'Use a date like 2025-07-08'],
    [{ discountBp: 1000, endDate: '9999-12-31' }, 'endDate', 'Give a date from 2000 to 2099'],
    [
      { discountBp: 1000, startDate: '2030-03-12', endDate: '2030-03-11' },
      'endDate',
      'The end date is before the start date',
    ],
    [
      { discountBp: 1000, startDate: '2030-03-09' },
      'startDate',
      'The start date has passed: start on 2030.03.10 or later',
    ],
    [{ dealPriceMinor: 1999 }, 'dealPriceMinor', "Deal price must be below the product's price (USD 19.99)"],
    [
      { discountBp: 1000, extraCommissionBp: 15 },
      'extraCommissionBp',
      'Extra commission must be between 0.1% and 50% in steps of 0.1%',
    ],
  ])('refuses %j with the field named', async (change, path, message) => {
    const product = await createProduct(t, seller.user.id);
    const { status, body } = await save({
      productId: product.id,
      startDate: '2030-03-20',
      endDate: '2030-03-25',
      ...change,
    });
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    expect(body.data).toEqual({ fields: [{ path, message }] });
    expect(await dealsOf(product.id)).toHaveLength(0);
  });

  it("answers 404 for another seller's product and for another seller's deal", async () => {
    const theirs = await createProduct(t, other.user.id);
    const onTheirs = await save({
      productId: theirs.id,
      discountBp: 1000,
      startDate: '2030-03-20',
      endDate: '2030-03-21',
    });
    expect(onTheirs.status).toBe(404);
    expect(onTheirs.body.error).toBe('Product not found');
    expect(onTheirs.body.data).toEqual({ fields: [{ path: 'productId', message: 'Product not found' }] });
    const theirDeal = await save(
      { productId: theirs.id, discountBp: 1000, startDate: '2030-03-20', endDate: '2030-03-21' },
      { token: other.token },
    );
    const mine = await createProduct(t, seller.user.id);
    const edit = await save(
      {
        id: theirDeal.body.data.id,
        productId: mine.id,
        discountBp: 2000,
        startDate: '2030-03-20',
        endDate: '2030-03-21',
      },
      { via: dealCalls.editDeal },
    );
    expect(edit.status).toBe(404);
    expect(edit.body.error).toBe('Deal not found');
    const removed = await remove(theirDeal.body.data.id);
    expect(removed.status).toBe(404);
    expect(removed.body.error).toBe('Deal not found');
    expect(await dealsOf(theirs.id)).toEqual([expect.objectContaining({ discountBp: 1000 })]);
  });

  it('refuses PUT without an id', async () => {
    const product = await createProduct(t, seller.user.id);
    const { status, body } = await save(
      { productId: product.id, discountBp: 1000, startDate: '2030-03-20', endDate: '2030-03-21' },
      { via: dealCalls.editDeal },
    );
    expect(status).toBe(400);
    expect(body.data).toEqual({ fields: [{ path: 'id', message: 'Give the deal id' }] });
  });

  it('lets a running deal change only its end, and keeps an ended deal as it was', async () => {
    const product = await createProduct(t, seller.user.id);
    const running = await save({
      productId: product.id,
      discountBp: 1000,
      startDate: '2030-03-10',
      endDate: '2030-03-20',
    });
    const id = running.body.data.id;
    const cheaper = await save({
      id,
      productId: product.id,
      discountBp: 3000,
      startDate: '2030-03-10',
      endDate: '2030-03-20',
    });
    expect(cheaper.status).toBe(409);
    expect(cheaper.body.error).toBe('This deal is running: only its end date can change');
    const shorter = await save({
      id,
      productId: product.id,
      discountBp: 1000,
      startDate: '2030-03-10',
      endDate: '2030-03-11',
    });
    expect(shorter.status).toBe(200);
    expect(shorter.body.data.endDate).toBe('2030-03-11');
    expect((await remove(id)).body.error).toBe('This deal is running: set its end date to today to stop it');
    t.clock.advance(3 * day);
    const late = await save({
      id,
      productId: product.id,
      discountBp: 1000,
      startDate: '2030-03-10',
      endDate: '2030-03-30',
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('This deal has ended and is kept as it was: create a new deal instead');
    const kept = await remove(id);
    expect(kept.status).toBe(409);
    expect(kept.body.error).toBe('This deal has ended and is kept for the commissions it paid');
    t.clock.advance(-3 * day);
  });

  it('refuses any change but the end of a running deal, and takes a later end after its first day', async () => {
    const product = await createProduct(t, seller.user.id, { priceMinor: 2500 });
    const other = await createProduct(t, seller.user.id, { priceMinor: 2500 });
    const running = {
      productId: product.id,
      dealPriceMinor: 1999,
      extraCommissionBp: 200,
      startDate: '2030-03-10',
      endDate: '2030-03-20',
    };
    const id = (await save(running)).body.data.id;
    for (const change of [
      { productId: other.id },
      { dealPriceMinor: 1899 },
      { dealPriceMinor: null, discountBp: 1000 },
      { extraCommissionBp: 300 },
      { extraCommissionBp: null },
      { startDate: '2030-03-11' },
    ]) {
      const refused = await save({ ...running, ...change, id });
      expect(refused.status, JSON.stringify(change)).toBe(409);
      expect(refused.body.error).toBe('This deal is running: only its end date can change');
    }
    expect(await dealsOf(other.id)).toHaveLength(0);
    // The next day its start has passed, which a running deal keeps: only the end moves.
    t.clock.advance(day);
    const longer = await save({ ...running, id, endDate: '2030-03-25' });
    t.clock.advance(-day);
    expect(longer.status).toBe(200);
    expect(longer.body.data).toMatchObject({
      startDate: '2030-03-10',
      endDate: '2030-03-25',
      state: 'running',
    });
  });
});

describe('DELETE seller/product/deal/{id}', () => {
  it('deletes an upcoming deal; a second delete answers 404', async () => {
    const product = await createProduct(t, seller.user.id);
    const { body } = await save({
      productId: product.id,
      discountBp: 1000,
      startDate: '2030-07-01',
      endDate: '2030-07-02',
    });
    const first = await remove(body.data.id);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ id: body.data.id, deleted: true });
    expect(await dealsOf(product.id)).toHaveLength(0);
    expect((await remove(body.data.id)).status).toBe(404);
  });
});

describe('GET seller/product/deal', () => {
  it("lists the seller's deals by state, marketplace and search, and none of another seller's", async () => {
    const lister = await createSeller(t);
    const mug = await createProduct(t, lister.user.id, { title: 'Blue mug' });
    const tasse = await createProduct(t, lister.user.id, {
      title: 'Tasse',
      countryCode: 'FR',
      currency: 'EUR',
    });
    await save(
      { productId: mug.id, discountBp: 1000, startDate: '2030-03-10', endDate: '2030-03-11' },
      { token: lister.token },
    );
    await save(
      { productId: mug.id, discountBp: 1000, startDate: '2030-04-10', endDate: '2030-04-11' },
      { token: lister.token },
    );
    await save(
      { productId: tasse.id, discountBp: 1000, startDate: '2030-05-10', endDate: '2030-05-11' },
      { token: lister.token },
    );

    const all = await list({}, lister.token);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.items.map((d) => d.startDate)).toEqual(['2030-05-10', '2030-04-10', '2030-03-10']);
    expect((await list({ state: 'running' }, lister.token)).body.data.items.map((d) => d.startDate)).toEqual([
      '2030-03-10',
    ]);
    expect((await list({ countryCode: 'FR' }, lister.token)).body.data.items.map((d) => d.asin)).toEqual([
      tasse.asin,
    ]);
    expect((await list({ search: 'blue' }, lister.token)).body.data.total).toBe(2);
    expect((await list({ search: mug.asin.toLowerCase() }, lister.token)).body.data.total).toBe(2);
    // % and _ are the letters typed, not wildcards.
    const sale = await createProduct(t, lister.user.id, { title: 'Mug 50% off_today' });
    await save(
      { productId: sale.id, discountBp: 5000, startDate: '2030-06-10', endDate: '2030-06-11' },
      { token: lister.token },
    );
    expect((await list({ search: '50% off_' }, lister.token)).body.data.items.map((d) => d.asin)).toEqual([
      sale.asin,
    ]);
    expect((await list({ search: '%' }, lister.token)).body.data.total).toBe(1);
    expect((await list({ search: 'Blue_mug' }, lister.token)).body.data.total).toBe(0);
    await remove(
      (await list({ search: sale.asin }, lister.token)).body.data.items[0]?.id as string,
      lister.token,
    );
    expect(
      (await list({ pageSize: '1', page: '3' }, lister.token)).body.data.items.map((d) => d.asin),
    ).toEqual([mug.asin]);
    expect(
      (await list({ pageSize: '2', page: '2' }, lister.token)).body.data.items.map((d) => d.startDate),
    ).toEqual(['2030-03-10']);
    expect((await list({ state: 'upcoming' }, lister.token)).body.data.items.map((d) => d.startDate)).toEqual(
      ['2030-05-10', '2030-04-10'],
    );
    expect((await list({ state: 'ended' }, lister.token)).body.data.total).toBe(0);
    t.clock.advance(2 * day);
    const ended = await list({ state: 'ended' }, lister.token);
    t.clock.advance(-2 * day);
    expect(ended.body.data.items.map((d) => d.startDate)).toEqual(['2030-03-10']);
    expect((await list({}, other.token)).body.data.items.every((d) => d.asin !== mug.asin)).toBe(true);
    const bad = await list({ state: 'soon' }, lister.token);
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      fields: [{ path: 'state', message: 'Choose upcoming, running or ended' }],
    });
  });
});

describe('deal CSV', () => {
  const header = 'ASIN,Country,Deal price,Discount (%),Extra commission (%),Start date,End date';
  const upload = (text: string | Buffer, token = seller.token) =>
    uploadFile<TDealUploadResponse>(t, {
      path: 'seller/product/deal/upload',
      token,
      bytes: text,
      fileName: 'deals.csv',
    });

  it('downloads the template with the columns the upload reads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/atlas/v1/seller/product/deal/template/download',
      headers: { 'x-aa-authorization': `Bearer ${seller.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="Product_deal_template.csv"');
    expect(response.body).toBe(`\uFEFF${header}\r\n`);
  });

  it('creates every deal of a valid file in one go', async () => {
    const mug = await createProduct(t, seller.user.id, { priceMinor: 2500 });
    const tasse = await createProduct(t, seller.user.id, {
      countryCode: 'FR',
      currency: 'EUR',
      priceMinor: 1500,
    });
    const file = [
      header,
      `${mug.asin},US,19.99,,2.5,2030-08-01,2030-08-03`,
      `${mug.asin},US,,10,,2030/08/04,2030.08.05`,
      `${tasse.asin},FR,"12,50",,,2030-08-01,2030-08-01`,
    ].join('\n');
    const { status, body } = await upload(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(file, 'utf16le')]),
    );
    expect(status).toBe(200);
    expect(body.data.created).toBe(3);
    expect(await dealsOf(mug.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dealPriceMinor: 1999, discountBp: null, extraCommissionBp: 250 }),
        expect.objectContaining({ dealPriceMinor: null, discountBp: 1000 }),
      ]),
    );
    expect(await dealsOf(tasse.id)).toEqual([expect.objectContaining({ dealPriceMinor: 1250 })]);
    // The same file again overlaps itself line by line: nothing more is created.
    const again = await upload(file);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(
      /^3 of 3 lines have errors, so no deal was created\. Line 2: This product already has a deal/,
    );
    expect(await dealsOf(mug.id)).toHaveLength(2);
  });

  it('names every wrong line and creates nothing when one line is wrong', async () => {
    const mug = await createProduct(t, seller.user.id, { priceMinor: 2500 });
    const theirs = await createProduct(t, other.user.id);
    const file = [
      header,
      `${mug.asin},US,,10,,2030-09-01,2030-09-05`,
      `${mug.asin},US,,20,,2030-09-05,2030-09-06`,
      `${theirs.asin},US,,10,,2030-09-01,2030-09-02`,
      `${mug.asin},US,abc,,,2030-09-10,2030-09-11`,
      `${mug.asin},US,,,,2030-09-12,2030-09-13`,
      `${mug.asin},US,,10,=1+1,2030-09-14,2030-09-15`,
      `${mug.asin},US,,10,,09/20/2030,2030-09-21`,
      `${mug.asin},XX,,10,,2030-09-22,2030-09-23`,
    ].join('\n');
    const { status, body } = await upload(file);
    expect(status).toBe(400);
    expect(body.error).toMatch(/^7 of 8 lines have errors, so no deal was created\. Line 3: /);
    expect(body.data).toEqual({
      fields: [
        {
          path: 'lines.3',
          message: `This product already has a deal from 2030.09.01 to 2030.09.05: deals of one product cannot overlap (line 2 of this file)`,
        },
        { path: 'lines.4', message: `ASIN: no product ${theirs.asin} in US in your catalogue` },
        { path: 'lines.5', message: 'Deal price: "abc" is not an amount like 19.99' },
        { path: 'lines.6', message: 'Deal price: Give either a deal price or a discount' },
        {
          path: 'lines.7',
          message: 'Extra commission (%): "=1+1" is a spreadsheet formula; enter a plain value',
        },
        { path: 'lines.7', message: 'Extra commission (%): "=1+1" is not a percent like 2.5' },
        { path: 'lines.8', message: 'Start date: Use a date like 2025-07-08' },
        { path: 'lines.9', message: 'Country: "XX" must be US, CA, FR, DE or UK' },
      ],
    });
    expect(await dealsOf(mug.id)).toHaveLength(0);
  });

  it('creates thousands of deals from one file, and names at most 500 of its wrong lines', async () => {
    const shelf = await Promise.all(
      Array.from({ length: 20 }, () => createProduct(t, seller.user.id, { priceMinor: 2500 })),
    );
    // 100 one-day deals on each of 20 products: 2 000 lines, inserted in slices of 1 000.
    const lines = shelf.flatMap((p) =>
      Array.from({ length: 100 }, (_, i) => {
        const date = new Date(Date.UTC(2031, 0, 1 + i)).toISOString().slice(0, 10);
        return `${p.asin},US,,10,,${date},${date}`;
      }),
    );
    const created = await upload([header, ...lines].join('\n'));
    expect(created.status).toBe(200);
    expect(created.body.data.created).toBe(2000);
    expect(new Set(created.body.data.ids).size).toBe(2000);
    expect(await dealsOf(shelf[0]?.id as string)).toHaveLength(100);

    const wrong = await upload([header, ...lines.slice(0, 600)].join('\n'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/^600 of 600 lines have errors, so no deal was created\. Line 2: /);
    expect((wrong.body.data as unknown as { fields: unknown[] }).fields).toHaveLength(500);
  });

  it('refuses a file of more than 5 000 lines before reading them', async () => {
    const line = `B000000001,US,,10,,2031-01-01,2031-01-01`;
    const tooLong = await upload([header, ...Array.from({ length: 5001 }, () => line)].join('\n'));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data).toEqual({
      fields: [{ path: 'file', message: 'The file has more than 5,000 rows: split it into several uploads' }],
    });
  });

  it('refuses a file without the template columns, an empty file, and another seller cannot see the result', async () => {
    const wrong = await upload('ASIN,Country,Commission (%),Status\nB000000001,US,5,active\n');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/^The header line must name the columns ASIN, Country, Deal price/);
    const empty = await upload('');
    expect(empty.body.data).toEqual({ fields: [{ path: 'file', message: 'The file is empty' }] });
  });
});
