// Does a heavy query stall the API's event loop? Runs one big GROUP BY on the embedded database
// two ways, the server's way (PGlite in a child process behind a socket) and PGlite in-process,
// and records how late a 10 ms timer fires meanwhile. Run: npm run bench
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../apps/server/src/db/client';

const rows = Number(process.env.BENCH_ROWS ?? 3_000_000);
const heavy = `select i % 1000 as k, count(*), sum(i) from generate_series(1, ${rows}) as i group by 1 order by 3 desc limit 5`;

/** Runs the query while a 10 ms timer ticks; the longest gap between ticks is the stall. */
async function measure(name: string, run: () => Promise<unknown>) {
  let last = performance.now();
  let worst = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(ticker);
  worst = Math.max(worst, performance.now() - last);
  console.log(
    `${name.padEnd(34)} query ${seconds.toFixed(2)} s   longest event-loop stall ${worst.toFixed(0)} ms`,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'atlas-bench-'));
try {
  const database = await openDatabase({ dataDir: join(dir, 'child') });
  await measure('PGlite in a child process (ours)', () => database.db.execute(heavy));
  await database.close();

  const inProcess = await PGlite.create(join(dir, 'inproc'));
  await measure('PGlite in-process (for contrast)', () => inProcess.query(heavy));
  await inProcess.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
