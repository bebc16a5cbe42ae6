// Embedded database host: PGlite in its own process, reached through the Postgres wire protocol
// on a unix socket, so one long query never stalls the API's event loop (ARCHITECTURE.md).
// Started by src/db/embedded.ts with: <dataDir> <socketPath>. Reports {ready} or {error} over IPC.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { batchProtocolMessages } from './pglite-batching.mjs';
import { freshSessionPerConnection } from './pglite-sessions.mjs';

const [dataDir, socketPath] = process.argv.slice(2);

// PGlite already runs without fsync (its -F): what it writes survives the process being killed,
// never the machine losing power. A page is written by one write call, which a killed process
// cannot tear, so the first change of a page after a checkpoint need not copy the whole page into
// the WAL as well: a fifth less time for a large write (docs/architecture.md "The embedded
// database's settings").
const settings = ['-c', 'full_page_writes=off'];

batchProtocolMessages();
freshSessionPerConnection();

async function main() {
  // pg_trgm: the product list's title search uses a trigram index, as on PostgreSQL.
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...settings],
  });
  // The API's pool holds one connection; a query error makes pg drop it and open another while
  // the old one is still closing, so the host takes two (its queue still runs one at a time).
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
  await server.start();
  const stop = async () => {
    await server.stop().catch(() => {});
    await db.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
  process.send?.({ ready: true });
}

main().catch((error) => {
  process.send?.({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
