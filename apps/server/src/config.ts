import { z } from 'zod';
import {
  isLoopbackHost,
  isProductionStart,
  missingProviderSettings,
  productionProblems,
  retiredSettingProblems,
} from './config-production';

export { isLoopbackHost } from './config-production';

const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /**
   * Names everything this deployment keeps in Redis (its job queue, limits and forget channels):
   * the instances of one deployment share it, another deployment on the same Redis needs its own.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, dashes and underscores, at most 40')
    .default('atlas'),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Where short links live (`{base}{code}`); unset: the app's own `/t/`. */
  SHORT_LINK_BASE: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Affiliate Atlas <no-reply@atlas.localhost>'),
  PRODUCT_NAME: z.string().default('Affiliate Atlas'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  SESSION_IDLE_DAYS: z.coerce.number().int().positive().default(30),
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  OPERATOR_SESSION_HOURS: z.coerce.number().int().positive().default(12),
  /** How long the guard may reuse a session or notice it read (platform/access-cache.ts); 0: never. */
  ACCESS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  /** How many catalogue answers (product list pages) are kept under their version; 0: none. */
  ANSWER_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(1_000),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  JOB_BACKOFF_MS: z.coerce.number().int().positive().default(2000),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /**
   * The opt-in for a public demo site (docs/security.md "A public demo site"): a production start
   * may then run the demo marketplace and the payment sandboxes, whose identities reach only the
   * demo-seeded accounts.
   */
  PUBLIC_DEMO_SITE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  OPEN_API_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Clicks on short links one address may make per window (CLICK_LIMIT_WINDOW_SECONDS); 0: no limit. */
  CLICK_LIMIT_PER_IP: z.coerce.number().int().min(0).default(60),
  CLICK_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(10),
  /** How long the redirect answers a link from memory before reading it again (behind the answer). */
  CLICK_LINK_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** Names this server's click log folder and segments; servers sharing one DATA_DIR need one each. */
  CLICK_LOG_INSTANCE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, dashes and underscores, at most 40')
    .default('main'),
  /** How often the click shipper looks for new clicks in the log, and the most clicks one batch writes. */
  CLICK_SHIP_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  CLICK_SHIP_BATCH: z.coerce.number().int().min(1).max(10_000).default(500),
  /** The most clicks a batch grows to while a backlog builds (doubling from CLICK_SHIP_BATCH). */
  CLICK_SHIP_BATCH_MAX: z.coerce.number().int().min(1).max(20_000).default(2000),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CONTACT_EMAIL: z.string().email().default('support@atlas.localhost'),
  /** The platform's commission on confirmed campaigns, basis points (DOMAIN.md "Billing and payment"). */
  CAMPAIGN_COMMISSION_BP: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** The company that bills (modules/billing/company-details.ts): letterhead and payment methods of statements. */
  COMPANY_NAME: z.string().min(1).default('Affiliate Atlas Inc.'),
  COMPANY_ADDRESS: z.string().min(1).default('100 Example Avenue, Suite 400, Springfield, IL 62701, USA'),
  COMPANY_PHONE: z.string().min(1).default('+1 555 0100'),
  COMPANY_WEBSITE: z.string().url().default('https://atlas.example'),
  COMPANY_ACH_BANK_NAME: z.string().min(1).default('Example National Bank'),
  COMPANY_ACH_ROUTING_NUMBER: z
    .string()
    .regex(/^\d{9}$/, 'a routing number has 9 digits')
    .default('123456780'),
  COMPANY_ACH_ACCOUNT_NUMBER: z.string().min(1).default('000123456789'),
  COMPANY_ACH_ACCOUNT_NAME: z.string().min(1).default('Affiliate Atlas Inc.'),
  COMPANY_CHECK_PAYEE: z.string().min(1).default('Affiliate Atlas Inc.'),
  COMPANY_CHECK_ADDRESS: z.string().min(1).default('PO Box 0100, Springfield, IL 62701, USA'),
  COMPANY_PAYPAL_EMAIL: z.string().email().default('payments@atlas.example'),
  COMPANY_WIRE_BANK_NAME: z.string().min(1).default('Example National Bank'),
  COMPANY_WIRE_SWIFT: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'a SWIFT/BIC code has 8 or 11 letters and digits')
    .default('EXNBUS33XXX'),
  COMPANY_WIRE_ACCOUNT: z.string().min(1).default('000123456789'),
  COMPANY_WIRE_BANK_ADDRESS: z.string().min(1).default('1 Example Plaza, New York, NY 10001, USA'),
  /** Payments (docs/domain.md "Billing: payments"): the built-in sandboxes, or the providers' live APIs. */
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'live']).default('sandbox'),
  /** PayPal REST; unset in sandbox mode: the built-in sandbox under /sandbox/paypal. */
  PAYPAL_API_BASE: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  /** The webhook's id at PayPal, for verify-webhook-signature. */
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  /** Payoneer Checkout (LIST API); unset in sandbox mode: the built-in sandbox under /sandbox/payoneer. */
  PAYONEER_API_BASE: z.string().url().optional(),
  PAYONEER_MERCHANT_CODE: z.string().min(1).optional(),
  PAYONEER_API_TOKEN: z.string().min(1).optional(),
  /** The providers' fees the seller pays on top: basis points of the amount plus a fixed part (minor units). */
  PAYPAL_FEE_BP: z.coerce.number().int().min(0).max(2_000).default(349),
  PAYPAL_FEE_FIXED_MINOR: z.coerce.number().int().min(0).max(10_000).default(49),
  PAYONEER_FEE_BP: z.coerce.number().int().min(0).max(2_000).default(300),
  PAYONEER_FEE_FIXED_MINOR: z.coerce.number().int().min(0).max(10_000).default(0),
  /** How long an order waits for the seller's approval before it is cancelled and its billings freed. */
  PAYMENT_APPROVAL_HOURS: z.coerce.number().int().min(1).max(72).default(3),
  /** Every request to a payment provider gives up after this long (the payment is then reconciled). */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  MARKETPLACE_PROVIDER: z.enum(['demo', 'amazon']).default('demo'),
  /** Login with Amazon's security profile for "Sign in with Amazon" (who the seller is). */
  AMAZON_LOGIN_CLIENT_ID: z.string().min(1).optional(),
  AMAZON_LOGIN_CLIENT_SECRET: z.string().min(1).optional(),
  /** During a secret rotation, the secret being replaced: tried when Amazon refuses the current one. */
  AMAZON_LOGIN_CLIENT_SECRET_PREVIOUS: z.string().min(1).optional(),
  /** The Selling Partner API app: its Login with Amazon credentials and its application id. */
  AMAZON_SPAPI_CLIENT_ID: z.string().min(1).optional(),
  AMAZON_SPAPI_CLIENT_SECRET: z.string().min(1).optional(),
  AMAZON_SPAPI_CLIENT_SECRET_PREVIOUS: z.string().min(1).optional(),
  AMAZON_SPAPI_APP_ID: z.string().min(1).optional(),
  AMAZON_SPAPI_DRAFT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** The Amazon Ads API's security profile (Amazon asks for one of its own). */
  AMAZON_ADS_CLIENT_ID: z.string().min(1).optional(),
  AMAZON_ADS_CLIENT_SECRET: z.string().min(1).optional(),
  AMAZON_ADS_CLIENT_SECRET_PREVIOUS: z.string().min(1).optional(),
  /** The Amazon Attribution publisher our links are tagged as (GET /attribution/publishers; one without macros). */
  AMAZON_ATTRIBUTION_PUBLISHER_ID: z
    .string()
    .regex(/^\d+$/, 'the numeric publisher id Amazon lists')
    .optional(),
  /** Tests only: every Amazon service of region r under `{this}/{r}/…` (a local stand-in); refused in production. */
  AMAZON_TEST_HOSTS: z.string().url().optional(),
  /** The image service (spec 7.16; docs/domain.md "Image service"): the business id uploads name. */
  IMAGE_BIZ: z.string().min(1).default('atlas'),
  /** Upload secret = SHA-256 hex of this salt followed by ts; the web client learns it (GET common/image-config). */
  IMAGE_UPLOAD_SALT: z.string().min(1).default('atlas-image-upload'),
  /** Resized-URL signature = first 4 hex of MD5 of this salt followed by the path. */
  IMAGE_URL_SALT: z.string().min(1).default('atlas-image-url'),
  IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** Width × height an upload may have (decompression bombs are refused before decoding). */
  IMAGE_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  /** Resized copies built at once by the image-cache host; more wait their turn. */
  IMAGE_RESIZE_CONCURRENCY: z.coerce.number().int().positive().max(64).default(2),
  /** Where the image-cache host serves images (a CDN in front of `/img`); unset: `/img` of the page's own host. */
  IMAGE_CACHE_BASE: z
    .string()
    .regex(/^((https?:)?\/\/[^/]+)?(\/.*)?$/, 'an http(s) or protocol-relative URL, or a path')
    .default('/img'),
  /** S3-compatible object storage for uploads and images; unset S3_BUCKET: local disk under DATA_DIR. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type TSettings = z.infer<typeof ZConfigSchema>;

export type TConfig = TSettings & {
  publicBaseUrl: string;
  isProduction: boolean;
  /** Every answer is checked against its call's response schema (outside production). */
  checkAnswers: boolean;
  /** Listening on this machine only: the developer mailbox and the demo accounts are served. */
  isLoopback: boolean;
  /** A production start: NODE_ENV=production or a HOST other machines reach (config-production.ts). */
  isPublic: boolean;
  /** IMAGE_CACHE_BASE without its last slash. */
  imageCacheBase: string;
};

/** The one place that reads process.env; a bad value stops the start with the variable named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid configuration: ${lines.join('; ')}`);
  }
  const c = parsed.data;
  const problems = [...retiredSettingProblems(env), ...missingProviderSettings(c), ...productionProblems(c)];
  if (problems.length > 0) {
    throw new Error(`invalid configuration: ${problems.join('; ')}`);
  }
  return {
    ...c,
    publicBaseUrl: c.PUBLIC_BASE_URL ?? `http://localhost:${c.PORT}`,
    isProduction: c.NODE_ENV === 'production',
    checkAnswers: c.NODE_ENV !== 'production',
    isLoopback: isLoopbackHost(c.HOST),
    isPublic: isProductionStart(c),
    imageCacheBase: c.IMAGE_CACHE_BASE.replace(/\/+$/, ''),
  };
}
