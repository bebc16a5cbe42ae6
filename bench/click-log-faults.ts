// The click log on a full disk, then a stalled one, under load. In one process: the redirect
// handler on the server's fast path (fast-redirect.ts) with a click log whose file operations are
// faulted by hand (click-log-fs.ts `createFaultyFs`: the real disk's space is never touched), its
// shipper on a fresh database (PGlite; PostgreSQL with BENCH_DATABASE_URL), and BENCH_RATE
// (2 000) visits a second, sent on time whatever the answers (kept-alive connections). Phases: healthy, BENCH_FAULT_SECONDS (5) of
// ENOSPC (half of each refused write reaching the disk), healthy, the same time of stalled writes
// and fsyncs, healthy. Prints the redirects answered per phase and their worst latency, the
// clicks held / written late / dropped, the segments created, the log lines, and how long after
// each fault the log and then the database caught up. Exits 1 when a 302 has no row, or two.
// Run: npx tsx bench/click-log-faults.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { createClickLog } from '../apps/server/src/modules/clicks/click-log';
import { createFaultyFs } from '../apps/server/src/modules/clicks/click-log-fs';
import { createClickShipper } from '../apps/server/src/modules/clicks/click-shipper';
import type { TClicks } from '../apps/server/src/modules/clicks/clicks';
import { findLinkTarget, type TLinkTarget } from '../apps/server/src/modules/clicks/clicks.repository';
import { fastRedirectServer } from '../apps/server/src/modules/clicks/fast-redirect';
import { createRedirectHandler } from '../apps/server/src/modules/clicks/redirect';
import type { TDeps } from '../apps/server/src/platform/deps';
import { openBenchDatabase } from './support/catalogue';
import { visit } from './support/redirect-client';
import { benchLinks, seedTrackingLinks } from './support/tracking-links';

const rate = Number(process.env.BENCH_RATE ?? 2_000);
const faultSeconds = Number(process.env.BENCH_FAULT_SECONDS ?? 5);
const calmSeconds = 3;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

type TPhase = { name: string; answered: number; other: number; worstMs: number; latencies: number[] };

