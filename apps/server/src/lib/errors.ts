import type { TErrorCode } from '@docverify/contract/errors';

export type AppErrorCode = TErrorCode;

/** The single table from error code to HTTP status, applied by the one error handler. */
export const httpStatusOf: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_INACTIVE: 403,
  SECOND_FACTOR_REQUIRED: 403,
  ENROLMENT_REQUIRED: 403,
  STEP_UP_REQUIRED: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  GATEWAY_UNAVAILABLE: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static validation(field: string, message: string): AppError {
    return new AppError('VALIDATION', message, { [field]: message });
  }
}
