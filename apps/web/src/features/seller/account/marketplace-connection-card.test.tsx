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

const activeSeller = {
  status: 'active' as const,
  problem: null,
  grantedAt: '2026-11-01T10:00:00.000Z',
  sellingPartnerId: 'A2NASELLER01',
};

/** Connected, and Amazon Ads measuring the US but refusing Canada's profile. */
const northAmerica: TAmazonRegionConnection = {
  region: 'na',
  countries: ['US', 'CA'],
  sellingPartner: activeSeller,
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
        problem: 'Amazon: This profile is not eligible for Amazon Attribution',
      },
    ],
  },
};
/** The catalogue refused by Amazon; Amazon Ads never granted. */
const europe: TAmazonRegionConnection = {
  region: 'eu',
  countries: ['UK', 'DE', 'FR'],
  sellingPartner: {
    status: 'revoked',
    problem: 'Login with Amazon refused to renew the access token (invalid_grant)',
    grantedAt: '2026-10-01T10:00:00.000Z',
    sellingPartnerId: 'A2EUSELLER01',
  },
  ads: null,
};
const europeNotConnected: TAmazonRegionConnection = { ...europe, sellingPartner: null };

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

const withRegions = (...regions: TAmazonRegionConnection[]): TMarketplaceConnectionStatus => ({
  provider: 'amazon',
  connection,
  regions,
});

const startBodies = () =>
  browser.fetch.mock.calls
    .filter(([url]) => String(url).endsWith('seller/reauthorize'))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

