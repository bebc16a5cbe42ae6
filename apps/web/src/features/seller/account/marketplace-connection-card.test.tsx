// @vitest-environment happy-dom
import type { TAmazonRegionConnection, TMarketplaceConnectionStatus } from '@atlas/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { MarketplaceConnectionCard } from './marketplace-connection-card';

let browser: ReturnType<typeof fakeBrowser>;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

const connection = {
  marketplace: 'amazon' as const,
  provider: 'amazon' as const,
  sellingPartnerId: 'A2NASELLER01',
  name: 'Atlas Kitchen',
  email: 'owner@kitchen.example',
  linkedAt: '2026-11-01T10:00:00.000Z',
};

const northAmerica: TAmazonRegionConnection = {
  region: 'na',
  countries: ['US', 'CA'],
  sellingPartner: {
    status: 'active',
    problem: null,
    grantedAt: '2026-11-01T10:00:00.000Z',
    sellingPartnerId: 'A2NASELLER01',
  },
  ads: {
    status: 'active',
    problem: null,
    grantedAt: '2026-11-02T10:00:00.000Z',
    profiles: [
      { countryCode: 'US', profileId: '111', measured: true, problem: null },
      {
        countryCode: 'CA',
        profileId: '222',
        measured: false,
        problem: 'This profile is not eligible for Amazon Attribution',
      },
    ],
  },
};
const europe: TAmazonRegionConnection = {
  region: 'eu',
  countries: ['FR', 'DE', 'UK'],
  sellingPartner: {
    status: 'revoked',
    problem: 'Login with Amazon refused to renew the access token (invalid_grant)',
    grantedAt: '2026-10-01T10:00:00.000Z',
    sellingPartnerId: 'A2NASELLER01',
  },
  ads: null,
};

/** The server: the connection as `status` says, and each consent start answered (or refused). */
function serve(
  status: TMarketplaceConnectionStatus,
  start: () => Response = () => ok({ url: 'https://consent.test/', state: 's', mode: 'connect' }),
) {
  browser.fetch.mockImplementation(async (url, init) => {
    const path = String(url).replace('/api/atlas/v1/', '');
    if (path === 'seller/marketplace-connection') {
      return ok(status);
    }
    if (path === 'seller/reauthorize' && init?.method === 'POST') {
      return start();
    }
    return answer(fail('1004', 'Route not found'), 404);
  });
}

const startBodies = () =>
  browser.fetch.mock.calls
    .filter(([url]) => String(url).endsWith('seller/reauthorize'))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/seller/account', search: '' });
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the seller's Amazon regions", () => {
  it('shows each region: the catalogue connected or refused, Amazon Ads measuring per marketplace or not granted', async () => {
    serve({ provider: 'amazon', connection, regions: [northAmerica, europe] });
    renderPage(<MarketplaceConnectionCard />, '/seller/account');
    const na = await screen.findByTestId('amazon-region-na');
    expect(na.textContent).toContain('North America (US, CA)');
    expect(na.textContent).toContain('Connected');
    expect(na.textContent).toContain('Measuring');
    expect(na.textContent).toContain('US: measured');
    expect(na.textContent).toContain(
      'CA: not measured (This profile is not eligible for Amazon Attribution)',
    );
    const eu = screen.getByTestId('amazon-region-eu');
    expect(eu.textContent).toContain('Refused by Amazon');
    expect(eu.textContent).toContain('invalid_grant');
    expect(eu.textContent).toContain('Not granted');
  });

  it("starts the region's grant asked for, and goes to Amazon's consent", async () => {
    serve({ provider: 'amazon', connection, regions: [northAmerica, europe] });
    renderPage(<MarketplaceConnectionCard />, '/seller/account');
    const eu = await screen.findByTestId('amazon-region-eu');
    fireEvent.click(within(eu).getByRole('button', { name: 'Re-authorize the Amazon catalogue for Europe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://consent.test/'));
    expect(startBodies()).toEqual([{ region: 'eu', access: 'selling-partner' }]);
  });

  it('asks for Amazon Ads only once the region is connected, and shows a refused start', async () => {
    const notConnected = { ...europe, sellingPartner: null };
    serve({ provider: 'amazon', connection, regions: [northAmerica, notConnected] }, () =>
      answer(fail('1009', 'Connect your Amazon seller account first'), 409),
    );
    renderPage(<MarketplaceConnectionCard />, '/seller/account');
    const eu = await screen.findByTestId('amazon-region-eu');
    const grantEu = within(eu).getByRole('button', { name: 'Grant Amazon Ads access for Europe' });
    expect((grantEu as HTMLButtonElement).disabled).toBe(true);
    const na = screen.getByTestId('amazon-region-na');
    fireEvent.click(within(na).getByRole('button', { name: 'Renew Amazon Ads access for North America' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Connect your Amazon seller account first'),
    );
    expect(startBodies()).toEqual([{ region: 'na', access: 'ads' }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the demo marketplace card as it was: one consent, no regions', async () => {
    serve({ provider: 'demo', connection: { ...connection, provider: 'demo' }, regions: [] });
    renderPage(<MarketplaceConnectionCard />, '/seller/account');
    await screen.findByText('Linked since');
    expect(screen.queryByTestId('amazon-region-na')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Re-authorize/ }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(startBodies()).toEqual([{}]);
  });
});
