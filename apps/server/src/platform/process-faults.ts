import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './db-errors';
import { errorText } from './log-error';

type TFaultLog = Pick<FastifyBaseLogger, 'warn' | 'fatal'>;

/**
 * The last word on an error nothing caught. A lost database is not a reason to stop: the pool
 * opens new connections when it is back (`db/fault-tolerant-pool.ts`), so the fault is logged
 * and the server keeps serving (503 meanwhile). Anything else still ends the process, as Node
 * would, but in one line through the redacting logger instead of a raw print of the error,
 * which for a failed query holds its bound values. `log` is read on each fault: before the app
 * is built there is only the console.
 */
export function installProcessFaultHandlers(log: () => TFaultLog | undefined): void {
  const onFault = (kind: string) => (error: unknown) => {
    const logger = log();
    if (isDatabaseUnavailable(error)) {
      if (logger) {
        logger.warn({ err: error }, `${kind}: the database is unavailable; the server keeps running`);
      } else {
        console.error(`Affiliate Atlas: ${kind}, the database is unavailable: ${errorText(error)}`);
      }
      return;
    }
    if (logger) {
      logger.fatal({ err: error }, `${kind}: the server stops`);
    } else {
      console.error(`Affiliate Atlas is stopping (${kind}): ${errorText(error)}`);
    }
    process.exit(1);
  };
  process.on('uncaughtException', onFault('uncaught exception'));
  process.on('unhandledRejection', onFault('unhandled rejection'));
}
