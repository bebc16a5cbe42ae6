import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { startBillingCloseSchedule } from './modules/billing/billing-close-schedule';
import { startAttributionSchedule } from './modules/conversions/attribution-schedule';
import { startPayoutSchedule } from './modules/payouts/payout-schedule';
import { errorText } from './platform/log-error';
import { installProcessFaultHandlers } from './platform/process-faults';
import { checkRedis } from './platform/redis';
import { appSecret } from './platform/secret';
import { demoAccounts, demoPassword, demoSellerEmail, seedDemo } from './seed/demo';
import { limitDemoAccounts, servedDemoAccounts } from './seed/demo-access';
import { seedDemoAssociates } from './seed/demo-associates';
import { seedDemoAudit } from './seed/demo-audit';
import { seedDemoBillings } from './seed/demo-billings';
import { seedDemoCampaigns } from './seed/demo-campaigns';
import { seedDemoCatalogue } from './seed/demo-catalogue';
import { seedDemoConversions } from './seed/demo-conversions';
import { seedDemoMessages } from './seed/demo-messages';
import { seedDemoOperatorConsole } from './seed/demo-operator-console';
import { seedDemoPayouts } from './seed/demo-payouts';
import { seedDemoPlacements } from './seed/demo-placements';
import { seedDemoPublishers } from './seed/demo-publishers';
import { seedDemoTracking } from './seed/demo-tracking';

/** Start: config → database → migrations → demo seed → HTTP. Any failure is one clear line. */
async function main(): Promise<void> {
  let log: FastifyBaseLogger | undefined;
  // Before the app is built its faults go to the console; after, through its redacting logger.
  installProcessFaultHandlers(() => log);
  const config = loadConfig();
  // A wrong REDIS_URL is one line now, not a retry loop behind a server that seems to run.
  if (config.REDIS_URL) {
    await checkRedis(config.REDIS_URL);
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    // Serving on a dead database helps no one: say why and exit, so a supervisor restarts both.
    onHostExit: (reason) => {
      console.error(`Affiliate Atlas is stopping: ${reason}`);
      process.exit(1);
    },
  });
  await migrateDatabase(database.db);
  // Demo data on a developer's server, or on a public demo site (PUBLIC_DEMO_SITE, docs/security.md).
  const demo = (!config.isPublic || config.PUBLIC_DEMO_SITE) && config.SEED_DEMO === 'auto';
  const seeded = demo && (await seedDemo(database.db));
  const disabled = await limitDemoAccounts(database.db, servedDemoAccounts(config));
  // Made (or read) now: an unwritable DATA_DIR stops the start, not a later sign-in.
  appSecret(config);
  const app = await buildApp({ config, db: database.db });
  log = app.log;
  if (seeded) {
    await seedDemoCatalogue(app.deps, demoSellerEmail);
    await seedDemoPublishers(app.deps);
    await seedDemoTracking(app.deps);
    await seedDemoAssociates(app.deps);
    await seedDemoConversions(app.deps);
    await seedDemoOperatorConsole(app.deps);
    await seedDemoPlacements(app.deps);
    await seedDemoCampaigns(app.deps);
    await seedDemoMessages(app.deps);
    await seedDemoBillings(app.deps);
    await seedDemoPayouts(app.deps);
    await seedDemoAudit(app.deps);
  }
  // The nightly attribution import of every marketplace (tests build the app without it).
  const nightly = startAttributionSchedule(app.deps, app.log);
  // The month close of every marketplace on the 1st at 00:00 in its zone (and the month just ended now).
  const monthly = startBillingCloseSchedule(app.deps, app.log);
  // Held publisher commission made payable when its day comes (hourly, and now).
  const payouts = startPayoutSchedule(app.deps, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    nightly.stop();
    monthly.stop();
    payouts.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Takes the click log's folder (a second server on it stops here) and ships what a stop left.
  await app.clicks.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  const base = config.publicBaseUrl;
  const admin = base.replace('://', '://admin.');
  console.log(
    `\n${config.PRODUCT_NAME} is running (${database.kind}) on ${base}\nOperator console: ${admin}\n`,
  );
  if (demo) {
    console.log(`${seeded ? 'Seeded demo accounts' : 'Demo accounts'} (password ${demoPassword}):`);
    for (const account of demoAccounts) {
      console.log(`  ${account.role.padEnd(10)} ${account.email}`);
    }
  }
  if (config.PUBLIC_DEMO_SITE) {
    console.log(
      'PUBLIC_DEMO_SITE: a public demo site. The demo marketplace reaches only the demo accounts, and the payment sandboxes move no money.',
    );
  }
  if (disabled.length > 0) {
    console.log(
      `A production start: the demo accounts ${disabled.join(', ')} are disabled and the developer mailbox is off.`,
    );
  }
}

main().catch((error: unknown) => {
  // errorText: a failed migration's or seed's message would otherwise print its bound values.
  console.error(`Affiliate Atlas could not start: ${errorText(error)}`);
  process.exit(1);
});
