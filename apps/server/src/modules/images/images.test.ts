import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, imageCalls, resizedImageUrl, type TStoredImage } from '@atlas/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createOperator, createSeller, createUser } from '../../../test/support/factories';
import { startFakeS3, type TFakeS3 } from '../../../test/support/fake-s3';
import { putter } from '../../../test/support/images';
import { createPlacementVia, placementBody, placementPublisher } from '../../../test/support/placements';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { uploadSecret } from './images.service';

const salt = 'atlas-image-upload';
const urlSalt = 'atlas-image-url';
const picture = (width: number, height: number, background = '#c33') =>
  sharp({ create: { width, height, channels: 3, background } });

let jpeg: Buffer;
let png: Buffer;

async function fetchImage(t: TTestApp, url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: new URL(url, 'http://localhost').pathname,
    headers,
  });
  return { status: response.statusCode, headers: response.headers, raw: response.rawPayload, response };
}

beforeAll(async () => {
  jpeg = await picture(640, 480).jpeg().toBuffer();
  png = await picture(300, 600, '#36c').png().toBuffer();
});

describe('on local disk', () => {
  let t: TTestApp;
  let seller: string;
  let other: string;
  let publisher: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-images-'));
  const put = putter(() => t);
  // each upload signs a fresh URL: one ms later than the last
  const next = () => {
    t.clock.advance(1);
    return t.clock.now.getTime();
  };

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    seller = (await createSeller(t)).token;
    other = (await createSeller(t)).token;
    publisher = (await createUser(t, 'publisher')).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('PUT api/storage/v2/file/a.jpg', () => {
    it('stores a JPEG under a random name on disk and answers its URL and size', async () => {
      const { status, body } = await put(jpeg, { token: seller, ts: next() });
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data.name).toMatch(/^[a-z0-9]{20}\.jpg$/);
      expect(body.data).toEqual({
        name: body.data.name,
        url: `/img/${body.data.name}`,
        width: 640,
        height: 480,
        bytes: body.data.bytes,
        fileName: null,
      });
      expect(readdirSync(join(dataDir, 'uploads', 'images'))).toContain(body.data.name);
      const original = await fetchImage(t, body.data.url);
      expect(original.status).toBe(200);
      // stored as sent but without metadata (image-limits.test.ts): the same picture, re-encoded
      expect(original.raw.length).toBe(body.data.bytes);
      expect(await sharp(original.raw).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    });

    it('judges the type by the content: a PNG sent as image/jpeg is stored as .png', async () => {
      const { status, body } = await put(png, { token: seller, ts: next() });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ width: 300, height: 600 });
      expect(body.data.name).toMatch(/\.png$/);
    });

    it('answers the stored name for the same bytes from the same account, a new one for another', async () => {
      const bytes = await picture(50, 50, '#0a0').webp().toBuffer();
      const first = await put(bytes, { token: seller, ts: next() });
      const again = await put(bytes, { token: seller, ts: next() });
      const theirs = await put(bytes, { token: other, ts: next() });
      expect(first.body.data.name).toMatch(/\.webp$/);
      expect(again.body.data.name).toBe(first.body.data.name);
      expect(theirs.body.data.name).not.toBe(first.body.data.name);
    });

    it('lets a publisher store images too', async () => {
      const { status } = await put(jpeg, { token: publisher, ts: next() });
      expect(status).toBe(200);
    });

    it('refuses a wrong secret (403)', async () => {
      const ts = next();
      const { status, body } = await put(jpeg, {
        token: seller,
        ts,
        secret: uploadSecret('another salt', ts),
      });
      expect(status).toBe(403);
      expect(body.error).toBe('The upload secret does not match');
    });

    it('refuses a ts more than 5 minutes away either way (403, expired)', async () => {
      for (const ts of [t.clock.now.getTime() - 5 * 60_000 - 1, t.clock.now.getTime() + 5 * 60_000 + 1]) {
        const { status, body } = await put(jpeg, { token: seller, ts });
        expect(status).toBe(403);
        expect(body.error).toContain('expired');
      }
      const edge = await put(jpeg, { token: seller, ts: t.clock.now.getTime() - 5 * 60_000 });
      expect(edge.status).toBe(200);
    });

    it('refuses a replayed URL (409), and still takes a fresh one', async () => {
      const ts = next();
      expect((await put(jpeg, { token: seller, ts })).status).toBe(200);
      const replay = await put(jpeg, { token: seller, ts });
      expect(replay.status).toBe(409);
      expect(replay.body.code).toBe(ErrorCode.conflict);
      expect((await put(jpeg, { token: seller, ts: next() })).status).toBe(200);
    });

    it('refuses another biz and a malformed query (400, naming the fields)', async () => {
      const wrongBiz = await put(jpeg, { token: seller, ts: next(), biz: 'other' });
      expect(wrongBiz.status).toBe(400);
      expect(wrongBiz.body.data).toEqual({ fields: [{ path: 'biz', message: 'Unknown biz' }] });
      const bad = await put(jpeg, {
        query: { accessToken: seller, biz: 'atlas', ts: 'soon', secret: 'XYZ' },
      });
      expect(bad.status).toBe(400);
      const fields = (bad.body.data as unknown as { fields: { path: string }[] }).fields.map((f) => f.path);
      expect(fields).toEqual(['ts', 'secret']);
    });

    it('refuses no token (401), an unknown one (401), an operator token (403)', async () => {
      const none = await put(jpeg, { ts: next() });
      expect(none.status).toBe(401);
      expect(none.body.code).toBe(ErrorCode.sessionMissing);
      const unknown = await put(jpeg, { token: 'aau_not-a-real-token', ts: next() });
      expect(unknown.status).toBe(401);
      expect(unknown.body.code).toBe(ErrorCode.tokenMismatch);
      const operator = await put(jpeg, { token: (await createOperator(t)).token, ts: next() });
      expect(operator.status).toBe(403);
      const partner = await put(jpeg, { token: (await createUser(t, 'partner')).token, ts: next() });
      expect(partner.status).toBe(403);
      expect(partner.body.code).toBe(ErrorCode.roleNotAllowed);
    });

    it('refuses bytes that are no image and other content types (400)', async () => {
      const text = await put(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
        token: seller,
        ts: next(),
      });
      expect(text.status).toBe(400);
      expect(text.body.error).toContain('not an image');
      const tiff = await put(await picture(10, 10).tiff().toBuffer(), { token: seller, ts: next() });
      expect(tiff.status).toBe(400);
      const empty = await put(Buffer.alloc(0), { token: seller, ts: next() });
      expect(empty.status).toBe(400);
      const pdf = await put(Buffer.from('%PDF-1.4\n'), {
        token: seller,
        ts: next(),
        type: 'application/pdf',
      });
      expect(pdf.status).toBe(400);
      expect(pdf.body.error).toBe('Unsupported content type');
    });

    it('refuses a 50 MB body (413) and an image over the pixel limit (400/1001)', async () => {
      const huge = await put(Buffer.alloc(50 * 1024 * 1024), { token: seller, ts: next() });
      expect(huge.status).toBe(413);
      expect(huge.body.code).toBe(ErrorCode.tooLarge);
      const wide = await picture(8000, 5001).png({ compressionLevel: 9 }).toBuffer();
      const bomb = await put(wide, { token: seller, ts: next(), type: 'image/png' });
      expect(bomb.status).toBe(400);
      expect(bomb.body.code).toBe(ErrorCode.validation);
      expect(bomb.body.error).toContain('(8,000 × 5,001); at most 40,000,000 are taken');
    });
  });

  describe('PUT api/storage/v2/file/{url}', () => {
    it("stores a new version of the account's image, named by its name or its URL, under a new name", async () => {
      const first = (await put(jpeg, { token: seller, ts: next() })).body.data;
      const firstBytes = (await fetchImage(t, first.url)).raw;
      const byName = await put(png, { token: seller, ts: next(), path: first.name });
      expect(byName.status).toBe(200);
      expect(byName.body.data.name).not.toBe(first.name);
      const newer = await picture(120, 80, '#999').jpeg().toBuffer();
      const byUrl = await put(newer, { token: seller, ts: next(), path: encodeURIComponent(first.url) });
      expect(byUrl.status).toBe(200);
      expect(byUrl.body.data).toMatchObject({ width: 120, height: 80 });
      // the old name keeps its bytes: its resized copies are cached for a year
      expect(Buffer.compare((await fetchImage(t, first.url)).raw, firstBytes)).toBe(0);
    });

    it("answers 404 for another account's image and for an unknown one", async () => {
      const mine = (await put(jpeg, { token: seller, ts: next() })).body.data;
      const theirs = await put(png, { token: other, ts: next(), path: mine.name });
      expect(theirs.status).toBe(404);
      const unknown = await put(png, { token: seller, ts: next(), path: 'zzzzzzzzzzzzzzzzzzzz.jpg' });
      expect(unknown.status).toBe(404);
    });

    it('checks the secret before it looks for the image', async () => {
      const ts = next();
      const { status } = await put(png, {
        token: seller,
        ts,
        path: 'x.jpg',
        secret: uploadSecret('nope', ts),
      });
      expect(status).toBe(403);
    });
  });

  describe('the original file name (fileName)', () => {
    const storedRow = (name: string) =>
      t.database.db.query.storedImages.findFirst({ where: (i, { eq }) => eq(i.name, name) });

    it('keeps the name sent, trimmed, and answers it; none sent is null', async () => {
      const bytes = await picture(40, 30, '#a50').jpeg().toBuffer();
      const named = await put(bytes, { token: seller, ts: next(), fileName: '  Shelf photo (2).JPG ' });
      expect(named.status).toBe(200);
      expect(named.body.data.fileName).toBe('Shelf photo (2).JPG');
      expect((await storedRow(named.body.data.name))?.fileName).toBe('Shelf photo (2).JPG');
      const unnamed = await put(await picture(41, 30).jpeg().toBuffer(), { token: seller, ts: next() });
      expect(unnamed.body.data.fileName).toBeNull();
      expect((await storedRow(unnamed.body.data.name))?.fileName).toBeNull();
    });

    it('renames the stored image when the same bytes come with another name, and keeps it when none', async () => {
      const bytes = await picture(42, 30, '#5a0').png().toBuffer();
      const first = (await put(bytes, { token: seller, ts: next(), fileName: 'old.png' })).body.data;
      const again = (await put(bytes, { token: seller, ts: next(), fileName: 'new.png' })).body.data;
      expect([again.name, again.fileName]).toEqual([first.name, 'new.png']);
      const unnamed = (await put(bytes, { token: seller, ts: next() })).body.data;
      expect(unnamed.fileName).toBe('new.png');
    });

    it("gives a new version the old one's name unless another is sent", async () => {
      const first = (await put(jpeg, { token: other, ts: next(), fileName: 'banner.jpg' })).body.data;
      const kept = await put(await picture(43, 30).png().toBuffer(), {
        token: other,
        ts: next(),
        path: first.name,
      });
      expect(kept.body.data.fileName).toBe('banner.jpg');
      const renamed = await put(await picture(44, 30).png().toBuffer(), {
        token: other,
        ts: next(),
        path: first.name,
        fileName: 'banner-v2.png',
      });
      expect(renamed.body.data.fileName).toBe('banner-v2.png');
    });

    it('refuses a blank, a too long, a path and a control character (400 on fileName), storing nothing', async () => {
      const before = (await t.database.db.query.storedImages.findMany()).length;
      const bad = [
        ['   ', 'The file name is empty'],
        [`${'x'.repeat(197)}.jpg`, 'A file name is at most 200 characters'],
        ['photos/shelf.jpg', 'A file name cannot contain / or \\'],
        ['C:\\photos\\shelf.jpg', 'A file name cannot contain / or \\'],
        ['shelf\u0007.jpg', 'A file name cannot contain control characters'],
        ['shelf\nphoto.jpg', 'A file name cannot contain control characters'],
      ];
      for (const [fileName, message] of bad) {
        const answer = await put(await picture(45, 30).jpeg().toBuffer(), {
          token: seller,
          ts: next(),
          fileName,
        });
        expect([answer.status, answer.body.code]).toEqual([400, ErrorCode.validation]);
        expect(answer.body.data).toEqual({ fields: [{ path: 'fileName', message }] });
      }
      expect((await t.database.db.query.storedImages.findMany()).length).toBe(before);
      const longest = await put(await picture(46, 30).jpeg().toBuffer(), {
        token: seller,
        ts: next(),
        fileName: `${'x'.repeat(196)}.jpg`,
      });
      expect(longest.status).toBe(200);
    });
  });

  describe('the image-cache host', () => {
    let image: TStoredImage;
    beforeAll(async () => {
      image = (await put(jpeg, { token: seller, ts: next() })).body.data;
    });

    it('serves a copy fitted inside the size (mode 1) with long cache headers and an ETag', async () => {
      const url = resizedImageUrl(image.url, urlSalt, '200_200');
      expect(url).toMatch(/\/img\/[a-z0-9]{20}_200_200_1_[0-9a-f]{4}\.jpg$/);
      const answer = await fetchImage(t, url);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.etag).toBeTruthy();
      const meta = await sharp(answer.raw).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 150]);
      expect(
        existsSync(join(dataDir, 'image-cache', new URL(url, 'http://localhost').pathname.slice(5))),
      ).toBe(true);
      const again = await fetchImage(t, url, { 'if-none-match': String(answer.headers.etag) });
      expect(again.status).toBe(304);
      const cached = await fetchImage(t, url);
      expect(Buffer.compare(cached.raw, answer.raw)).toBe(0);
    });

    it('covers the size exactly in mode 2, keeps the extension asked for, and 0_0 is the original size', async () => {
      const cover = await fetchImage(t, resizedImageUrl(image.url, urlSalt, '100_100', '2'));
      expect(await sharp(cover.raw).metadata()).toMatchObject({ width: 100, height: 100 });
      const asPng = await fetchImage(
        t,
        resizedImageUrl(image.url.replace(/\.jpg$/, '.png'), urlSalt, '64_0'),
      );
      expect(asPng.status).toBe(404); // the name is {id}.jpg: another extension names no image
      const original = await fetchImage(t, resizedImageUrl(image.url, urlSalt));
      expect(await sharp(original.raw).metadata()).toMatchObject({ width: 640, height: 480 });
      const wide = await fetchImage(t, resizedImageUrl(image.url, urlSalt, '0_240'));
      expect(await sharp(wide.raw).metadata()).toMatchObject({ width: 320, height: 240 });
      const noEnlarging = await fetchImage(t, resizedImageUrl(image.url, urlSalt, '1600_1600'));
      expect(await sharp(noEnlarging.raw).metadata()).toMatchObject({ width: 640, height: 480 });
    });

    it('refuses a wrong signature (403), an unknown image (404) and sizes off the list (400)', async () => {
      const url = resizedImageUrl(image.url, urlSalt, '200_200');
      const forged = url.replace(
        /_([0-9a-f]{4})\.jpg$/,
        (_, sig: string) => `_${sig === '0000' ? '0001' : '0000'}.jpg`,
      );
      expect((await fetchImage(t, forged)).status).toBe(403);
      expect((await fetchImage(t, resizedImageUrl(image.url, 'another salt', '200_200'))).status).toBe(403);
      const unknown = resizedImageUrl(
        'http://localhost:3000/img/zzzzzzzzzzzzzzzzzzzz.jpg',
        urlSalt,
        '200_200',
      );
      expect((await fetchImage(t, unknown)).status).toBe(404);
      expect((await fetchImage(t, 'http://localhost:3000/img/zzzzzzzzzzzzzzzzzzzz.jpg')).status).toBe(404);
      const huge = await fetchImage(t, resizedImageUrl(image.url, urlSalt, '4001_4001'));
      expect(huge.status).toBe(400);
      const odd = await fetchImage(t, resizedImageUrl(image.url, urlSalt, '201_200'));
      expect(odd.status).toBe(400);
      const mode = await fetchImage(t, resizedImageUrl(image.url, urlSalt, '200_200', '7'));
      expect(mode.status).toBe(400);
    });
  });

  it("takes a publisher's stored images as placement images, in order, beside uploads; not another's", async () => {
    const p = await placementPublisher(t);
    const first = (await put(jpeg, { token: p.token, ts: next() })).body.data;
    const second = (await put(png, { token: p.token, ts: next() })).body.data;
    const made = await createPlacementVia(
      t,
      p.token,
      placementBody(p, { imageIds: [second.name, p.imageId, first.name] }),
    );
    expect(made.status).toBe(200);
    const images = (made.body.data as { images: { uploadId: string; url: string }[] }).images;
    expect(images.map((i) => i.uploadId)).toEqual([second.name, p.imageId, first.name]);
    expect(images[0]).toMatchObject({ url: second.url, fileName: second.name, contentType: 'image/png' });
    const theirs = (await put(await picture(20, 20, '#123').jpeg().toBuffer(), { token: seller, ts: next() }))
      .body.data;
    const refused = await createPlacementVia(t, p.token, placementBody(p, { imageIds: [theirs.name] }));
    expect([refused.status, refused.body.error]).toEqual([404, 'Image not found']);
  });

  it('GET common/image-config tells the web client the biz and the salts', async () => {
    const { status, body } = await callOf(t.app, imageCalls.getImageConfig);
    expect(status).toBe(200);
    expect(body.data).toEqual({ biz: 'atlas', uploadSalt: salt, urlSalt });
  });
});

