import { ErrorCode, sellerMessageCalls, type TLoginResponse } from '@atlas/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, fieldPaths as fieldsOf } from '../../../test/support/call';
import { createOperator, createSeller, createUser } from '../../../test/support/factories';
import { putter } from '../../../test/support/images';
import type { TTestApp } from '../../../test/support/test-app';
import {
  createMessagesApp,
  openConversation,
  openInbox,
  pdf,
  png,
  reply,
  send,
  uploadAs,
} from './messages-test-kit';

// Images attached to messages go through the image service (issue 13): stored by the sender,
// checked by content there, kept with their original file name; PDFs keep common/upload.
let t: TTestApp;
let seller: TLoginResponse;
let publisher: TLoginResponse;
let operator: Awaited<ReturnType<typeof createOperator>>;
const put = putter(() => t);
// each upload signs a fresh URL: one ms later than the last
const fresh = () => {
  t.clock.advance(1);
  return t.clock.now.getTime();
};
const photo = (width: number, background: string) =>
  sharp({ create: { width, height: 60, channels: 3, background } })
    .jpeg()
    .toBuffer();
const storeAs = async (token: string, bytes: Buffer, fileName?: string) => {
  const { status, body } = await put(bytes, { token, ts: fresh(), fileName });
  expect(status).toBe(200);
  return body.data;
};
const conversationsOf = async (token: string) =>
  (await callOf(t.app, sellerMessageCalls.listConversations, { token })).body.data.total;

beforeAll(async () => {
  t = await createMessagesApp();
  seller = await createSeller(t);
  publisher = await createUser(t, 'publisher');
  operator = await createOperator(t);
});
afterAll(() => t.close());

describe('an image attached through the image service', () => {
  it('keeps it beside a PDF with its file name and image-cache URL, shown on both sides', async () => {
    const image = await storeAs(seller.token, await photo(80, '#c33'), 'shelf photo.jpg');
    const file = (await uploadAs(t, seller.token, 'terms.pdf', pdf)).body.data;
    const sent = await send(t, 'seller', seller.token, {
      subject: 'Listing photo',
      body: 'Is this one good?',
      attachments: [image.name, file.id],
    });
    expect(sent.status).toBe(200);
    const expected = [
      {
        uploadId: image.name,
        url: `/img/${image.name}`,
        fileName: 'shelf photo.jpg',
        contentType: 'image/jpeg',
        sizeBytes: image.bytes,
      },
      { uploadId: file.id, fileName: 'terms.pdf', contentType: 'application/pdf' },
    ];
    expect(sent.body.data.message.attachments).toMatchObject(expected);
    const conversationId = sent.body.data.conversation.id;
    const own = await openConversation(t, 'seller', seller.token, { conversationId });
    expect(own.body.data.messages[0]?.attachments).toMatchObject(expected);
    const team = await openInbox(t, operator.token, conversationId);
    expect(team.body.data.messages[0]?.attachments).toMatchObject(expected);
    const served = await t.app.inject({ method: 'GET', url: `/img/${image.name}` });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('lets a publisher attach its own, named by its stored name when it sent no file name', async () => {
    const image = await storeAs(publisher.token, await photo(81, '#3c3'));
    const sent = await send(t, 'publisher', publisher.token, {
      subject: 'Banner',
      body: 'For my placement',
      attachments: [image.name],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.message.attachments).toMatchObject([
      { uploadId: image.name, fileName: image.name },
    ]);
  });

  it('takes five attachments, images and PDFs together, and no sixth', async () => {
    const images = [];
    for (const colour of ['#111', '#222', '#333']) {
      images.push((await storeAs(seller.token, await photo(90, colour), `${colour.slice(1)}.jpg`)).name);
    }
    const files = [
      (await uploadAs(t, seller.token, 'a.pdf', pdf)).body.data.id,
      (await uploadAs(t, seller.token, 'b.pdf', Buffer.concat([pdf, Buffer.from('%b\n')]))).body.data.id,
    ];
    const five = await send(t, 'seller', seller.token, {
      subject: 'Five',
      body: 'All of them',
      attachments: [...images, ...files],
    });
    expect(five.status).toBe(200);
    expect(five.body.data.message.attachments.map((a) => a.fileName)).toEqual([
      '111.jpg',
      '222.jpg',
      '333.jpg',
      'a.pdf',
      'b.pdf',
    ]);
    const extra = await storeAs(seller.token, await photo(91, '#444'));
    const six = await send(t, 'seller', seller.token, {
      subject: 'Six',
      body: 'Too many',
      attachments: [...images, ...files, extra.name],
    });
    expect([six.status, fieldsOf(six.body)]).toEqual([400, ['attachments']]);
  });
});

describe('what a message may not attach', () => {
  it("refuses another account's stored image (404 on that attachment) and keeps nothing", async () => {
    const mine = await storeAs(seller.token, await photo(82, '#33c'), 'mine.jpg');
    const theirs = await storeAs(publisher.token, await photo(83, '#3cc'), 'theirs.jpg');
    const before = await conversationsOf(seller.token);
    const refused = await send(t, 'seller', seller.token, {
      subject: 'Not mine',
      body: 'See these',
      attachments: [mine.name, theirs.name],
    });
    expect([refused.status, refused.body.code, fieldsOf(refused.body)]).toEqual([
      404,
      ErrorCode.notFound,
      ['attachments.1'],
    ]);
    const unknown = await send(t, 'seller', seller.token, {
      subject: 'Unknown',
      body: 'See this',
      attachments: ['zzzzzzzzzzzzzzzzzzzz.jpg'],
    });
    expect([unknown.status, fieldsOf(unknown.body)]).toEqual([404, ['attachments.0']]);
    expect(await conversationsOf(seller.token)).toBe(before);
  });

  it('has the image service refuse a PDF sent as an image, so there is nothing to attach', async () => {
    const before = (await t.database.db.query.storedImages.findMany()).length;
    const { status, body } = await put(pdf, { token: seller.token, ts: fresh(), fileName: 'terms.jpg' });
    expect([status, body.code]).toEqual([400, ErrorCode.validation]);
    expect(body.error).toContain('not an image');
    expect((await t.database.db.query.storedImages.findMany()).length).toBe(before);
  });

  it('refuses an image uploaded through common/upload: images go through the image service (400)', async () => {
    const old = await uploadAs(t, seller.token, 'old.png', png);
    expect(old.status).toBe(200);
    const file = (await uploadAs(t, seller.token, 'ok.pdf', pdf)).body.data;
    const refused = await send(t, 'seller', seller.token, {
      subject: 'Old way',
      body: 'Attached',
      attachments: [file.id, old.body.data.id],
    });
    expect([refused.status, refused.body.code, fieldsOf(refused.body)]).toEqual([
      400,
      ErrorCode.validation,
      ['attachments.1'],
    ]);
    expect(refused.body.error).toContain('image service');
  });

  it("does not let the team attach the account's stored image: operators store none (404)", async () => {
    const image = await storeAs(seller.token, await photo(84, '#c3c'), 'for-team.jpg');
    const started = await send(t, 'seller', seller.token, { subject: 'Question', body: 'Hi' });
    const answer = await reply(t, operator.token, {
      conversationId: started.body.data.conversation.id,
      body: 'Here it is',
      attachments: [image.name],
    });
    expect([answer.status, fieldsOf(answer.body)]).toEqual([404, ['attachments.0']]);
  });
});
