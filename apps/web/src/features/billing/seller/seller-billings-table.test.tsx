// @vitest-environment happy-dom
import type { TSellerBilling } from '@atlas/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { setScreenWidth } from '../../../test/screen-width';
import { SellerBillingsTable } from './seller-billings-table';

afterEach(cleanup);

const billing = {
  id: 'b1',
  invoiceLabel: 'AA-S-2026-0001',
  month: '2026-04-01',
  countryCode: 'US',
  billingDate: '2026-05-01',
  dueAt: '2026-05-15',
  status: 'unpaid',
  displayStatus: 'unpaid',
  commissionMinor: 10000,
  platformFeeMinor: 1500,
  totalMinor: 11500,
} as unknown as TSellerBilling;

function renderAt(width: number) {
  setScreenWidth(width);
  renderPage(
    <SellerBillingsTable
      page={{ items: [billing], page: 1, total: 1 } as never}
      loading={false}
      selected={[]}
      onSelect={() => {}}
      onOpen={() => {}}
      onPage={() => {}}
      onPay={() => {}}
    />,
  );
}

describe('SellerBillingsTable', () => {
  it('on a phone keeps the month, total, status and Pay, and leaves the rest to wide screens', async () => {
    renderAt(390);
    await screen.findByRole('button', { name: 'Pay AA-S-2026-0001' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Month', 'Total', 'Status', 'Action']);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('$115.00')).toBeTruthy();
  });

  it('on a wide screen shows every column', async () => {
    renderAt(1366);
    await screen.findByRole('button', { name: 'Pay AA-S-2026-0001' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Invoice', 'Commission', 'Platform fee', 'Due', 'Total']),
    );
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
  });
});