async function main() {
  const target = await openBenchDatabase();
  const logDir = mkdtempSync(join(tmpdir(), 'atlas-click-faults-'));
  const { db } = target.database;
  await migrateDatabase(db);
  const links = benchLinks(100, 'http://127.0.0.1');
  await seedTrackingLinks(db, links);

  const lines: string[] = [];
  const logger = {
    warn: (fields: object, message: string) => lines.push(`warn ${message} ${JSON.stringify(fields)}`),
    info: (fields: object, message: string) => lines.push(`info ${message} ${JSON.stringify(fields)}`),
    error: (fields: object, message: string) => lines.push(`error ${message} ${JSON.stringify(fields)}`),
    debug: () => {},
  };
  const fs = createFaultyFs();
  const log = createClickLog({ dir: join(logDir, 'clicks', 'bench'), instance: 'bench', fs, logger });
  const shipper = createClickShipper({
    db,
    log,
    logger: logger as never,
    batchSize: 500,
    maxBatchSize: 2_000,
    intervalMs: 250,
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLICK_LIMIT_PER_IP: '0' });
  const known = new Map<string, TLinkTarget | null>();
  const cache = {
    async get(code: string, load: () => Promise<TLinkTarget | null>) {
      if (!known.has(code)) {
        known.set(code, await load());
      }
      return known.get(code) ?? null;
    },
  };
  const deps = { config, db, now: () => new Date() } as TDeps;
  const handler = createRedirectHandler(deps, { links: cache, log } as unknown as TClicks, logger as never);
  const server = fastRedirectServer({ handler }, false)((_req, res) => res.writeHead(404).end(), {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  for (const link of links) {
    known.set(link.code, await findLinkTarget(db, link.code));
  }
  await log.open();
  shipper.start();

  let phase: TPhase = { name: 'warm', answered: 0, other: 0, worstMs: 0, latencies: [] };
  const phases: TPhase[] = [];
  const next = (name: string) => {
    phase = { name, answered: 0, other: 0, worstMs: 0, latencies: [] };
    phases.push(phase);
  };
  let running = true;
  let answered = 0;
  const pending = new Set<Promise<void>>();
  // An open loop: each visit is sent on time whether or not the one before was answered, so a
  // stalled redirect shows as the latency of every visit sent meanwhile.
  const send = async () => {
    const started = performance.now();
    for (let sent = 0; running; sent++) {
      const due = started + (sent * 1000) / rate - performance.now();
      if (due > 0) {
        await sleep(due);
      }
      const current = phase;
      const one = visit(base, `/t/${links[sent % links.length]?.code}`).then(
        (answer) => {
          if (answer.status === 302) {
            current.answered++;
            answered++;
          } else {
            current.other++;
          }
          current.worstMs = Math.max(current.worstMs, answer.ms);
          current.latencies.push(answer.ms);
        },
        () => {
          current.other++;
        },
      );
      pending.add(one);
      void one.then(() => pending.delete(one));
    }
    await Promise.all(pending);
  };
  const rowCount = async () =>
    Number((await db.execute<{ n: string }>(sql`select count(*) as n from clicks`)).rows[0]?.n);
  /** After a fault: ms until the log holds nothing in memory, and until the database has every click written. */
  const catchUp = async (since: number) => {
    let logMs = -1;
    for (;;) {
      const health = log.health();
      if (logMs < 0 && health.waiting === 0 && !health.fault) {
        logMs = performance.now() - since;
      }
      if (logMs >= 0 && (await rowCount()) >= health.written) {
        return { logMs, dbMs: performance.now() - since };
      }
      // a count of the whole table is no free query on PGlite's one connection: not too often
      await sleep(logMs < 0 ? 10 : 250);
    }
  };

  const load = send();
  await sleep(1_000);
  next('healthy');
  await sleep(calmSeconds * 1000);
  next('disk full (ENOSPC)');
  fs.fail('ENOSPC', { partial: true });
  await sleep(faultSeconds * 1000);
  const fullHeld = log.health();
  next('after the full disk');
  fs.heal();
  const full = await Promise.all([catchUp(performance.now()), sleep(calmSeconds * 1000)]);
  next('disk stalled');
  fs.stall();
  await sleep(faultSeconds * 1000);
  const stallHeld = log.health();
  next('after the stall');
  fs.heal();
  const stall = await Promise.all([catchUp(performance.now()), sleep(calmSeconds * 1000)]);
  running = false;
  await load;
  await shipper.stop(10_000);
  const rows = await rowCount();
  const health = log.health();
  await log.close();
  await new Promise((resolve) => server.close(resolve));

  const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;
  console.log(`engine ${target.engine}, ${rate} visits a second, faults of ${faultSeconds} s`);
  console.log(
    `faults injected: ${fs.counts.refused} writes/fsyncs refused (ENOSPC), ${fs.counts.stalled} held (stall)`,
  );
  for (const p of phases) {
    console.log(
      `${p.name.padEnd(22)} ${String(p.answered).padStart(7)} redirects (${p.other} other), p99 ${p99(p.latencies).toFixed(1)} ms, worst ${p.worstMs.toFixed(1)} ms`,
    );
  }
  console.log(
    `held in memory at the end of the full disk: ${fullHeld.waiting}; of the stall: ${stallHeld.waiting}`,
  );
  console.log(
    `clicks: ${health.written} written (${health.writtenLate} late), ${health.dropped} dropped; segments created: ${health.segmentsCreated}; episodes: ${health.episodes}`,
  );
  console.log(
    `caught up after the full disk: log ${full[0].logMs.toFixed(0)} ms, database ${full[0].dbMs.toFixed(0)} ms; after the stall: log ${stall[0].logMs.toFixed(0)} ms, database ${stall[0].dbMs.toFixed(0)} ms`,
  );
  console.log(`log lines: ${lines.length}`);
  for (const line of lines) {
    console.log(`  ${line}`);
  }
  console.log(`302s answered ${answered}, rows in clicks ${rows}`);
  await target.database.close();
  await target.cleanup();
  rmSync(logDir, { recursive: true, force: true });
  if (rows !== answered - health.dropped) {
    console.error('MISMATCH: a 302 without its row, or a row twice');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
