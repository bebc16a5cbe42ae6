import pg from 'pg';

type TConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A `pg.Pool` whose connections never end the process when they die (a restart, a failover,
 * `pg_terminate_backend`, an idle-in-transaction time-out). The pool hears an idle connection's
 * 'error' itself; a checked-out one (a Drizzle transaction holds one between its statements)
 * has no listener but ours, and an 'error' event nobody hears is thrown. Ours hands the dead
 * connection back at once, so the pool replaces it even when the holder never releases it
 * (Drizzle runs `begin` outside its try, so a `begin` that fails leaks its client); the holder's
 * statements fail with a connection error and its own release is then ignored.
 *
 * Still a `pg.Pool` by class: Drizzle checks `instanceof Pool` to run transactions on one client.
 */
export class FaultTolerantPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    // An idle connection that breaks: the pool has already dropped it; nothing is left to do.
    this.on('error', () => {});
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: TConnectCallback): void;
  override connect(callback?: TConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) {
      return super.connect().then(guardWhileOut);
    }
    // pg-pool's own `query` checks out through this form.
    super.connect((err, client, done) => {
      if (err || !client) {
        callback(err, client, done);
        return;
      }
      const guarded = guardWhileOut(client);
      callback(undefined, guarded, guarded.release as (release?: unknown) => void);
    });
  }
}

/** The client, with an 'error' listener until it is released and a release that works once. */
function guardWhileOut(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const handBack = (error?: unknown) => {
    if (released) {
      return;
    }
    released = true;
    client.removeListener('error', onError);
    release(error as Error | boolean | undefined);
  };
  // A dead connection: handed back with its error, so the pool drops it and opens another.
  const onError = (error: Error) => handBack(error);
  client.on('error', onError);
  client.release = handBack;
  return client;
}
