// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { md5Hex } from '@atlas/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageUploadPath, putImage, resizedImageUrl, uploadImage, uploadSecret } from './images';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const config = { biz: 'atlas', uploadSalt: 'upload-salt' };
const stored = {
  name: 'abc123.jpg',
  url: 'https://img.example/img/abc123.jpg',
  width: 10,
  height: 5,
  bytes: 99,
  fileName: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

function stubFetch(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the upload client (spec 7.16)', () => {
  it('signs with SHA-256 hex of the salt followed by ts', async () => {
    expect(await uploadSecret('upload-salt', 1700000000000)).toBe(sha256('upload-salt1700000000000'));
  });

  it('PUTs a new file to api/storage/v2/file/a.jpg as image/jpeg with biz, accessToken, ts and secret', async () => {
    const fetch = stubFetch(() => Response.json({ success: true, code: '0', error: null, data: stored }));
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const answer = await putImage(file, { config, token: 'aau_token', now: () => 1700000000123 });
    expect(answer).toEqual({ success: true, code: '0', error: null, data: stored });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/api/storage/v2/file/a.jpg');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      biz: 'atlas',
      accessToken: 'aau_token',
      ts: '1700000000123',
      secret: sha256('upload-salt1700000000123'),
    });
    expect(init.method).toBe('PUT');
    expect(new Headers(init.headers).get('content-type')).toBe('image/jpeg');
    expect(init.body).toBe(file);
  });

  it("sends a picked file's own name as fileName, cleaned to one the server takes", async () => {
    const fetch = stubFetch(() => Response.json({ success: true, code: '0', error: null, data: stored }));
    const sentName = async (file: Blob, fileName?: string) => {
      await putImage(file, { config, token: 't', fileName });
      const [url] = fetch.mock.calls.at(-1) as [string, RequestInit];
      return new URL(url, 'http://localhost').searchParams.get('fileName');
    };
    expect(await sentName(new File(['x'], ' Shelf photo.JPG', { type: 'image/jpeg' }))).toBe(
      'Shelf photo.JPG',
    );
    expect(await sentName(new File(['x'], 'a.png'), 'C:\\photos\\tab\tname.png')).toBe('tabname.png');
    expect(await sentName(new File(['x'], `${'x'.repeat(300)}.webp`))).toBe(`${'x'.repeat(195)}.webp`);
    expect(await sentName(new Blob(['x']))).toBeNull();
  });

  it('names an existing image by its name or its URL in the path', () => {
    expect(imageUploadPath('abc123.jpg')).toBe('api/storage/v2/file/abc123.jpg');
    expect(imageUploadPath('https://img.example/img/abc123.jpg')).toBe(
      'api/storage/v2/file/https%3A%2F%2Fimg.example%2Fimg%2Fabc123.jpg',
    );
  });

  it('answers the raw response when success is not truthy, and uploadImage throws its message', async () => {
    stubFetch(() =>
      Response.json(
        { success: false, code: '4003', error: 'The upload secret does not match' },
        { status: 403 },
      ),
    );
    const answer = await putImage(new Blob(['x']), { config, token: 't' });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(403);
    await expect(uploadImage(new Blob(['x']), { config, token: 't' })).rejects.toThrow(
      'The upload secret does not match',
    );
  });

  it('gives up after 20 000 ms', async () => {
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = uploadImage(new Blob(['x']), { config, token: 't' });
    const settled = expect(pending).rejects.toThrow('longer than 20 seconds');
    for (let turn = 0; turn < 1000 && fetch.mock.calls.length === 0; turn++) {
      await new Promise((resolve) => setImmediate(resolve)); // the secret is digested first
    }
    vi.advanceTimersByTime(19_999);
    expect(fetch.mock.calls[0]?.[1].signal?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    await settled;
  });
});

describe('resizedImageUrl (spec 7.16)', () => {
  const salt = 'url-salt';

  it('appends size and mode, signs with the first 4 hex of MD5 of salt + path, keeps the extension', () => {
    const url = resizedImageUrl(salt, 'https://img.example/img/abc123.png', '200_200', '2');
    expect(url).toBe(
      `https://img.example/img/abc123_200_200_2_${md5(`${salt}abc123_200_200_2.png`).slice(0, 4)}.png`,
    );
  });

  it("defaults to size '0_0', mode '1' and the jpg extension", () => {
    const url = resizedImageUrl(salt, 'https://img.example/img/abc123');
    expect(url).toBe(
      `https://img.example/img/abc123_0_0_1_${md5(`${salt}abc123_0_0_1.jpg`).slice(0, 4)}.jpg`,
    );
  });

  it('gives protocol-relative URLs https', () => {
    expect(resizedImageUrl(salt, '//img.example/img/abc123.webp', '64_64')).toMatch(
      /^https:\/\/img\.example\/img\/abc123_64_64_1_[0-9a-f]{4}\.webp$/,
    );
  });
});

describe('md5Hex (the signature digest, written for the browser)', () => {
  it.each(['', 'abc', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'x'.repeat(1000), 'héllo ☃'])(
    'matches node:crypto for %j',
    (text) => {
      expect(md5Hex(text)).toBe(md5(text));
    },
  );
});
