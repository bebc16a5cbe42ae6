// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { putImage, uploadSecret } from './images';

const config = { biz: 'atlas', uploadSalt: 'upload-salt' };
const stored = { name: 'abc123.jpg', url: '/img/abc123.jpg', width: 1, height: 1, bytes: 1, fileName: null };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('several uploads started at once', () => {
  it('sign each with its own ts and secret, later than the last, even in one millisecond', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ success: true, code: '0', error: null, data: stored }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    await Promise.all([putImage(file, { config, token: 't' }), putImage(file, { config, token: 't' })]);
    await putImage(file, { config, token: 't' });
    const sent = fetch.mock.calls.map(([url]) => new URL(url, 'http://localhost').searchParams);
    // The two at once may reach fetch in either order (each hashes its secret first).
    const stamps = [
      ...sent
        .slice(0, 2)
        .map((query) => Number(query.get('ts')))
        .sort((a, b) => a - b),
    ];
    stamps.push(Number(sent[2]?.get('ts')));
    expect(stamps[0]).toBeGreaterThanOrEqual(1_700_000_000_000);
    expect(stamps[1]).toBe((stamps[0] ?? 0) + 1);
    expect(stamps[2]).toBe((stamps[1] ?? 0) + 1);
    expect(new Set(sent.map((query) => query.get('secret'))).size).toBe(3);
    expect(sent[2]?.get('secret')).toBe(await uploadSecret(config.uploadSalt, stamps[2] ?? 0));
    // the clock moving on is used as it is
    vi.setSystemTime(1_700_000_005_000);
    await putImage(file, { config, token: 't' });
    expect(new URL(fetch.mock.calls[3]?.[0] ?? '', 'http://localhost').searchParams.get('ts')).toBe(
      '1700000005000',
    );
  });
});
