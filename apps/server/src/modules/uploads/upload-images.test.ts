import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { apiPrefix, ErrorCode, type TUpload, userAuthHeader } from '@atlas/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { multipartBody, uploadFile } from '../../../test/support/upload';
import { newId, randomString } from '../../platform/ids';
import { keptKey } from './upload-bytes';
import { insertUpload } from './uploads.repository';

// common/upload keeps images the way the image service does (docs/domain.md, "Uploads"): checked
// by size, content and pixels (from the header, before decoding), encoded again upright without
// EXIF/GPS; files kept as sent before that rule are checked the first time they are read.

let t: TTestApp;
let token: string;
let sellerId: string;
const dataDir = mkdtempSync(join(tmpdir(), 'atlas-upload-images-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  const seller = await createSeller(t);
  token = seller.token;
  sellerId = seller.user.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (fileName: string, bytes: Buffer, contentType = 'image/png') =>
  uploadFile<TUpload>(t, { path: 'common/upload', token, fileName, bytes, contentType });
const read = (url: string) => t.app.inject({ method: 'GET', url });

/** A 40×20 red JPEG from a phone at a known place, shown turned a quarter (EXIF orientation 6). */
const placementPhoto = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Shelf Cam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** What would tell where or with what a photo was taken, in any metadata block. */
async function expectNoMetadata(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  for (const trace of ['Exif', 'PhoneCo', 'Shelf Cam']) {
    expect(bytes.includes(trace), trace).toBe(false);
  }
}

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG whose header declares `width` × `height` RGB pixels, followed by `idat` as its pixel data. */
function pngDeclaring(width: number, height: number, idat: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An upload kept as sent, the way common/upload kept files before images were encoded again. */
async function keptAsSent(bytes: Buffer, extension: string, contentType: string) {
  const storageKey = `${randomString(32)}.${extension}`;
  await t.app.deps.storage.put(storageKey, bytes);
  await insertUpload(t.app.deps.db, {
    id: newId('upl'),
    userId: sellerId,
    kind: 'image',
    fileName: `old.${extension}`,
    contentType,
    sizeBytes: bytes.length,
    storageKey,
    createdAt: t.clock.now,
  });
  return { storageKey, url: `${apiPrefix}common/files/${storageKey}` };
}

describe('an image uploaded through common/upload', () => {
  it('is read back without its EXIF (GPS, camera), turned upright, at the size answered', async () => {
    const photo = await placementPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { status, body } = await upload('shelf.jpg', photo, 'image/jpeg');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'image', contentType: 'image/jpeg', fileName: 'shelf.jpg' });
    const served = await read(body.data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.length).toBe(body.data.sizeBytes);
    await expectNoMetadata(served.rawPayload);
    // orientation 6 was applied before the EXIF went: kept 20 wide and 40 high, as it was shown
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 20,
      height: 40,
    });
  });

  it('is refused with 400/1001 naming the pixel limit when its header declares 20,000 × 20,000, unread', async () => {
    // 69 bytes; its 100-byte pixel data could never fill 400 million pixels, so a decoder would
    // have failed on it ("not an image"): the pixel answer shows only the header was read
    const bomb = pngDeclaring(20_000, 20_000, deflateSync(Buffer.alloc(100)));
    const { status, body } = await upload('bomb.png', bomb);
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    const message =
      'The image has 400,000,000 pixels (20,000 × 20,000); at most 40,000,000 are taken (width × height × frames)';
    expect(body.error).toBe(message);
    expect(body.data).toEqual({ fields: [{ path: 'file', message }] });
  });

  it('is refused (400/1001) when it starts like a PNG but its pixels are not one', async () => {
    const broken = pngDeclaring(2, 2, Buffer.from('<script>alert(1)</script>'));
    const { status, body } = await upload('broken.png', broken);
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    expect(body.data).toEqual({
      fields: [{ path: 'file', message: 'The file is not an image (JPEG, PNG, WebP or GIF)' }],
    });
  });

  it('is refused with 413/1013 from its declared length, before the body is read', async () => {
    const declared = 50 * 1024 * 1024;
    let pulled = 0;
    const stream = new Readable({
      read() {
        const chunk = Math.min(64 * 1024, declared - pulled);
        pulled += chunk;
        this.push(chunk > 0 ? Buffer.alloc(chunk, 1) : null);
      },
    });
    const { contentType } = multipartBody({ fileName: 'huge.png', bytes: Buffer.alloc(0) });
    const response = await t.app.inject({
      method: 'POST',
      url: `${apiPrefix}common/upload`,
      headers: {
        'content-type': contentType,
        'content-length': String(declared),
        [userAuthHeader]: `Bearer ${token}`,
      },
      payload: stream,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: ErrorCode.tooLarge,
      error: 'The file is larger than 10 MB',
    });
    expect(pulled).toBeLessThan(declared / 4);
  });
});

describe('an image kept as sent before the rule', () => {
  it('is checked and encoded again the first time it is read, and its original removed', async () => {
    const photo = await placementPhoto();
    const old = await keptAsSent(photo, 'jpg', 'image/jpeg');
    const served = await read(old.url);
    expect(served.statusCode).toBe(200);
    await expectNoMetadata(served.rawPayload);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 20, height: 40 });
    expect(await t.app.deps.storage.get(old.storageKey)).toBeNull();
    const kept = await t.app.deps.storage.get(keptKey(old.storageKey));
    expect(kept?.equals(served.rawPayload)).toBe(true);
    // read again: the kept copy, as it is
    expect((await read(old.url)).rawPayload.equals(served.rawPayload)).toBe(true);
  });

  it('is served no more when it fails the check (a pixel bomb, a BMP): 404', async () => {
    const bomb = await keptAsSent(
      pngDeclaring(20_000, 20_000, deflateSync(Buffer.alloc(100))),
      'png',
      'image/png',
    );
    expect((await read(bomb.url)).statusCode).toBe(404);
    const bmp = await keptAsSent(Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]), 'bmp', 'image/bmp');
    expect((await read(bmp.url)).statusCode).toBe(404);
  });
});
