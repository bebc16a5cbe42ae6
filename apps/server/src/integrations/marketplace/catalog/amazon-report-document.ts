import { gunzipSync } from 'node:zlib';
import { decodeCp1252 } from '../../../platform/cp1252';
import type { TOffer } from './amazon-offers';
import { MarketplaceCatalogError } from './types';

/**
 * The charset of a flat-file report whose download names none. Amazon serves
 * GET_MERCHANT_LISTINGS_ALL_DATA of the North American and European marketplaces as Cp1252
 * (`Content-Type: text/plain; charset=Cp1252`), not UTF-8; Japan's would be Shift_JIS, a
 * marketplace we do not serve.
 */
export const fallbackReportCharset = 'windows-1252';

const invalid = (message: string) => new MarketplaceCatalogError('invalid_response', message);

/** The text of a downloaded report document: gunzipped when Amazon says so, then decoded. */
export function decodeReportDocument(
  bytes: Uint8Array,
  compressionAlgorithm: unknown,
  contentType: string | null,
): string {
  let plain = bytes;
  if (compressionAlgorithm === 'GZIP') {
    try {
      plain = gunzipSync(bytes);
    } catch (error) {
      throw invalid(`The listings report is not the GZIP Amazon announced: ${(error as Error).message}`);
    }
  } else if (compressionAlgorithm !== undefined && compressionAlgorithm !== null) {
    throw invalid(`The listings report is compressed with ${String(compressionAlgorithm)}, unknown here`);
  }
  const named = /charset=["']?([^;"'\s]+)/i.exec(contentType ?? '')?.[1];
  let encoding = fallbackReportCharset;
  try {
    // WHATWG labels: Java's "Cp1252" and "ISO-8859-1" both name windows-1252.
    encoding = new TextDecoder(named ?? fallbackReportCharset).encoding;
  } catch {
    // A charset no decoder knows: Amazon's usual one is the best guess.
  }
  const text = encoding === 'windows-1252' ? decodeCp1252(plain) : new TextDecoder(encoding).decode(plain);
  return text.replace(/^\uFEFF/, '');
}

/**
 * A report price in minor units. Amazon writes "12.99", and some marketplaces group digits
 * ("1,299.00", "1.299,00"): the last separator followed by one or two digits is the decimal
 * one, every other separator groups. Null when the cell is empty or no price.
 */
export function reportPriceToMinor(cell: string | undefined): number | null {
  const digits = /^[^\d]*([\d.,]+)[^\d]*$/.exec((cell ?? '').trim())?.[1];
  if (!digits) {
    return null;
  }
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) {
    return null;
  }
  return Number(whole) * 100 + Number((decimal?.[1] ?? '').padEnd(2, '0'));
}

/** The documented columns the import reads; a report without the first two is no listing. */
const columns = [
  'seller-sku',
  'asin1',
  'item-name',
  'price',
  'quantity',
  'status',
  'fulfillment-channel',
  'image-url',
];

/**
 * A row is buyable when its status is Active and, for a merchant-fulfilled row (channel
 * DEFAULT), its quantity is above zero; Amazon leaves quantity empty on rows it fulfils, where
 * its own stock decides and Active is all the report says.
 */
function isBuyable(status: string, channel: string, quantity: string): boolean {
  if (status.trim().toLowerCase() !== 'active') {
    return false;
  }
  return channel.trim().toUpperCase() !== 'DEFAULT' || quantity.trim() === '' || Number(quantity) > 0;
}

/**
 * GET_MERCHANT_LISTINGS_ALL_DATA: a tab-separated flat file with a header row of Amazon's
 * column names, one SKU a row (no quoting: a cell is everything between two tabs).
 */
export function parseListingsReport(document: string): TOffer[] {
  const lines = document.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines.shift() ?? '').split('\t').map((name) => name.trim().toLowerCase());
  const at = Object.fromEntries(columns.map((name) => [name, header.indexOf(name)]));
  const missing = ['seller-sku', 'asin1'].filter((name) => at[name] === -1);
  if (missing.length > 0) {
    throw invalid(`The listings report has no ${missing.join(' or ')} column`);
  }
  const offers: TOffer[] = [];
  for (const line of lines) {
    const cells = line.split('\t');
    const cell = (name: string) => (at[name] === -1 ? '' : (cells[at[name] as number] ?? '').trim());
    if (!cell('asin1')) {
      continue;
    }
    offers.push({
      asin: cell('asin1'),
      sku: cell('seller-sku'),
      title: cell('item-name') || null,
      imageUrl: cell('image-url') || null,
      priceMinor: reportPriceToMinor(cell('price')),
      currency: null,
      buyable: isBuyable(cell('status'), cell('fulfillment-channel'), cell('quantity')),
    });
  }
  return offers;
}
