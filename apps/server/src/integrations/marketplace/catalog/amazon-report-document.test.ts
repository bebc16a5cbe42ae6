import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeCp1252, encodeCp1252 } from '../../../platform/cp1252';
import { decodeReportDocument, parseListingsReport, reportPriceToMinor } from './amazon-report-document';
import { MarketplaceCatalogError } from './types';

const header = 'item-name\tlisting-id\tseller-sku\tprice\tquantity\tasin1\tfulfillment-channel\tstatus';
const row = (...cells: string[]) => cells.join('\t');

describe('Cp1252', () => {
  it('has the code page’s own characters at 0x80–0x9F, Latin-1 elsewhere', () => {
    expect(decodeCp1252(Uint8Array.of(0x80, 0x96, 0x93, 0x94, 0x99, 0x9f, 0xe0, 0x41))).toBe('€–“”™ŸàA');
    expect([...encodeCp1252('€–é?漢')]).toEqual([0x80, 0x96, 0xe9, 0x3f, 0x3f]);
  });
});

describe('a report document', () => {
  const text = `${header}\r\nMoulin à café – 1 €\t0301Z1\tSKU-1\t19.99\t3\tB0R0000001\tDEFAULT\tActive\r\n`;

  it('is Cp1252 when its Content-Type says so, or says nothing', () => {
    for (const contentType of ['text/plain; charset=Cp1252', 'text/plain', null]) {
      expect(decodeReportDocument(encodeCp1252(text), undefined, contentType)).toBe(text);
    }
  });

  it('is read in the charset its Content-Type names, and unzipped when GZIP', () => {
    const utf8 = new TextEncoder().encode(text);
    expect(decodeReportDocument(gzipSync(utf8), 'GZIP', 'text/plain;charset=UTF-8')).toBe(text);
  });

  it('refuses a compression it does not know', () => {
    expect(() => decodeReportDocument(Uint8Array.of(), 'BROTLI', null)).toThrow(MarketplaceCatalogError);
  });
});

describe('the listings report rows', () => {
  it('give one offer per SKU with Amazon’s columns, wherever they stand', () => {
    const offers = parseListingsReport(
      [
        header,
        row('Kettle', '1', 'K-MFN', '39.99', '4', 'B0KETTLE02', 'DEFAULT', 'Active'),
        row('Kettle', '2', 'K-FBA', '41.00', '', 'B0KETTLE02', 'AMAZON_NA', 'Active'),
        row('Kettle', '3', 'K-OUT', '35.00', '0', 'B0KETTLE02', 'DEFAULT', 'Active'),
        row('Kettle', '4', 'K-OFF', '30.00', '7', 'B0KETTLE02', 'DEFAULT', 'Inactive'),
        row('No ASIN yet', '5', 'NEW', '9.00', '1', '', 'DEFAULT', 'Incomplete'),
      ].join('\n'),
    );
    expect(offers.map((o) => [o.sku, o.priceMinor, o.buyable])).toEqual([
      ['K-MFN', 3999, true],
      ['K-FBA', 4100, true],
      ['K-OUT', 3500, false],
      ['K-OFF', 3000, false],
    ]);
    expect(offers[0]).toMatchObject({ asin: 'B0KETTLE02', title: 'Kettle', currency: null });
  });

  it('are refused without the seller-sku and asin1 columns', () => {
    expect(() => parseListingsReport('item-name\tprice\nKettle\t9.99\n')).toThrow(/seller-sku or asin1/);
  });
});

describe('reportPriceToMinor', () => {
  it.each([
    ['12.99', 1299],
    ['12.5', 1250],
    ['12,99', 1299],
    ['1,299.00', 129900],
    ['1.299,00', 129900],
    ['1,299', 129900],
    ['7', 700],
    ['12.99 EUR', 1299],
    ['', null],
    ['n/a', null],
  ])('%s → %s', (cell, minor) => {
    expect(reportPriceToMinor(cell)).toBe(minor);
  });
});
