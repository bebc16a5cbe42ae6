import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { adminPrefix, ErrorCode, resizedImageUrl } from '@atlas/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeller } from '../../../test/support/factories';
import { putter } from '../../../test/support/images';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { uploadSecret } from './images.service';
import { resizeImage } from './resize';

// The image service's limits (docs/domain.md "Image service"): pixels of every frame, metadata
// dropped from what is kept, resized copies built once each and a few at a time, and image
// bodies read only by the upload routes, after their caller and signature are checked.

vi.mock('./resize', async (importOriginal) => {
  const real = await importOriginal<typeof import('./resize')>();
  // a slow decode, so a second ask arrives while the first is still building
  const slow: typeof real.resizeImage = async (...args) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return real.resizeImage(...args);
  };
  return { ...real, resizeImage: vi.fn(slow) };
});

const urlSalt = 'atlas-image-url';
const maxPixels = 100_000;
const megabytes9 = 9 * 1024 * 1024;

/** A body of `size` bytes handed out on demand, counting what the server pulled from it. */
function countedBody(size: number) {
  let pulled = 0;
  const stream = new Readable({
    read() {
      const chunk = Math.min(64 * 1024, size - pulled);
      pulled += chunk;
      this.push(chunk > 0 ? Buffer.alloc(chunk, 1) : null);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('image limits', () => {
  let t: TTestApp;
  let seller: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-image-limits-'));
  const put = putter(() => t);
  const next = () => {
    t.clock.advance(1);
    return t.clock.now.getTime();
  };
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: new URL(url, 'http://localhost').pathname });

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir, IMAGE_MAX_PIXELS: String(maxPixels) });
    seller = (await createSeller(t)).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts every frame of an animation against the pixel limit (400/1001)', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 200, height: 200, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#c33', '#3c3', '#33c', '#cc3'].map(frame));
    // 4 frames of 200×200: 160 000 pixels in all, each frame alone 40 000, in about 1 kB
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect(animated.length).toBeLessThan(10_000);
    const refused = await put(animated, { token: seller, ts: next(), type: 'image/gif' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(ErrorCode.validation);
    expect(refused.body.error).toBe(
      'The image has 160,000 pixels (200 × 200 × 4 frames); at most 100,000 are taken (width × height × frames)',
    );
    // two frames stay within it, and keep both frames
    const two = await sharp(frames.slice(0, 2), { join: { animated: true } })
      .gif()
      .toBuffer();
    const taken = await put(two, { token: seller, ts: next(), type: 'image/gif' });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ width: 200, height: 200 });
    const kept = await get(taken.body.data.url);
    expect((await sharp(kept.rawPayload).metadata()).pages).toBe(2);
  });

  it('keeps an uploaded JPEG without its EXIF (GPS), turned upright, its digest and size those kept', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Jane Doe', Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { status, body } = await put(photo, { token: seller, ts: next() });
    expect(status).toBe(200);
    // orientation 6: the picture is shown turned a quarter, so it is kept 20 wide and 40 high
    expect(body.data).toMatchObject({ width: 20, height: 40 });
    const served = await get(body.data.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(body.data.bytes);
    expect(served.rawPayload.includes('PhoneCo')).toBe(false);
    expect(served.rawPayload.includes('Exif')).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // the same photo again is the same kept image
    const again = await put(photo, { token: seller, ts: next() });
    expect(again.body.data.name).toBe(body.data.name);
  });

  describe('resized copies', () => {
    let url: string;
    beforeAll(async () => {
      const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#36c' } })
        .png()
        .toBuffer();
      url = (await put(picture, { token: seller, ts: next(), type: 'image/png' })).body.data.url;
    });

    it('refuses sides written with leading zeros (400, as for a size off the list)', async () => {
      expect((await get(resizedImageUrl(url, urlSalt, '48_48', '1'))).statusCode).toBe(200);
      expect((await get(resizedImageUrl(url, urlSalt, '0_48', '1'))).statusCode).toBe(200);
      for (const size of ['048_48', '48_0048', '00_48', '0048_0']) {
        const refused = await get(resizedImageUrl(url, urlSalt, size, '1'));
        expect(refused.statusCode, size).toBe(400);
        expect(refused.json()).toMatchObject({ code: ErrorCode.validation });
        expect(refused.json().error).toContain('Sizes are');
      }
    });

    it('builds a copy asked for twice at once only once, and both get it', async () => {
      const resize = vi.mocked(resizeImage);
      resize.mockClear();
      const copyUrl = resizedImageUrl(url, urlSalt, '100_100', '2');
      const [first, second] = await Promise.all([get(copyUrl), get(copyUrl)]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
      expect(resize).toHaveBeenCalledTimes(1);
      // kept: a later ask reads the cache folder
      expect((await get(copyUrl)).statusCode).toBe(200);
      expect(resize).toHaveBeenCalledTimes(1);
    });
  });

  describe('image bodies', () => {
    it('are refused on any other route (415) before they are read, e.g. the operator login', async () => {
      const body = countedBody(megabytes9);
      const response = await t.app.inject({
        method: 'POST',
        url: `${adminPrefix}auth/login`,
        headers: { 'content-type': 'image/png', 'content-length': String(megabytes9) },
        payload: body.stream,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ success: false, code: ErrorCode.validation });
      expect(body.pulled()).toBeLessThan(megabytes9 / 4);
    });

    it('are not read for an upload without a session or with a stale signature (401, 403)', async () => {
      const upload = async (query: Record<string, string>) => {
        const body = countedBody(megabytes9);
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/storage/v2/file/a.jpg',
          query,
          headers: { 'content-type': 'image/jpeg', 'content-length': String(megabytes9) },
          payload: body.stream,
        });
        return { status: response.statusCode, pulled: body.pulled() };
      };
      const ts = next();
      const signed = {
        biz: t.config.IMAGE_BIZ,
        ts: String(ts),
        secret: uploadSecret(t.config.IMAGE_UPLOAD_SALT, ts),
      };
      const stranger = await upload(signed);
      expect(stranger.status).toBe(401);
      expect(stranger.pulled).toBeLessThan(megabytes9 / 4);
      const stale = ts - 10 * 60 * 1000;
      const expired = await upload({
        ...signed,
        accessToken: seller,
        ts: String(stale),
        secret: uploadSecret(t.config.IMAGE_UPLOAD_SALT, stale),
      });
      expect(expired.status).toBe(403);
      expect(expired.pulled).toBeLessThan(megabytes9 / 4);
      const forged = await upload({ ...signed, accessToken: seller, secret: 'f'.repeat(64) });
      expect(forged.status).toBe(403);
      expect(forged.pulled).toBeLessThan(megabytes9 / 4);
    });

    it('are still taken by the upload, once per signed URL', async () => {
      const picture = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#3c3' } })
        .png()
        .toBuffer();
      const ts = next();
      const taken = await put(picture, { token: seller, ts, type: 'image/png' });
      expect(taken.status).toBe(200);
      const replayed = await put(picture, { token: seller, ts, type: 'image/png' });
      expect(replayed.status).toBe(409);
    });
  });
});
