import { countryCodes, defaultCountry, type TCountryCode } from '@atlas/shared';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from '../../lib/use-search-params';

export const marketplaceParam = 'marketplace';
const storageKey = 'atlas_marketplace';

function asCountry(value: string | null | undefined): TCountryCode | null {
  const code = value?.toUpperCase();
  return countryCodes.find((c) => c === code) ?? null;
}

function readStored(): TCountryCode | null {
  try {
    return asCountry(localStorage.getItem(storageKey));
  } catch {
    return null;
  }
}

function store(code: TCountryCode): void {
  try {
    localStorage.setItem(storageKey, code);
  } catch {
    // Private mode or a full quota: the URL still carries the choice.
  }
}

/**
 * The marketplace the user works in: `?marketplace=` first, so a shared link shows the same
 * view, then the last choice kept in localStorage, then the default (US).
 */
export function useMarketplace(): [TCountryCode, (code: TCountryCode) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = asCountry(params.get(marketplaceParam));
  const current = fromUrl ?? readStored() ?? defaultCountry;

  useEffect(() => {
    if (fromUrl) {
      store(fromUrl);
    }
  }, [fromUrl]);

  const change = useCallback(
    (code: TCountryCode) => {
      store(code);
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(marketplaceParam, code);
        return next;
      });
    },
    [setParams],
  );
  return [current, change];
}
