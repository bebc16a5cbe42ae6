// Every connection to the embedded host starts on a fresh session, as on PostgreSQL.
//
// PGlite is one backend, so every connection the host accepts shares its one session. pg's pool
// drops a connection after any failed query and opens another, which would inherit what the old
// one left: its named prepared statements (its own Parse of the same name then fails with
// "already exists", on every call from then on), its settings, temporary tables and advisory
// locks. DISCARD ALL, queued before the new connection's first message, leaves none of it. The
// queue runs it after the old connection's open transaction, if any, is rolled back.
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

/** A simple-query protocol message: 'Q', its length, the text ending in a zero byte. */
export function simpleQuery(text) {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

const discardAll = simpleQuery('DISCARD ALL');

export function freshSessionPerConnection() {
  const libraryAttach = PGLiteSocketHandler.prototype.attach;
  PGLiteSocketHandler.prototype.attach = function attach(socket) {
    // Its answer is the host's own, never written to the client. A connection closed before
    // its turn takes the reset out of the queue: nothing to report then.
    this.queryQueue.enqueue(this.id, discardAll, () => {}).catch(() => {});
    return libraryAttach.call(this, socket);
  };
}
