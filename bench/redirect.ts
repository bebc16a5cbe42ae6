// How many visitors a second the redirect answers with durable clicks, against a bare
// `node:http` server answering the same 302 with no database (measured just before each engine:
// the machine's load drifts), both loaded by autocannon (50 connections, in a process of its own,
// BENCH_SECONDS about 10 s after a warm-up of 10 000 requests) in one run. The app is the built bundle in its own
// process (apps/server/dist/main.js, NODE_ENV=production) on a fresh data folder with
// BENCH_LINKS tracking links (400) written before it starts: on PGlite, and on PostgreSQL too
// when BENCH_DATABASE_URL names a server (a throw-away database is made there). Then, on each
// engine, a steady 200 visits a second while a heavy GROUP BY runs over and over on the same
// database (for PGlite through the server's own socket: the same one-connection database), and
// at the end the clicks the server shipped are counted against the 302s answered.
// Run: npm run bench:redirect
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { startBareRedirect } from './support/bare-redirect';
import { openBenchDatabase, percentile } from './support/catalogue';
import { childrenCpuMs, groupCpuMs, ownCpuMs, postgresCpuMs } from './support/cpu-time';
import { steadyVisits, visit } from './support/redirect-client';
import { type TLoadResult, warmThenLoad } from './support/redirect-load';
import {
  buildServer,
  clickSettingsOfShell,
  freePort,
  loadFromOneAddress,
  startServer,
} from './support/server-process';
import {
  benchLinks,
  connectBeside,
  seedTrackingLinks,
  type TBenchLinkRow,
  waitForClicks,
} from './support/tracking-links';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const linkCount = Number(process.env.BENCH_LINKS ?? 400);
const heavyRows = Number(process.env.BENCH_HEAVY_ROWS ?? 3_000_000);
const heavySeconds = 10;
const steadyRate = 200;
const connections = 50;
const heavyQuery = `select i % 1000 as k, count(*), sum(i) from generate_series(1, ${heavyRows}) as i group by 1 order by 3 desc limit 5`;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** CPU per request answered, in µs: the server (or the bare one), its database, the load tool. */
type TCpuPerRequest = { server: number; database: number; loadTool: number };

type TEngineFigures = {
  engine: string;
  bare: TLoadResult;
  bareCpu: TCpuPerRequest;
  measured: TLoadResult;
  cpu: TCpuPerRequest;
  /** A `select 1` on the same database every 20 ms during the load: how long a query waits behind the shipping. */
  probes: number[];
  alone: number[];
  during: number[];
  heavyRuns: number[];
  answered: number;
  clicks: number;
  shippedWithinMs: number;
};

/** The steady stream, alone for a few seconds, then while the heavy query runs again and again. */
async function duringHeavyQuery(base: string, dir: string, url: string | undefined, codes: string[]) {
  const alone = await steadyVisits(base, codes, steadyRate, sleep(3000));
  const client = await connectBeside(dir, url);
  const stop = sleep(heavySeconds * 1000);
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  const heavyRuns: number[] = [];
  const heavy = (async () => {
    while (!stopped) {
      const started = performance.now();
      await client.query(heavyQuery);
      heavyRuns.push(performance.now() - started);
    }
  })();
  const during = await steadyVisits(base, codes, steadyRate, stop);
  await heavy;
  await client.end();
  return { alone, during, heavyRuns };
}

/** Times a `select 1` every 20 ms from a client of its own until stopped. */
function probeDatabase(dir: string, url: string | undefined) {
  let stopped = false;
  const latencies = (async () => {
    const client = await connectBeside(dir, url);
    const times: number[] = [];
    while (!stopped) {
      const started = performance.now();
      await client.query('select 1');
      times.push(performance.now() - started);
      await sleep(20);
    }
    await client.end();
    return times;
  })();
  return {
    latencies,
    stop: () => {
      stopped = true;
    },
  };
}