/** The grant row of a region titled `title` ("Selling Partner API" or "Amazon Ads"). */
const grantRow = (region: HTMLElement, title: string) => {
  const row = within(region)
    .getAllByTestId('grant-row')
    .find((candidate) => candidate.textContent?.startsWith(title));
  if (!row) {
    throw new Error(`No grant row ${title}`);
  }
  return row;
};

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
  it('shows a connected region: the selling partner and since when, each marketplace measured or why not', async () => {
    serve(withRegions(northAmerica, europe));
    renderPage(<MarketplaceConnectionCard />, '/seller/account');
    const na = await screen.findByTestId('amazon-region-na');
    expect(within(na).getByText('North America (US, CA)')).toBeTruthy();
    const catalogue = grantRow(na, 'Selling Partner API');
    expect(within(catalogue).getByText('Connected')).toBeTruthy();
    expect(catalogue.textContent).toContain('Selling partner A2NASELLER01, since 2026.11.01');
    const ads = grantRow(na, 'Amazon Ads');
    expect(within(ads).getByText('Measuring')).toBeTruthy();
    expect(ads.textContent).toContain('US: measured');
    expect(ads.textContent).toContain(
      'CA: not measured (Amazon: This profile is not eligible for Amazon Attribution)',
    );
    expect(
      within(na).getByRole('button', { name: 'Re-authorize the Selling Partner API for North America' }),
    ).toBeTruthy();
    expect(
      within(na).getByRole('button', { name: 'Renew Amazon Ads access for North America' }),
    ).toBeTruthy();
  });

  it("shows a region Amazon refused with Amazon's reason, and Amazon Ads not granted with why it matters", async () => {
    serve(withRegions(northAmerica, europe));
    renderPage(<MarketplaceConnectionCard />, '/seller/account');
    const eu = await screen.findByTestId('amazon-region-eu');
    expect(within(eu).getByText('Europe (UK, DE, FR)')).toBeTruthy();
    const catalogue = grantRow(eu, 'Selling Partner API');
    expect(within(catalogue).getByText('Access refused by Amazon')).toBeTruthy();
    expect(catalogue.textContent).toContain('refused to renew the access token (invalid_grant)');
    expect(catalogue.textContent).not.toContain('A2EUSELLER01');
    const ads = grantRow(eu, 'Amazon Ads');
    expect(within(ads).getByText('Not granted')).toBeTruthy();
    expect(ads.textContent).toContain(
      "Amazon Attribution measures your product links' sales only with your own Ads access; publishers earn from measured sales.",
    );
    const grant = within(eu).getByRole('button', { name: 'Grant Amazon Ads access for Europe' });
    expect((grant as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a region not connected: Connect, and Amazon Ads held back until it is', async () => {
    serve(withRegions(northAmerica, europeNotConnected));
    renderPage(<MarketplaceConnectionCard />, '/seller/account');
    const eu = await screen.findByTestId('amazon-region-eu');
    expect(within(grantRow(eu, 'Selling Partner API')).getByText('Not connected')).toBeTruthy();
    const grant = within(eu).getByRole('button', { name: 'Grant Amazon Ads access for Europe' });
    expect((grant as HTMLButtonElement).disabled).toBe(true);
    expect(grantRow(eu, 'Amazon Ads').textContent).toContain(
      'Connect the Selling Partner API for Europe first.',
    );
    fireEvent.click(grant);
    fireEvent.click(within(eu).getByRole('button', { name: 'Connect the Selling Partner API for Europe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://consent.test/'));
    expect(startBodies()).toEqual([{ region: 'eu', access: 'selling-partner' }]);
  });

  it('says so when Amazon Ads is granted but measures no marketplace, or was refused', async () => {
    const unmeasured: TAmazonRegionConnection = {
      ...northAmerica,
      ads: { ...northAmerica.ads!, profiles: [{ ...northAmerica.ads!.profiles[1]! }] },
    };
    const refused: TAmazonRegionConnection = {
      ...europe,
      sellingPartner: activeSeller,
      ads: {
        status: 'revoked',
        problem: 'Amazon Ads refused to renew the access token (invalid_grant)',
        grantedAt: '2026-10-05T10:00:00.000Z',
        profiles: [],
      },
    };
    serve(withRegions(unmeasured, refused));
    renderPage(<MarketplaceConnectionCard />, '/seller/account');
    const na = grantRow(await screen.findByTestId('amazon-region-na'), 'Amazon Ads');
    expect(within(na).getByText('Not measuring')).toBeTruthy();
    expect(within(na).queryByText('Measuring')).toBeNull();
    expect(na.textContent).toContain('US: not measured (Amazon Ads lists no seller profile of yours there)');
    const eu = grantRow(screen.getByTestId('amazon-region-eu'), 'Amazon Ads');
    expect(within(eu).getByText('Refused by Amazon')).toBeTruthy();
    expect(eu.textContent).toContain('Amazon Ads refused to renew the access token (invalid_grant)');
    expect(within(eu).getByRole('button', { name: 'Renew Amazon Ads access for Europe' })).toBeTruthy();
  });

  it.each([
    ['Re-authorize the Selling Partner API for Europe', { region: 'eu', access: 'selling-partner' }],
    ['Re-authorize the Selling Partner API for North America', { region: 'na', access: 'selling-partner' }],
    ['Grant Amazon Ads access for Europe', { region: 'eu', access: 'ads' }],
    ['Renew Amazon Ads access for North America', { region: 'na', access: 'ads' }],
  ])("'%s' starts that grant and goes to Amazon's consent", async (name, body) => {
    serve(withRegions(northAmerica, europe));
    renderPage(<MarketplaceConnectionCard />, '/seller/account');
    await screen.findByTestId('amazon-region-eu');
    fireEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://consent.test/'));
    expect(startBodies()).toEqual([body]);
  });

  it('shows a refused start in the card and stays', async () => {
    serve(withRegions(northAmerica, europe), () =>
      answer(fail('1009', 'Connect your Amazon seller account first'), 409),
    );
    renderPage(<MarketplaceConnectionCard />, '/seller/account');
    const eu = await screen.findByTestId('amazon-region-eu');
    fireEvent.click(within(eu).getByRole('button', { name: 'Grant Amazon Ads access for Europe' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Connect your Amazon seller account first'),
    );
    expect(startBodies()).toEqual([{ region: 'eu', access: 'ads' }]);
    expect(assign).not.toHaveBeenCalled();
    // the buttons are free again for another try
    expect(
      (within(eu).getByRole('button', { name: 'Grant Amazon Ads access for Europe' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });
});

describe('the demo marketplace card', () => {
  it('stays as it was: the link, one Re-authorize for everything, no regions', async () => {
    serve({ provider: 'demo', connection: { ...connection, provider: 'demo' }, regions: [] });
    renderPage(<MarketplaceConnectionCard />, '/seller/account');
    const card = await screen.findByTestId('marketplace-connection');
    await within(card).findByText('Linked since');
    expect(card.textContent).toBe(
      'Marketplace connectionRe-authorize' +
        // the summary's labels, then its values (Descriptions' vertical layout)
        'MarketplaceSeller accountAmazonConnectedAtlas KitchenSelling partner idLinked sinceA2NASELLER012026.11.01' +
        'You can now sign in with Amazon. Re-authorize when Amazon asks you to renew access, or if imports stop working.',
    );
    const reauthorize = within(card).getAllByRole('button', { name: /Re-authorize/ });
    expect(reauthorize).toHaveLength(1);
    fireEvent.click(reauthorize[0]!);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(startBodies()).toEqual([{}]);
  });
});
