import type { TConfig } from '../../config';
import { randomString } from '../../platform/ids';

// A link's short code and the short URL built from it. The URL is never stored: changing
// SHORT_LINK_BASE moves every link's short URL at once (the code alone finds the link).

const codeAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const shortCodeLength = 8;

/** 8 random characters of [0-9A-Za-z]: 62^8 codes, so a collision (retried) is rare. */
export function newShortCode(): string {
  return randomString(shortCodeLength, codeAlphabet);
}

/** `{SHORT_LINK_BASE}{code}`, or the app's own `/t/{code}`; one slash between base and code. */
export function shortUrlOf(config: TConfig, code: string): string {
  const base = config.SHORT_LINK_BASE ?? `${config.publicBaseUrl.replace(/\/+$/, '')}/t/`;
  return `${base.replace(/\/+$/, '')}/${code}`;
}
