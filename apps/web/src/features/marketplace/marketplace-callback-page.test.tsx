// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../api/http-test-kit';
import { SessionProvider } from '../../session/session-context';
import { renderPage } from '../../test/render-page';
import { goToConsent } from './consent-handoff';
import { MarketplaceCallbackPage } from './marketplace-callback-page';

let browser: ReturnType<typeof fakeBrowser>;

const connection = {
  marketplace: 'amazon',
  provider: 'amazon',
  sellingPartnerId: 'A2NASELLER01',
  name: 'Atlas Kitchen',
  email: 'owner@kitchen.example',
  linkedAt: '2026-11-01T10:00:00.000Z',
};

/** The server completes the consent as `mode` says; the tab started a consent with state `s`. */
function serve(mode: 'connect' | 'reauthorize') {
  browser.fetch.mockImplementation(async (url) =>
    String(url).endsWith('user/auth/amazon-login-into-tracking')
      ? answer({ success: true, code: '0', error: null, data: { outcome: 'connected', mode, connection } })
      : answer(fail('1004', 'Route not found'), 404),
  );
  vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  goToConsent({ url: 'https://www.amazon.com/ap/oa', state: 's', mode });
}

const sentBodies = () =>
  browser.fetch.mock.calls
    .filter(([url]) => String(url).endsWith('user/auth/amazon-login-into-tracking'))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

function renderCallback(search: string) {
  renderPage(
    <SessionProvider>
      <MarketplaceCallbackPage />
    </SessionProvider>,
    `/marketplace/callback?${search}`,
  );
}

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/marketplace/callback', search: '' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('back from Amazon Ads', () => {
  it('completes the Ads consent with its code and state, and says Amazon Ads access was granted', async () => {
    serve('connect');
    renderCallback('code=ads-code&scope=advertising%3A%3Acampaign_management&state=s');
    expect(await screen.findByText('Amazon Ads access granted')).toBeTruthy();
    expect(sentBodies()).toEqual([{ code: 'ads-code', state: 's' }]);
    await screen.findByText('Navigated away');
  });

  it('says it was renewed when the seller had granted it before', async () => {
    serve('reauthorize');
    renderCallback('code=ads-code&scope=advertising%3A%3Acampaign_management&state=s');
    expect(await screen.findByText('Amazon Ads access renewed')).toBeTruthy();
  });

  it("keeps Seller Central's words for the catalogue's consent", async () => {
    serve('connect');
    renderCallback('spapi_oauth_code=sp-code&selling_partner_id=A2NASELLER01&state=s');
    expect(await screen.findByText('Amazon connected')).toBeTruthy();
    await waitFor(() =>
      expect(sentBodies()).toEqual([{ code: 'sp-code', state: 's', sellingPartnerId: 'A2NASELLER01' }]),
    );
    expect(screen.queryByText('Amazon Ads access granted')).toBeNull();
  });
});
