import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isForeignKeyViolation, isUniqueViolation } from './db-errors';
import { AppError, httpStatusOf, type AppErrorCode } from './errors';

const codeForStatus: Record<number, AppErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** The one place errors become HTTP answers: `{ code, message, errors? }`, 4xx for the client's mistakes. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'FORBIDDEN')
        request.log.warn({ url: request.url, actor: request.actor }, "refused: outside the caller's rights");
      return reply
        .code(httpStatusOf[error.code])
        .headers(error.headers ?? {})
        .send({ code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const [field, message] = Object.entries(errors)[0]!;
      return reply.code(400).send({ code: 'VALIDATION', message: `${field}: ${message}`, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side' });
    }
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) {
      // A race the service did not name more precisely: still the client's conflict, not our fault.
      request.log.warn({ err: error }, 'constraint conflict');
      return reply
        .code(409)
        .send({ code: 'CONFLICT', message: 'This conflicts with a change made at the same time: try again' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send({ code: 'UNAVAILABLE', message: 'The service is busy for a moment: try again in a few seconds' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus[status] ?? 'VALIDATION';
      const message =
        status === 429 ? 'Too many attempts: wait a moment and try again' : error.message || 'The request is not valid';
      return reply.code(status).send({ code, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side' });
  });
}
