// @vitest-environment happy-dom
import type { TCampaignRow } from '@atlas/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { setScreenWidth } from '../../test/screen-width';
import { CampaignsTable } from './campaigns-table';

afterEach(cleanup);

const campaign = {
  id: 'cmp_1',
  campaignId: 'cmp_1',
  status: 'applied',
  placementId: 'plc_1',
  placementTitle: 'Gift guide feature',
  publisherName: 'Maple Reviews',
  sellerName: 'Copper Kettle Co',
  brandName: 'Copper Kettle',
  countryCode: 'US',
  currency: 'USD',
  priceMinor: 18000,
  productCount: 2,
  invoiceNumber: null,
  appliedAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  confirmedAt: null,
} as unknown as TCampaignRow;

function renderAt(width: number) {
  setScreenWidth(width);
  renderPage(
    <CampaignsTable
      side="seller"
      page={{ items: [campaign], page: 1, pageSize: 20, total: 1 }}
      loading={false}
      onOpen={() => {}}
      onPage={() => {}}
    />,
  );
}

describe('CampaignsTable', () => {
  it('on a phone keeps the placement, price and status, and leaves the rest to wide screens', async () => {
    renderAt(390);
    await screen.findByText('$180.00');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Placement',
      'Price',
      'Status',
    ]);
  });

  it('on a wide screen shows who, the brand, the marketplace and the day applied too', async () => {
    renderAt(1366);
    await screen.findByText('$180.00');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Placement',
      'Publisher',
      'Brand',
      'Marketplace',
      'Price',
      'Status',
      'Applied',
    ]);
  });
});
