import { ErrorCode, ErrorMessage } from '@atlas/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
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

/** Every failure leaves as the envelope; a 5xx gives only the request id, never the cause. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) {
        request.log.error({ err: error }, 'server error');
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(
      failure(ErrorCode.internal, `Something went wrong on our side (request ${request.id})`, {
        requestId: request.id,
      }),
    );
  });
}

export const routeNotFound = () => failure(ErrorCode.notFound, ErrorMessage.routeNotFound);
