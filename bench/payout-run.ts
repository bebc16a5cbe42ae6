// How long does a payout run take for 100 000 publishers, on each engine? The crowd
// (apps/server/test/support/payout-crowd.ts) is every publisher payable in the US, nine in ten
// by ACH and one in ten by PayPal: the run is made (one statement), approved (the paid lines,
// the ACH file of 90 000 entries, the PayPal payouts marked sent), the PayPal batch sent to the
// built-in sandbox, and the remittance e-mails queued. Each step's time is printed.
// PGlite by default; BENCH_DATABASE_URL=postgres://…/postgres runs it on PostgreSQL as well.
// BENCH_PUBLISHERS changes the size. Run: npm run bench:payout-run

import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { operators } from '../apps/server/src/db/schema';
import { approveRun } from '../apps/server/src/modules/payouts/payout-approval';
import { sendPayPalPayouts } from '../apps/server/src/modules/payouts/payout-paypal';
import { sendRemittances } from '../apps/server/src/modules/payouts/payout-remittance';
import { findRunFile } from '../apps/server/src/modules/payouts/payout-runs.repository';
import { makeRun } from '../apps/server/src/modules/payouts/payout-runs.service';
import { crowdTotalMinor, seedPayoutCrowd } from '../apps/server/test/support/payout-crowd';
import { onEachEngine, openBenchDatabase } from './support/catalogue';

const publishers = Number(process.env.BENCH_PUBLISHERS ?? 100_000);

async function measure(server: string | null) {
  const bench = await openBenchDatabase(server);
  const db = bench.database.db;
  await migrateDatabase(db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    APP_SECRET: 'bench-secret-'.padEnd(40, 'x'),
    DATA_DIR: bench.dir,
  });
  const app = await buildApp({ config, db, webDist: false });
  await seedPayoutCrowd(db, app.deps.config, publishers);
  await db
    .insert(operators)
    .values({ id: 'opr_bench', email: 'bench@ops.test', passwordHash: 'x', name: 'Bench' });
  await db.execute('analyze');
  const step = async <T>(what: string, work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    const ms = Math.round(performance.now() - started);
    console.log(`  ${bench.engine} ${what}: ${ms} ms`);
    return { result, ms };
  };
  const made = await step('make the run', () => makeRun(app.deps, 'US', 'manual', 'bench'));
  const runId = made.result?.runId ?? '';
  // approveRun answers once the approval is committed and the PayPal batch sent; the e-mails
  // are a job, timed here until the queue is idle
  const approved = await step('approve (paid lines, ACH file, PayPal batch sent)', () =>
    approveRun(app.deps, runId, 'opr_bench'),
  );
  const mails = await step('queue the remittance e-mails (the job)', () => app.deps.jobs.idle());
  const file = await findRunFile(db, runId, `${runId}-ach`);
  const paypal = await step('send the PayPal batch again (nothing to do)', () =>
    sendPayPalPayouts(app.deps, runId),
  );
  const again = await step('queue remittance e-mails again (nothing to do)', () =>
    sendRemittances(app.deps, runId),
  );
  if (approved.result.totalMinor !== crowdTotalMinor(publishers)) {
    throw new Error(
      `the run pays ${approved.result.totalMinor}, the crowd is owed ${crowdTotalMinor(publishers)}`,
    );
  }
  await app.close();
  await bench.database.close();
  await bench.cleanup();
  return {
    engine: bench.engine,
    makeMs: made.ms,
    approveMs: approved.ms,
    achEntries: file?.payouts ?? 0,
    achBytes: file?.content.length ?? 0,
    mailsMs: mails.ms,
    againMs: paypal.ms + again.ms,
  };
}

const results = await onEachEngine(measure);
console.log(`payout run of ${publishers} publishers`);
console.table(results);
