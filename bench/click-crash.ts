// Does a crash lose an answered click, or count one twice? Visitors (BENCH_VISITORS loops, 32)
// open short links as fast as the server answers, each request with a `?sub=` of its own, so its
// click row can be found; BENCH_KILLS times (3) the server is killed with SIGKILL while they run
// and started again on the same data folder and database. After the last start and a few more
// seconds of visits, the bench waits for the shipping, then checks that every 302 a visitor got
// has exactly one row in `clicks`, on the link it asked for, and that no sub-id has two rows.
// A request with no answer (the server died under it) may have its click or not: both are fine.
// PGlite by default, PostgreSQL with BENCH_DATABASE_URL. Exits 1 on a lost or doubled click.
// Run: npm run bench:click-crash
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { openBenchDatabase } from './support/catalogue';
import { visit } from './support/redirect-client';
import { buildServer, freePort, loadFromOneAddress, startServer } from './support/server-process';
import { benchLinks, connectBeside, seedTrackingLinks } from './support/tracking-links';

const visitors = Number(process.env.BENCH_VISITORS ?? 32);
const kills = Number(process.env.BENCH_KILLS ?? 3);
const linkCount = 100;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

type TOutcome = {
  /** sub-id → the code of each 302 a visitor received. */
  answered: Map<string, string>;
  /** Requests with no answer, or an answer other than 302 (while the server was down or dying). */
  unanswered: number;
  /** Why: a status other than 302, or the error's code (ECONNREFUSED while the server is down). */
  reasons: Map<string, number>;
};

/** Visitor loops until `running()` is false; each request has a sub-id no other one has. */
function startVisitors(base: string, codes: string[], running: () => boolean) {
  const outcome: TOutcome = { answered: new Map(), unanswered: 0, reasons: new Map() };
  const fail = (reason: string) => {
    outcome.unanswered++;
    outcome.reasons.set(reason, (outcome.reasons.get(reason) ?? 0) + 1);
  };
  let next = 0;
  const loop = async () => {
    while (running()) {
      const n = next++;
      const sub = `crash-${n}`;
      const code = codes[n % codes.length] as string;
      try {
        const answer = await visit(base, `/t/${code}?sub=${sub}`);
        if (answer.status === 302) {
          outcome.answered.set(sub, code);
        } else {
          fail(String(answer.status));
        }
      } catch (error) {
        fail((error as NodeJS.ErrnoException).code ?? (error as Error).message);
        // the server is down: a short pause, not a spin
        await sleep(20);
      }
    }
  };
  const done = Promise.all(Array.from({ length: visitors }, loop));
  return { outcome, done };
}

type TRow = { sub_id: string; n: string; links: string; code: string };

/** Rows per crash sub-id, read until every answered one is there or nothing moved for 15 s. */
async function shippedRows(dir: string, url: string | undefined, answered: Map<string, string>) {
  let last = -1;
  let lastChange = Date.now();
  for (;;) {
    const client = await connectBeside(dir, url);
    const { rows } = await client.query<TRow>(
      `select c.sub_id, count(*) as n, count(distinct l.code) as links, min(l.code) as code
       from clicks c join tracking_links l on l.id = c.link_id
       where c.sub_id like 'crash-%' group by c.sub_id`,
    );
    await client.end();
    const found = new Set(rows.map((r) => r.sub_id));
    const present = [...answered.keys()].filter((sub) => found.has(sub)).length;
    if (rows.length !== last) {
      last = rows.length;
      lastChange = Date.now();
    }
    if (present === answered.size || Date.now() - lastChange > 15_000) {
      return rows;
    }
    await sleep(500);
  }
}

async function main() {
  buildServer();
  const target = await openBenchDatabase();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const options = { port, dataDir: target.dir, databaseUrl: target.url, env: loadFromOneAddress };
  try {
    await migrateDatabase(target.database.db);
    const links = benchLinks(linkCount, base);
    await seedTrackingLinks(target.database.db, links);
    await target.database.close();
    let server = await startServer(options);
    let running = true;
    const load = startVisitors(
      base,
      links.map((l) => l.code),
      () => running,
    );
    const started = performance.now();
    for (let k = 0; k < kills; k++) {
      // a different moment of the log's writes and the shipper's batches each time
      await sleep(1500 + Math.random() * 1500);
      await server.kill();
      console.log(
        `killed at ${((performance.now() - started) / 1000).toFixed(1)} s, ${load.outcome.answered.size} 302s so far`,
      );
      server = await startServer(options);
    }
    await sleep(3000);
    running = false;
    await load.done;
    const { answered, unanswered, reasons } = load.outcome;
    const rows = await shippedRows(target.dir, target.url, answered);
    await server.stop();

    const bySub = new Map(rows.map((r) => [r.sub_id, r]));
    const lost = [...answered.keys()].filter((sub) => !bySub.has(sub));
    const doubled = rows.filter((r) => Number(r.n) > 1);
    const wrongLink = rows.filter(
      (r) => Number(r.links) > 1 || (answered.has(r.sub_id) && answered.get(r.sub_id) !== r.code),
    );
    const unansweredWithClick = rows.filter((r) => !answered.has(r.sub_id)).length;
    console.log(`\n${target.engine}, ${visitors} visitors, ${kills} SIGKILLs`);
    console.log(
      '| 302s answered | their clicks found | lost | counted twice | on another link | no answer (or not 302) | of those, with a click |',
    );
    console.log('|---|---|---|---|---|---|---|');
    console.log(
      `| ${answered.size} | ${answered.size - lost.length} | ${lost.length} | ${doubled.length} | ${wrongLink.length} | ${unanswered} | ${unansweredWithClick} |`,
    );
    if (reasons.size > 0) {
      console.log(`no 302, why: ${JSON.stringify(Object.fromEntries(reasons))}`);
    }
    if (lost.length + doubled.length + wrongLink.length > 0) {
      console.log(
        `FAILED: lost ${lost.slice(0, 5).join(', ')}; twice ${doubled
          .slice(0, 5)
          .map((r) => r.sub_id)
          .join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await target.cleanup();
  }
}

await main();
