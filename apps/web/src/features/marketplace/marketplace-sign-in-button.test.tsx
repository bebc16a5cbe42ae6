// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../api/http-test-kit';
import { renderPage } from '../../test/render-page';
import { MarketplaceSignInButton } from './marketplace-sign-in-button';

let browser: ReturnType<typeof fakeBrowser>;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/sign-in', search: '' });
  browser.fetch.mockImplementation(async (url) =>
    String(url).includes('amazon-login-into-tracking/authorize-url')
      ? answer({
          success: true,
          code: '0',
          error: null,
          data: { url: 'https://amazon.test/ap/oa', state: 's', mode: 'sign-in' },
        })
      : answer(fail('1004', 'Route not found'), 404),
  );
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const askedRegions = () =>
  browser.fetch.mock.calls.map(([url]) => new URL(String(url), 'http://app.test').searchParams.get('region'));

describe('Sign in with Amazon', () => {
  it("signs in at North America's Amazon, or at Amazon Europe's for a European seller", async () => {
    renderPage(<MarketplaceSignInButton />, '/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: /Sign in with Amazon Europe \(FR, DE, UK\)/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://amazon.test/ap/oa'));
    // leaving for Amazon: neither button starts a second consent meanwhile
    expect((screen.getByRole('button', { name: /Sign in with Amazon$/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    cleanup();
    renderPage(<MarketplaceSignInButton />, '/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: /Sign in with Amazon$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(askedRegions()).toEqual(['eu', 'na']);
  });

  it('offers no region with the demo marketplace, whose one consent covers them all', async () => {
    renderPage(<MarketplaceSignInButton />, '/sign-in', {
      siteMode: { marketplace: 'demo', payments: 'sandbox', publicDemo: false },
    });
    await screen.findByRole('button', { name: /Sign in with Amazon$/ });
    expect(screen.queryByRole('button', { name: /Amazon Europe/ })).toBeNull();
  });
});
