import { ErrorCode, ErrorMessage } from '@atlas/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './db-errors';
import { failure } from './envelope';
import { AppError } from './errors';

const clientErrors: Record<string, { status: number; code: '1001' | '1013'; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ErrorCode.tooLarge, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 400,
    code: ErrorCode.validation,
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ErrorCode.validation, message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ErrorCode.validation, message: 'Malformed JSON body' },
};

/**
 * What an error log line holds: the error's type and codes, the request id and the route, and
 * where it was thrown. Never its message, which for a failed query carries the bound values
 * (a password hash, an e-mail), nor the body or a secret.
 */
export function errorLogFields(error: Error, request: FastifyRequest) {
  const cause = (error as { cause?: { code?: unknown; name?: string } }).cause;
  return {
    errorType: error.constructor?.name ?? error.name,
    code: (error as { code?: unknown }).code,
    causeType: cause?.constructor?.name,
    sqlState: typeof cause?.code === 'string' ? cause.code : undefined,
    requestId: request.id,
    route: `${request.method} ${request.routeOptions?.url ?? 'unmatched'}`,
    // Only the frames: a message (which may span lines) never reaches the log.
    at: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 5)
      .join('\n'),
  };
}

/**
 * Seconds a client waits after a database fault before trying again: a dropped connection is
 * replaced on the next call and a PostgreSQL restart or failover takes a few seconds, so 5 lets
 * a retry land on the recovered database without clients hammering one that is still down.
 * The redirect's "cannot be opened right now" page says the same (clicks/redirect.ts).
 */
export const databaseRetryAfterSeconds = 5;

/**
 * Every failure leaves as the envelope; a lost or unreachable database is 503/5000 with
 * Retry-After (DOMAIN.md has no code of its own for it; the status tells the class). A 5xx
 * gives only the request id, never the cause.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) {
        request.log.error(errorLogFields(error, request), `server error: ${error.message}`);
      }
      reply.headers(error.headers ?? {});
      const data =
        error.fields || error.reason
          ? { ...(error.fields && { fields: error.fields }), ...(error.reason && { reason: error.reason }) }
          : null;
      return reply.status(error.status).send(failure(error.code, error.message, data));
    }
    const known =
      (error.code && clientErrors[error.code]) ||
      (error instanceof SyntaxError && error.statusCode === 400
        ? clientErrors.FST_ERR_CTP_INVALID_JSON_BODY
        : undefined);
    if (known) {
      return reply.status(known.status).send(failure(known.code, known.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(errorLogFields(error, request), 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send(
          failure(
            ErrorCode.internal,
            `The service is briefly unavailable; please try again in ${databaseRetryAfterSeconds} seconds (request ${request.id})`,
            { requestId: request.id },
          ),
        );
    }
    request.log.error(errorLogFields(error, request), 'unhandled error');
    return reply.status(500).send(
      failure(ErrorCode.internal, `Something went wrong on our side (request ${request.id})`, {
        requestId: request.id,
      }),
    );
  });
}

export const routeNotFound = () => failure(ErrorCode.notFound, ErrorMessage.routeNotFound);

/** Errors Fastify raises before any route runs (a URL that does not decode), in the envelope. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad request';
  return reply.status(400).send(failure(ErrorCode.validation, message));
}
