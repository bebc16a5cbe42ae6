import type { TDeps } from '../../platform/deps';

/** Where every consent comes back: the web client's callback page (registered with the marketplace). */
export const marketplaceRedirectUri = (deps: Pick<TDeps, 'config'>) =>
  `${deps.config.publicBaseUrl}/marketplace/callback`;