async function measureEngine(serverUrl: string | null): Promise<TEngineFigures> {
  const target = await openBenchDatabase(serverUrl);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  try {
    await migrateDatabase(target.database.db);
    const links = benchLinks(linkCount, base);
    await seedTrackingLinks(target.database.db, links);
    await target.database.close();
    const bare = await measureBare(links);
    const codes = links.map((link) => link.code);
    const server = await startServer({
      port,
      dataDir: target.dir,
      databaseUrl: target.url,
      env: { ...loadFromOneAddress, ...clickSettingsOfShell() },
    });
    try {
      // One visit first: a 302 to the link's destination, or the figures measure an error page.
      const probe = await visit(base, `/t/${codes[0]}`);
      if (probe.status !== 302 || probe.location !== links[0]?.destinationUrl) {
        throw new Error(`/t/${codes[0]}: ${probe.status} to ${probe.location}`);
      }
      const before = cpuOfEngine(server.group, target.url);
      const probing = probeDatabase(target.dir, target.url);
      const { warm, measured } = await warmThenLoad({ base, codes, connections }, seconds).finally(
        probing.stop,
      );
      const probes = await probing.latencies;
      // Once the load's clicks are shipped, the CPU they cost the database is counted too.
      await waitForClicks(target.dir, target.url, 1 + warm.redirects + measured.redirects);
      const cpu = perRequest(before, cpuOfEngine(server.group, target.url), warm, measured);
      const { alone, during, heavyRuns } = await duringHeavyQuery(base, target.dir, target.url, codes);
      const answered = 1 + warm.redirects + measured.redirects + alone.redirects + during.redirects;
      const shipped = await waitForClicks(target.dir, target.url, answered);
      return {
        engine: target.engine,
        bare: bare.measured,
        bareCpu: bare.cpu,
        measured,
        cpu,
        probes: probes.sort((a, b) => a - b),
        alone: alone.latencies.sort((a, b) => a - b),
        during: during.latencies.sort((a, b) => a - b),
        heavyRuns: heavyRuns.sort((a, b) => a - b),
        answered,
        clicks: shipped.clicks,
        shippedWithinMs: shipped.waitedMs,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await target.cleanup();
  }
}

/** The ceiling, on the same links, just before the app (the machine's load drifts), with nothing else running. */
async function measureBare(links: TBenchLinkRow[]) {
  const server = await startBareRedirect(links);
  const before = { server: ownCpuMs(), database: 0, loadTool: childrenCpuMs() };
  const { warm, measured } = await warmThenLoad(
    { base: server.base, codes: links.map((l) => l.code), connections },
    seconds,
  );
  const cpu = perRequest(
    before,
    { server: ownCpuMs(), database: 0, loadTool: childrenCpuMs() },
    warm,
    measured,
  );
  await server.close();
  // Every request the bare server answered, the load tool counted: the click check relies on it.
  const served = server.answered();
  if (served !== warm.redirects + measured.redirects) {
    throw new Error(
      `the bare server answered ${served} requests, autocannon counted ${warm.redirects + measured.redirects}`,
    );
  }
  return { measured, cpu };
}

/** CPU so far in ms: the server (leader of its group), its database (the rest of the group, or PostgreSQL's processes), the load tool's finished runs. */
function cpuOfEngine(group: number, databaseUrl: string | undefined): TCpuPerRequest {
  const { leader, others } = groupCpuMs(group);
  return {
    server: leader,
    database: databaseUrl ? postgresCpuMs(new URL(databaseUrl).pathname.slice(1)) : others,
    loadTool: childrenCpuMs(),
  };
}

function perRequest(before: TCpuPerRequest, after: TCpuPerRequest, ...runs: TLoadResult[]): TCpuPerRequest {
  const requests = runs.reduce((sum, r) => sum + r.redirects + r.failures, 0);
  const us = (key: keyof TCpuPerRequest) => ((after[key] - before[key]) * 1000) / requests;
  return { server: us('server'), database: us('database'), loadTool: us('loadTool') };
}

function report(engines: TEngineFigures[]) {
  console.log(`\n${linkCount} links, ${connections} connections, about ${seconds} s per target`);
  console.log('| target | req/s | p50 | p99 | max | of bare | 302s | other answers and errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  const row = (name: string, r: TLoadResult, bare: TLoadResult) =>
    `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.max} ms | ${((100 * r.rps) / bare.rps).toFixed(0)} % | ${r.redirects} | ${r.failures} |`;
  for (const e of engines) {
    console.log(row(`bare node:http, no database (just before ${e.engine})`, e.bare, e.bare));
    console.log(row(`the app's redirect, ${e.engine}`, e.measured, e.bare));
  }
  console.log(
    "\nCPU per request answered (warm-up and run), µs: what each process spent, whatever the machine's load",
  );
  console.log('| target | server | its database | load tool | all |');
  console.log('|---|---|---|---|---|');
  const cpuRow = (name: string, c: TCpuPerRequest) =>
    `| ${name} | ${c.server.toFixed(0)} | ${c.database.toFixed(0)} | ${c.loadTool.toFixed(0)} | ${(c.server + c.database + c.loadTool).toFixed(0)} |`;
  for (const e of engines) {
    console.log(cpuRow(`bare node:http (before ${e.engine})`, e.bareCpu));
    console.log(cpuRow(`the app's redirect, ${e.engine}`, e.cpu));
  }
  console.log(
    '\nA `select 1` on the same database every 20 ms during the load (warm-up and run): the wait an API call would see',
  );
  console.log('| engine | probes | p50 | p99 | worst |\n|---|---|---|---|---|');
  for (const e of engines) {
    console.log(
      `| ${e.engine} | ${e.probes.length} | ${ms(percentile(e.probes, 0.5))} | ${ms(percentile(e.probes, 0.99))} | ${ms(e.probes.at(-1) ?? 0)} |`,
    );
  }
  console.log(
    `\nVisits at ${steadyRate}/s: alone (3 s), then while \`${heavyQuery}\` runs in a loop (${heavySeconds} s)`,
  );
  console.log(
    '| engine | alone: p50 / p99 / worst | during the query: p50 / p99 / worst | query runs, median |',
  );
  console.log('|---|---|---|---|');
  for (const e of engines) {
    const figures = (l: number[]) =>
      `${ms(percentile(l, 0.5))} / ${ms(percentile(l, 0.99))} / **${ms(l.at(-1) ?? 0)}**`;
    console.log(
      `| ${e.engine} | ${figures(e.alone)} | ${figures(e.during)} | ${e.heavyRuns.length}, ${(percentile(e.heavyRuns, 0.5) / 1000).toFixed(2)} s |`,
    );
  }
  console.log('\n| engine | 302s answered | rows in clicks | counted after |\n|---|---|---|---|');
  for (const e of engines) {
    const verdict = e.clicks === e.answered ? '' : ' **MISMATCH**';
    console.log(
      `| ${e.engine} | ${e.answered} | ${e.clicks}${verdict} | ${(e.shippedWithinMs / 1000).toFixed(1)} s |`,
    );
  }
}

async function main() {
  buildServer();
  const engines = [await measureEngine(null)];
  if (process.env.BENCH_DATABASE_URL) {
    engines.push(await measureEngine(process.env.BENCH_DATABASE_URL));
  }
  report(engines);
  if (engines.some((e) => e.clicks !== e.answered)) {
    process.exitCode = 1;
  }
}

await main();
