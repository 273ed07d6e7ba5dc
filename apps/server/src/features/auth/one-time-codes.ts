import type { TOtpPurpose } from '@docverify/contract/auth/auth';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { addSeconds, isoNow } from '../../lib/clock';
import { keyedHash, sameHash } from '../../lib/hashing';
import { newId, newOtpCode } from '../../lib/ids';
import { consumeCode, findLatestCode, recordWrongAttempt, replaceCode } from './one-time-codes.repository';

/** DESIGN section 3: six digits, valid ten minutes, five wrong tries, resend throttled. */
export const OTP_VALID_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;

const hashCode = (ctx: AppContext, email: string, purpose: TOtpPurpose, code: string) =>
  keyedHash(ctx.secrets.hashKey, `otp:${purpose}:${email}:${code}`);

/** Creates a new code, or refuses with 429 and Retry-After when the last one was sent too recently. */
export async function issueCode(ctx: AppContext, email: string, purpose: TOtpPurpose): Promise<string> {
  const now = ctx.clock.now();
  const latest = await findLatestCode(ctx.db, email, purpose);
  if (latest) {
    const waitSeconds = Math.ceil((Date.parse(latest.created_at) + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
    if (waitSeconds > 0) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `A code was sent moments ago: wait ${waitSeconds} seconds before asking for another`,
        undefined,
        {
          'retry-after': String(waitSeconds),
        },
      );
    }
  }
  const code = newOtpCode();
  await replaceCode(ctx.db, {
    id: newId(),
    email,
    purpose,
    code_hash: hashCode(ctx, email, purpose, code),
    expires_at: addSeconds(now, OTP_VALID_SECONDS).toISOString(),
    created_at: now.toISOString(),
  });
  return code;
}

/** Accepts the code once; every failure names the `code` field so the form can show it. */
export async function redeemCode(ctx: AppContext, email: string, purpose: TOtpPurpose, code: string): Promise<void> {
  const latest = await findLatestCode(ctx.db, email, purpose);
  const now = isoNow(ctx.clock);
  if (!latest || latest.consumed_at !== null) {
    throw AppError.validation('code', 'This code is not valid: request a new code');
  }
  if (latest.expires_at <= now) {
    throw AppError.validation('code', 'This code has expired: request a new code');
  }
  if (latest.attempts >= OTP_MAX_ATTEMPTS) {
    throw AppError.validation('code', 'Too many wrong tries: request a new code');
  }
  if (!sameHash(latest.code_hash, hashCode(ctx, email, purpose, code))) {
    await recordWrongAttempt(ctx.db, latest.id);
    const left = OTP_MAX_ATTEMPTS - latest.attempts - 1;
    throw AppError.validation(
      'code',
      left > 0
        ? `The code is not correct: ${left} ${left === 1 ? 'try' : 'tries'} left`
        : 'Too many wrong tries: request a new code',
    );
  }
  if (!(await consumeCode(ctx.db, latest.id, now))) {
    throw AppError.validation('code', 'This code is not valid: request a new code');
  }
}
