/** True when `error` is PostgreSQL's unique violation (23505) of `constraint`, however the driver wraps it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === constraint;
}

/** Socket errors: the database's address refuses, drops or does not answer (a restart, a failover). */
const unreachable = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the connection, not the statement, failed: class 08 (connection
 * exception), 57P01-57P03 (administrator or crash shutdown, cannot connect now), 57P05 and
 * 25P03 (idle session and idle-in-transaction time-outs close the connection), 53300 (too many
 * connections). The same statement on a new connection may well succeed.
 */
const connectionStates = /^(08...|57P0[1235]|25P03|53300)$/;

/**
 * What pg says, without a code, when a connection is gone or none could be had: the socket
 * ended, a query on a client that lost its connection, a pool wait or connect that timed out,
 * the pool closing at shutdown.
 */
const connectionMessages =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end)/;

/**
 * True when `error` (or any error it wraps: Drizzle's `cause`, Node's `AggregateError` of one
 * attempt per address) means the database could not be reached or dropped the connection, so
 * the same call is worth retrying shortly. A bad statement or a constraint is never one.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) {
    return false;
  }
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (unreachable.has(code) || connectionStates.test(code))) {
    return true;
  }
  if (typeof message === 'string' && connectionMessages.test(message)) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
