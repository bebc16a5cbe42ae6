import { describe, expect, it } from 'vitest';
import { amazonClients, realDeployment } from '../test/support/production-env';
import { loadConfig } from './config';
import { amazonHosts } from './integrations/marketplace/amazon-regions';

describe("Amazon's settings", () => {
  it('names every client setting MARKETPLACE_PROVIDER=amazon needs', () => {
    const refusal = (() => {
      try {
        loadConfig({ NODE_ENV: 'test', MARKETPLACE_PROVIDER: 'amazon' });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of Object.keys(amazonClients)) {
      expect(refusal).toContain(`${name}: required when MARKETPLACE_PROVIDER=amazon`);
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'test', MARKETPLACE_PROVIDER: 'amazon', ...amazonClients }),
    ).not.toThrow();
  });

  it('refuses the one-client settings of before, naming what replaced each', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', AMAZON_LWA_CLIENT_ID: 'x', AMAZON_ADS_PROFILES: 'US:1' }),
    ).toThrow(
      /AMAZON_LWA_CLIENT_ID: no longer read; replaced by AMAZON_LOGIN_CLIENT_ID, AMAZON_SPAPI_CLIENT_ID and AMAZON_ADS_CLIENT_ID.*AMAZON_ADS_PROFILES: no longer read/,
    );
  });

  it("uses Amazon's documented addresses of each region, and local stand-ins only outside production", () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(amazonHosts(config, 'eu')).toMatchObject({
      lwaAuthorize: 'https://eu.account.amazon.com/ap/oa',
      lwaToken: 'https://api.amazon.co.uk/auth/o2/token',
      sellerCentral: 'https://sellercentral-europe.amazon.com',
      spApi: 'https://sellingpartnerapi-eu.amazon.com',
      ads: 'https://advertising-api-eu.amazon.com',
    });
    expect(amazonHosts(config, 'na').ads).toBe('https://advertising-api.amazon.com');
    const local = loadConfig({ NODE_ENV: 'test', AMAZON_TEST_HOSTS: 'http://127.0.0.1:9/' });
    expect(amazonHosts(local, 'eu').spApi).toBe('http://127.0.0.1:9/eu/sp-api');
    expect(() => loadConfig({ ...realDeployment, AMAZON_TEST_HOSTS: 'http://127.0.0.1:9' })).toThrow(
      /AMAZON_TEST_HOSTS: points every Amazon service at a local stand-in/,
    );
  });
});
