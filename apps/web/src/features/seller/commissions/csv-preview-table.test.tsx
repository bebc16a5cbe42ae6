// @vitest-environment happy-dom
import type { TCommissionCsvPreview, TCommissionCsvRow } from '@atlas/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeBrowser, sent } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { CsvPreviewTable } from './csv-preview-table';

// Ant Design's table draws slowly in happy-dom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

let browser: ReturnType<typeof fakeBrowser>;
beforeEach(() => {
  browser = fakeBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// One product on 5 000 lines, as the server words it: three other lines named, the rest counted.
const repeated = (line: number): TCommissionCsvRow => ({
  line,
  asin: 'B000000001',
  countryCode: 'US',
  productId: 'prd_1',
  outcome: 'error',
  oldCommissionBp: null,
  newCommissionBp: null,
  oldStatus: 'inactive',
  newStatus: 'inactive',
  errors: [
    `B000000001 (US) is also on lines ${line === 2 ? '3, 4, 5' : '2, 3, 4'} and 4,996 more: keep one row per product`,
  ],
});

// The first five rows of each page of 50 (a whole page makes the table slow to draw in happy-dom).
const rowsOf = (pageNo: number): TCommissionCsvPreview['rows'] => ({
  items: Array.from({ length: 5 }, (_, i) => repeated((pageNo - 1) * 50 + i + 2)),
  total: 5000,
  page: pageNo,
  pageSize: 50,
});

const preview: TCommissionCsvPreview = {
  id: 'csv_1',
  fileName: 'commissions.csv',
  status: 'previewed',
  createdAt: '2026-11-28T09:00:00.000Z',
  expiresAt: '2026-11-29T09:00:00.000Z',
  summary: { total: 5000, update: 0, unchanged: 0, error: 5000 },
  rows: rowsOf(1),
};

const page = (pageNo: number) =>
  answer({ success: true, code: '0', error: null, data: { ...preview, rows: rowsOf(pageNo) } });

describe('the commission CSV preview', () => {
  it("opens on the errors, shows each repeated line's message with its count, and pages the 5 000 on the server", async () => {
    browser.fetch.mockResolvedValueOnce(page(1)).mockResolvedValueOnce(page(100));
    renderPage(<CsvPreviewTable preview={preview} />);
    expect(
      await screen.findByText(
        'B000000001 (US) is also on lines 3, 4, 5 and 4,996 more: keep one row per product',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Errors (5,000)')).toBeTruthy();
    expect(sent(browser.fetch).url).toBe(
      '/api/atlas/v1/seller/product/commissionCsv/rows?id=csv_1&outcome=error&page=1&pageSize=50',
    );

    fireEvent.click(screen.getByTitle('100'));
    expect(await screen.findByText('4952')).toBeTruthy();
    expect(sent(browser.fetch, 1).url).toContain('outcome=error&page=100&pageSize=50');
    expect(
      screen.getAllByText(
        'B000000001 (US) is also on lines 2, 3, 4 and 4,996 more: keep one row per product',
      ),
    ).toHaveLength(5);
  });
});