describe('in S3-compatible storage', () => {
  let t: TTestApp;
  let s3: TFakeS3;
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-images-s3-'));
  const put = putter(() => t);

  beforeAll(async () => {
    s3 = await startFakeS3('atlas-images');
    t = await createTestApp({
      DATA_DIR: dataDir,
      S3_BUCKET: 'atlas-images',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
      IMAGE_CACHE_BASE: '//img.example.test/img/',
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores the bytes in the bucket with signed requests and resizes from there', async () => {
    const seller = (await createSeller(t)).token;
    const { status, body } = await put(jpeg, { token: seller });
    expect(status).toBe(200);
    expect(body.data.url).toBe(`//img.example.test/img/${body.data.name}`);
    const key = `atlas-images/images/${body.data.name}`;
    expect(
      Buffer.compare(s3.objects.get(key) ?? Buffer.alloc(0), (await fetchImage(t, body.data.url)).raw),
    ).toBe(0);
    expect(s3.objects.get(key)?.length).toBe(body.data.bytes);
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    const url = resizedImageUrl(body.data.url, urlSalt, '160_160', '2');
    expect(url).toMatch(/^https:\/\/img\.example\.test\/img\//);
    const resized = await fetchImage(t, url);
    expect(resized.status).toBe(200);
    expect(await sharp(resized.raw).metadata()).toMatchObject({ width: 160, height: 160 });
    expect(s3.requests).toContainEqual({ line: `GET /${key}`, signed: true });
  });

  it('answers a missing object as none (404), not a failure', async () => {
    s3.objects.clear();
    const seller = (await createSeller(t)).token;
    t.clock.advance(1);
    const { body } = await put(png, { token: seller });
    s3.objects.clear();
    const answer = await fetchImage(t, resizedImageUrl(body.data.url, urlSalt, '64_64'));
    expect(answer.status).toBe(404);
  });
});
