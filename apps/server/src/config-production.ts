import type { TSettings } from './config';

// What a production start must set (docs/security.md "What a deployment sets"). A production
// start is NODE_ENV=production or a HOST other machines reach; it never runs a built-in demo or
// sandbox provider unless PUBLIC_DEMO_SITE=true says this is a public demo site.

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export const isLoopbackHost = (host: string) =>
  /^127(\.\d{1,3}){3}$/.test(host) || host === '::1' || host.toLowerCase() === 'localhost';

export const isProductionStart = (c: TSettings) => c.NODE_ENV === 'production' || !isLoopbackHost(c.HOST);

const amazonSettings = [
  'AMAZON_LOGIN_CLIENT_ID',
  'AMAZON_LOGIN_CLIENT_SECRET',
  'AMAZON_SPAPI_CLIENT_ID',
  'AMAZON_SPAPI_CLIENT_SECRET',
  'AMAZON_SPAPI_APP_ID',
  'AMAZON_ADS_CLIENT_ID',
  'AMAZON_ADS_CLIENT_SECRET',
  'AMAZON_ATTRIBUTION_PUBLISHER_ID',
] as const;

/**
 * Settings of the one-client, one-region Amazon set-up, each with what replaced it: a deployment
 * still setting one is told, rather than silently running without it.
 */
const retiredSettings: Record<string, string> = {
  AMAZON_LWA_CLIENT_ID:
    'AMAZON_LOGIN_CLIENT_ID, AMAZON_SPAPI_CLIENT_ID and AMAZON_ADS_CLIENT_ID (one per Amazon client)',
  AMAZON_LWA_CLIENT_SECRET:
    'AMAZON_LOGIN_CLIENT_SECRET, AMAZON_SPAPI_CLIENT_SECRET and AMAZON_ADS_CLIENT_SECRET',
  AMAZON_LWA_AUTHORIZE_URL: "the region's documented address (docs/amazon.md)",
  AMAZON_LWA_TOKEN_URL: "the region's documented address (docs/amazon.md)",
  AMAZON_LWA_PROFILE_URL: "the region's documented address (docs/amazon.md)",
  AMAZON_SELLER_CENTRAL_URL: "each region's Seller Central (docs/amazon.md)",
  AMAZON_SPAPI_ENDPOINT: "each region's Selling Partner API endpoint (docs/amazon.md)",
  AMAZON_ADS_ENDPOINT: "each region's Ads API endpoint (docs/amazon.md)",
  AMAZON_ADS_REFRESH_TOKEN: "each seller's own Ads grant (the seller's Account page, Amazon Ads)",
  AMAZON_ADS_PROFILES: "each seller's own Ads profiles, found when the seller grants Ads access",
};

export function retiredSettingProblems(env: Record<string, string | undefined>): string[] {
  return Object.entries(retiredSettings)
    .filter(([name]) => env[name] !== undefined)
    .map(([name, replacement]) => `${name}: no longer read; replaced by ${replacement}`);
}
const paymentSettings = [
  'PAYPAL_API_BASE',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'PAYONEER_API_BASE',
  'PAYONEER_MERCHANT_CODE',
  'PAYONEER_API_TOKEN',
] as const;

/** The real providers cannot work without their credentials: every one missing, named. */
export function missingProviderSettings(c: TSettings): string[] {
  const missing = (names: readonly (keyof TSettings)[], when: string) =>
    names.filter((name) => !c[name]).map((name) => `${name}: required when ${when}`);
  return [
    ...(c.MARKETPLACE_PROVIDER === 'amazon' ? missing(amazonSettings, 'MARKETPLACE_PROVIDER=amazon') : []),
    ...(c.PAYMENTS_PROVIDER === 'live' ? missing(paymentSettings, 'PAYMENTS_PROVIDER=live') : []),
  ];
}

const demoOptIn = 'or PUBLIC_DEMO_SITE=true for a public demo site';

/** A production start's refusals, each naming its variable and what to set. */
export function productionProblems(c: TSettings): string[] {
  if (!isProductionStart(c)) {
    return [];
  }
  const why = c.NODE_ENV === 'production' ? 'NODE_ENV=production' : `HOST=${c.HOST} reaches other machines`;
  const problems: string[] = [];
  if (c.MARKETPLACE_PROVIDER === 'demo' && !c.PUBLIC_DEMO_SITE) {
    problems.push(
      `MARKETPLACE_PROVIDER: the built-in demo marketplace lets any visitor sign in as a seller (${why}); set MARKETPLACE_PROVIDER=amazon with ${amazonSettings.join(', ')} (${demoOptIn})`,
    );
  }
  if (c.PAYMENTS_PROVIDER === 'sandbox' && !c.PUBLIC_DEMO_SITE) {
    problems.push(
      `PAYMENTS_PROVIDER: the built-in sandboxes mark billings paid without any money moving (${why}); set PAYMENTS_PROVIDER=live with ${paymentSettings.join(', ')} (${demoOptIn})`,
    );
  }
  if (c.AMAZON_TEST_HOSTS) {
    problems.push(
      `AMAZON_TEST_HOSTS: points every Amazon service at a local stand-in (${why}); unset it so the documented Amazon addresses are used`,
    );
  }
  if (!c.SMTP_URL) {
    problems.push(
      `SMTP_URL: required for a production start (${why}); without it activation and password-reset e-mails stay in the local outbox, which is not served`,
    );
  }
  if (!c.PUBLIC_BASE_URL) {
    problems.push(
      `PUBLIC_BASE_URL: required for a production start (${why}); e-mailed links and the marketplace's redirect address are built from it`,
    );
  }
  return problems;
}
