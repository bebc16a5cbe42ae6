import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { newShortCode, shortUrlOf } from './short-link';

describe('short links', () => {
  it("lives under the app's own /t/ unless SHORT_LINK_BASE says where, one slash before the code", () => {
    const own = loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'https://atlas.example/' });
    expect(shortUrlOf(own, 'aB3dE6gH')).toBe('https://atlas.example/t/aB3dE6gH');
    for (const base of ['https://aa.example/', 'https://aa.example']) {
      const short = loadConfig({ NODE_ENV: 'test', SHORT_LINK_BASE: base });
      expect(shortUrlOf(short, 'aB3dE6gH')).toBe('https://aa.example/aB3dE6gH');
    }
    expect(() => loadConfig({ SHORT_LINK_BASE: 'not a url' })).toThrow('SHORT_LINK_BASE');
  });

  it('draws 8 characters of digits and both cases of letters', () => {
    const codes = Array.from({ length: 200 }, newShortCode);
    expect(codes.every((code) => /^[0-9A-Za-z]{8}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(200);
    expect(codes.some((code) => /[A-Z]/.test(code)) && codes.some((code) => /[a-z]/.test(code))).toBe(true);
  });
});
