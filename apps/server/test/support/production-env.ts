/** Amazon's three clients and our Attribution publisher (docs/amazon.md), as no Amazon would take them. */
export const amazonClients = {
  AMAZON_LOGIN_CLIENT_ID: 'amzn1.application-oa2-client.login',
  AMAZON_LOGIN_CLIENT_SECRET: 'login-secret',
  AMAZON_SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.spapi',
  AMAZON_SPAPI_CLIENT_SECRET: 'spapi-secret',
  AMAZON_SPAPI_APP_ID: 'amzn1.sp.solution.test',
  AMAZON_ADS_CLIENT_ID: 'amzn1.application-oa2-client.ads',
  AMAZON_ADS_CLIENT_SECRET: 'ads-secret',
  AMAZON_ATTRIBUTION_PUBLISHER_ID: '11',
} as const;

// The settings a real deployment gives (README "Exposing the server"), with credentials no
// provider would take and addresses on this machine, so a test of a production start reaches
// nothing beyond it.
export const realDeployment = {
  NODE_ENV: 'production',
  HOST: '0.0.0.0',
  PUBLIC_BASE_URL: 'https://atlas.example',
  SMTP_URL: 'smtp://127.0.0.1:1',
  MARKETPLACE_PROVIDER: 'amazon',
  ...amazonClients,
  PAYMENTS_PROVIDER: 'live',
  PAYPAL_API_BASE: 'http://127.0.0.1:1',
  PAYPAL_CLIENT_ID: 'test-client',
  PAYPAL_CLIENT_SECRET: 'test-secret',
  PAYPAL_WEBHOOK_ID: 'test-webhook',
  PAYONEER_API_BASE: 'http://127.0.0.1:1',
  PAYONEER_MERCHANT_CODE: 'test-merchant',
  PAYONEER_API_TOKEN: 'test-token',
} as const;

/** A public demo site (PUBLIC_DEMO_SITE): production, with the demo marketplace and the payment sandboxes. */
export const publicDemoSite = {
  NODE_ENV: 'production',
  HOST: '0.0.0.0',
  PUBLIC_BASE_URL: 'https://demo.atlas.example',
  SMTP_URL: 'smtp://127.0.0.1:1',
  PUBLIC_DEMO_SITE: 'true',
} as const;
