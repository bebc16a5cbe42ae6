import type { TAmazonRegion } from '@atlas/shared';
import type { TConfig } from '../../config';

// Amazon serves each of our marketplaces from one region, and every Amazon service a seller
// grants us has its own address there: Login with Amazon, Seller Central's consent, the Selling
// Partner API and the Ads API. One grant per seller and region (docs/amazon.md).

export {
  amazonRegionOf,
  amazonRegions,
  regionCountries,
  regionNames,
  type TAmazonRegion,
} from '@atlas/shared';

export type TAmazonHosts = {
  /** Login with Amazon's consent page (sign-in and the Ads grant). */
  lwaAuthorize: string;
  /** Login with Amazon's token endpoint of the region (codes and refresh tokens of that region). */
  lwaToken: string;
  lwaProfile: string;
  /** Seller Central, where a seller authorizes the Selling Partner API app. */
  sellerCentral: string;
  spApi: string;
  ads: string;
};

/** The addresses Amazon documents for each region. */
const documented: Record<TAmazonRegion, TAmazonHosts> = {
  na: {
    lwaAuthorize: 'https://www.amazon.com/ap/oa',
    lwaToken: 'https://api.amazon.com/auth/o2/token',
    lwaProfile: 'https://api.amazon.com/user/profile',
    sellerCentral: 'https://sellercentral.amazon.com',
    spApi: 'https://sellingpartnerapi-na.amazon.com',
    ads: 'https://advertising-api.amazon.com',
  },
  eu: {
    lwaAuthorize: 'https://eu.account.amazon.com/ap/oa',
    lwaToken: 'https://api.amazon.co.uk/auth/o2/token',
    lwaProfile: 'https://api.amazon.co.uk/user/profile',
    sellerCentral: 'https://sellercentral-europe.amazon.com',
    spApi: 'https://sellingpartnerapi-eu.amazon.com',
    ads: 'https://advertising-api-eu.amazon.com',
  },
};

/**
 * The region's addresses: Amazon's own, or under AMAZON_TEST_HOSTS (`{base}/{region}/…`, one
 * local stand-in for every service; a production start refuses it).
 */
export function amazonHosts(config: Pick<TConfig, 'AMAZON_TEST_HOSTS'>, region: TAmazonRegion): TAmazonHosts {
  const base = config.AMAZON_TEST_HOSTS?.replace(/\/+$/, '');
  if (!base) {
    return documented[region];
  }
  const at = (path: string) => `${base}/${region}${path}`;
  return {
    lwaAuthorize: at('/ap/oa'),
    lwaToken: at('/auth/o2/token'),
    lwaProfile: at('/user/profile'),
    sellerCentral: at('/sellercentral'),
    spApi: at('/sp-api'),
    ads: at('/ads'),
  };
}

/**
 * The Selling Partner API trades its codes and refresh tokens at North America's Login with
 * Amazon endpoint whatever the seller's region (Amazon's SP-API documentation).
 */
export const spApiTokenUrl = (config: Pick<TConfig, 'AMAZON_TEST_HOSTS'>) =>
  amazonHosts(config, 'na').lwaToken;
