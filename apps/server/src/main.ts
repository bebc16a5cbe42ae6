import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { appSecret } from './platform/secret';
import { demoAccounts, demoPassword, seedDemo } from './seed/demo';

/** Start: config → database → migrations → demo seed → HTTP. Any failure is one clear line. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateDatabase(database.db);
  const seeded = !config.isProduction && config.SEED_DEMO === 'auto' && (await seedDemo(database.db));
  // Made (or read) now: an unwritable DATA_DIR stops the start, not a later sign-in.
  appSecret(config);
  const app = await buildApp({ config, db: database.db });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const base = config.publicBaseUrl;
  const admin = base.replace('://', '://admin.');
  console.log(
    `\n${config.PRODUCT_NAME} is running (${database.kind}) on ${base}\nOperator console: ${admin}\n`,
  );
  if (!config.isProduction && config.SEED_DEMO === 'auto') {
    console.log(`${seeded ? 'Seeded demo accounts' : 'Demo accounts'} (password ${demoPassword}):`);
    for (const account of demoAccounts) {
      console.log(`  ${account.role.padEnd(10)} ${account.email}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(`Affiliate Atlas could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
