import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminAuthHeader, adminPrefix } from '@atlas/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../test/support/factories';
import { crowdTotalMinor, seedPayoutCrowd } from '../../../test/support/payout-crowd';
import { freePort, spawnedServers } from '../../../test/support/spawned-server';
import type { TTestApp } from '../../../test/support/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { payoutFiles, payoutItems, payoutLedgerLines, payoutRuns } from '../../db/schema';
import { makeRun } from './payout-runs.service';

// A server SIGKILLed while it approves a payout run of 3,000 publishers: at restart the run is
// in review (the approval's transaction never committed) or approved whole; approving it again
// pays each publisher once: one `paid` line each, one ACH file, one PayPal batch at PayPal.
const dataDir = mkdtempSync(join(tmpdir(), 'atlas-payout-kill-'));
const crowd = 3_000;
const servers = spawnedServers();

afterAll(() => {
  servers.killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed during a payout run’s approval', () => {
  it('pays no one twice', { timeout: 180_000 }, async () => {
    const port = await freePort();
    // development, not test: the PayPal sandbox keeps its batches in DATA_DIR across the restart
    const env = {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_SECRET: 'payout-kill-test-secret-of-at-least-32-characters',
    };

    // The crowd and its run in review, written by the app in this process.
    const database = await openDatabase({ dataDir });
    await migrateDatabase(database.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
    const app = await buildApp({ config, db: database.db, webDist: false });
    const t = { app, database, config } as unknown as TTestApp;
    const operator = await createOperator(t);
    await seedPayoutCrowd(database.db, config, crowd);
    const run = await makeRun(app.deps, 'US', 'manual', 'test');
    await app.close();
    await database.close();
    expect(run?.made).toBe(true);
    const runId = run!.runId;

    const approve = (base: string) =>
      fetch(`${base}finance/payouts/runs/${runId}/approve`, {
        method: 'POST',
        headers: { [adminAuthHeader]: `Bearer ${operator.token}`, 'content-type': 'application/json' },
        body: '{}',
      });

    // Killed a moment into the approval.
    const base = `http://127.0.0.1:${port}${adminPrefix}`;
    const first = await servers.start(env);
    approve(base).catch(() => {});
    await new Promise((r) => setTimeout(r, 400));
    await first.stop('SIGKILL');

    // Restarted: the run is whole either way, and approving it (again) finishes it once.
    const second = await servers.start(env);
    const seen = await fetch(`${base}finance/payouts/runs/${runId}`, {
      headers: { [adminAuthHeader]: `Bearer ${operator.token}` },
    });
    const whole = ((await seen.json()) as { data: { status: string; counts: Record<string, number> } }).data;
    // all of the approval or none of it (a kill this early finds it in review)
    const count = (status: string) => whole.counts[status] ?? 0;
    const settled = whole.status === 'review' ? count('included') : count('paid') + count('sent');
    expect(settled).toBe(crowd);
    const again = await approve(base);
    expect(again.status).toBe(200);
    const answer = (await again.json()) as { data: { status: string; counts: Record<string, number> } };
    expect(answer.data).toMatchObject({
      status: 'approved',
      counts: { paid: crowd * 0.9, sent: crowd * 0.1 },
    });
    expect((await approve(base)).status).toBe(200);
    await second.stop('SIGTERM');

    const after = await openDatabase({ dataDir });
    const paid = await after.db
      .select({ n: sql<number>`count(*)::int`, total: sql<string>`sum(amount_minor)` })
      .from(payoutLedgerLines)
      .where(eq(payoutLedgerLines.kind, 'paid'));
    const perPublisher = await after.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payout_ledger_lines where kind = 'paid' group by publisher_id having count(*) > 1`,
    );
    const files = await after.db.select().from(payoutFiles);
    const items = await after.db.select({ n: sql<number>`count(*)::int` }).from(payoutItems);
    const [row] = await after.db.select().from(payoutRuns).where(eq(payoutRuns.id, runId));
    await after.close();
    expect(paid[0]).toEqual({ n: crowd, total: String(-crowdTotalMinor(crowd)) });
    expect(perPublisher.rows).toEqual([]);
    expect(items[0]?.n).toBe(crowd);
    expect(files.map((f) => [f.rail, f.payouts])).toEqual([['ach', crowd * 0.9]]);
    expect(row?.paypalBatchId).toBeTruthy();
    // PayPal holds one batch: the run's PayPal payouts were sent once
    const batches = JSON.parse(
      readFileSync(join(dataDir, 'payments-sandbox', 'payouts.json'), 'utf8'),
    ) as unknown[];
    expect(batches).toHaveLength(1);
  });
});
