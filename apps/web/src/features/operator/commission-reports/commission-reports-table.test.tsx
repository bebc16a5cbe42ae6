// @vitest-environment happy-dom
import type { TCommissionReportRow } from '@atlas/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { CommissionReportsTable } from './commission-reports-table';

afterEach(cleanup);

const row: TCommissionReportRow = {
  id: 'crr_1',
  day: '2026-11-05',
  countryCode: 'US',
  currency: 'USD',
  seller: { id: 'usr_s', name: 'Kettle Co' },
  publisher: { id: 'usr_p', name: 'Ivy Ramirez' },
  brandName: 'Kettle Co',
  asin: 'B000TEST01',
  kind: 'return',
  orders: 1,
  units: 1,
  salesMinor: -2500,
  commissionBp: 1000,
  commissionMinor: -250,
  platformFeeMinor: -25,
  costMinor: -275,
  note: null,
};

describe("the operator's commission report rows", () => {
  it('read as people write: the day with dots (spec 9) and the kind in words', () => {
    renderPage(
      <CommissionReportsTable
        rows={[row]}
        total={1}
        page={1}
        pageSize={20}
        loading={false}
        empty="Nothing"
        canWrite
        onPage={() => undefined}
        onNote={() => undefined}
      />,
    );
    const line = screen.getByRole('row', { name: /Kettle Co/ });
    expect(within(line).getByText('2026.11.05')).toBeTruthy();
    expect(within(line).getByText('Return')).toBeTruthy();
    expect(within(line).queryByText('2026-11-05')).toBeNull();
    expect(within(line).queryByText('return')).toBeNull();
  });
});
