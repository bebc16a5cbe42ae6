import { sellerCalls, type TCountryCode, type TSellerSettings } from '@atlas/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi } from '../../../api/http';
import { marketplaceParam, useMarketplace } from '../../../components/marketplace/use-marketplace';
import { useSearchParams } from '../../../lib/use-search-params';
import { useUpdateSellerSettings } from './use-seller-settings';

/**
 * The header's marketplace switcher is the seller's "switch country": a page opened without
 * `?marketplace=` starts in the seller's saved country, and a switch is saved as the new one,
 * so the server's default and the screen always agree.
 */
export function useSellerCountrySync(settings: TSellerSettings | undefined): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [marketplace] = useMarketplace();
  const update = useUpdateSellerSettings();
  const inUrl = params.has(marketplaceParam);
  const saved = settings?.notice.agreed ? settings.currentCountry : undefined;

  useEffect(() => {
    if (!saved || inUrl) {
      return;
    }
    // From the address bar as it is now, not as it was when this screen rendered: a click made
    // while the settings loaded (the menu, a link) must not be undone by a stale location.
    const { pathname, search, hash } = window.location;
    const next = new URLSearchParams(search);
    if (!next.has(marketplaceParam)) {
      next.set(marketplaceParam, saved);
      navigate({ pathname, search: `?${next}`, hash }, { replace: true });
    }
  }, [saved, inUrl, navigate]);

  useEffect(() => {
    if (saved && inUrl && marketplace !== saved) {
      const chosen: TCountryCode = marketplace;
      void callApi(sellerCalls.switchCountry, { body: { countryCode: chosen } }).then(({ currentCountry }) =>
        update((current) => ({ ...current, currentCountry })),
      );
    }
  }, [saved, inUrl, marketplace, update]);
}
