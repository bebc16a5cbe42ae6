import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiPrefix,
  ErrorCode,
  type TEnvelope,
  type TUpload,
  uploadCalls,
  userAuthHeader,
} from '@atlas/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOf } from '../../../test/support/call';
import { createSeller, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

let t: TTestApp;
let token: string;
const dataDir = mkdtempSync(join(tmpdir(), 'atlas-uploads-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  token = (await createSeller(t)).token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// A real 1×1 PNG and the start of a real PDF: the type is read from these bytes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const megabytes = (n: number) => Buffer.alloc(n * 1024 * 1024);

async function upload(fileName: string, bytes: Buffer, as = token, declared = 'application/octet-stream') {
  const boundary = `atlas${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${declared}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${apiPrefix}common/upload`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      [userAuthHeader]: `Bearer ${as}`,
    },
  });
  return { status: response.statusCode, body: response.json() as TEnvelope<TUpload> };
}

describe('POST common/upload', () => {
  it('keeps an image, named as uploaded, and serves it back at an unguessable address', async () => {
    const { status, body } = await upload('../../shelf photo.png', png);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'image', fileName: 'shelf photo.png', contentType: 'image/png' });
    expect(body.data.url).toMatch(/^\/api\/atlas\/v1\/common\/files\/[a-z0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': "inline; filename*=UTF-8''shelf%20photo.png",
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    // what is served is what was kept (encoded again, upload-images.test.ts), and its size the one answered
    expect(served.rawPayload.length).toBe(body.data.sizeBytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('keeps a PDF as a file, downloaded as an attachment', async () => {
    const { body } = await upload('terms.pdf', pdf);
    expect(body.data).toMatchObject({ kind: 'file', contentType: 'application/pdf' });
    const served = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(served.headers['content-disposition']).toBe("attachment; filename*=UTF-8''terms.pdf");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it.each([
    ['a script named like a picture', 'cat.png', Buffer.from('<script>alert(1)</script>')],
    ['an SVG', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    // the image service does not read BMP, so it cannot be checked and encoded again
    ['a BMP', 'scan.bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)])],
  ])('refuses %s whatever its name and declared type, with 1001 on the file', async (_what, name, bytes) => {
    const { status, body } = await upload(name, bytes, token, 'image/png');
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    expect(body.data).toEqual({
      fields: [
        {
          path: 'file',
          message:
            'This type of file is not accepted: upload PNG, JPEG, GIF or WebP images up to 5 MB, or PDF files up to 10 MB',
        },
      ],
    });
  });

  it('refuses an image over 5 MB and any file over 10 MB with 413/1013', async () => {
    const bigImage = await upload('big.png', Buffer.concat([png, megabytes(6)]));
    expect(bigImage.status).toBe(413);
    expect(bigImage.body).toMatchObject({
      code: ErrorCode.tooLarge,
      error: 'An image may have at most 5 MB',
    });
    const huge = await upload('huge.pdf', Buffer.concat([pdf, megabytes(11)]));
    expect(huge.status).toBe(413);
    expect(huge.body.data).toEqual({ fields: [{ path: 'file', message: 'The file is larger than 10 MB' }] });
  });

  it('refuses an empty file and a call that is not multipart', async () => {
    const empty = await upload('empty.png', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual({ fields: [{ path: 'file', message: 'The file is empty' }] });
    const json = await callOf(t.app, uploadCalls.uploadFile, { token, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.data).toEqual({
      fields: [{ path: 'file', message: 'Send the file as multipart/form-data in the field "file"' }],
    });
  });

  it("takes a publisher's image too (placement images, message attachments), with no seller notice", async () => {
    const publisher = await createUser(t, 'publisher');
    const { status, body } = await upload('placement.png', png, publisher.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'image', contentType: 'image/png' });
  });

  it('waits for the seller notice', async () => {
    const newcomer = await createUser(t, 'seller');
    const { status, body } = await upload('a.png', png, newcomer.token);
    expect(status).toBe(409);
    expect(body.error).toBe('Agree to the seller notice first: POST seller/agree-to-notice');
  });
});

describe('GET common/files/{key}', () => {
  it('answers 404 for a key nobody uploaded and 400 for one that is not a key', async () => {
    const unknown = await callOf(t.app, uploadCalls.getFile, { params: { key: `${'a'.repeat(32)}.png` } });
    expect(unknown.status).toBe(404);
    // a path the client never builds (callPath would escape the %), so sent as it is
    const bad = await call(t.app, { path: 'common/files/..%2F..%2Fetc%2Fpasswd' });
    expect(bad.status).toBe(400);
  });
});
