import { z } from 'zod';

/** Every error the API answers with has this one shape. `errors` names the offending fields. */
export const ZErrorCode = z.enum([
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_INACTIVE',
  /** The password was right; the session must give its second factor before anything else. */
  'SECOND_FACTOR_REQUIRED',
  /** The account must set up a second factor before anything else (administrators, bodies and their staff). */
  'ENROLMENT_REQUIRED',
  /** This action asks for the second factor again: none was given on this session in the last five minutes. */
  'STEP_UP_REQUIRED',
  'NOT_FOUND',
  /** The thing existed and was ended on purpose (a revoked or expired share link). */
  'GONE',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** A service we depend on (the payment gateway) did not answer; the client may retry. */
  'GATEWAY_UNAVAILABLE',
  /** Our own database is out of reach for a moment (restarting, failing over); the client may retry soon. */
  'UNAVAILABLE',
  'INTERNAL',
]);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZApiError = z.object({
  code: ZErrorCode,
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;
