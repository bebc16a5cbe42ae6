import type { TMarketplaceAuthMode, TMarketplaceConsent } from '@atlas/shared';

const storageKey = 'atlas.marketplaceConsent';

type TPending = { state: string; mode: TMarketplaceAuthMode };

/**
 * Leaves for the marketplace's consent page, remembering the state in this tab: the callback
 * only completes a consent this tab started, so a link crafted by someone else (signing you in
 * to their account, or linking theirs to yours) is refused.
 */
export function goToConsent(consent: TMarketplaceConsent): void {
  const pending: TPending = { state: consent.state, mode: consent.mode };
  sessionStorage.setItem(storageKey, JSON.stringify(pending));
  window.location.assign(consent.url);
}

/** The consent this tab started, if the callback's state is its state; read once, then forgotten. */
export function takePendingConsent(state: string): TPending | null {
  const raw = sessionStorage.getItem(storageKey);
  sessionStorage.removeItem(storageKey);
  try {
    const pending = raw ? (JSON.parse(raw) as TPending) : null;
    return pending && state && pending.state === state ? pending : null;
  } catch {
    return null;
  }
}
