import type { AppContext } from '../../context';
import type { MailMessage } from '../../mail/mailer';
import type { OneTimeCodeRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { addSeconds, isoNow } from '../../lib/clock';
import { keyedHash, sameHash } from '../../lib/hashing';
import { newId, newOtpCode } from '../../lib/ids';
import { throttleAttempt, waitInWords } from '../../lib/throttle';
import { consumeCode, findLatestCode, replaceCode, takeAttempt } from './one-time-codes.repository';

/** What a code is for: confirming a sign-up, resetting a password, proving a body's domain. */
type TOtpPurpose = OneTimeCodeRow['purpose'];

/** DESIGN section 3: six digits, valid ten minutes, five wrong tries, resend throttled. */
export const OTP_VALID_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;

/**
 * Whom a code is for: the e-mail it was sent to and the account row it was issued for, so a code confirms
 * exactly the sign-up (or reset) it was sent for and nothing that replaced it since. A domain code names the
 * organisation instead of an account: it proves the domain for that body only.
 */
export type CodeSubject = { email: string; userId: string };

/**
 * Every refusal reads the same, whether the account exists, the code is wrong, used, expired or out of tries:
 * the answer must not tell a stranger which e-mails have accounts.
 */
export const CODE_NOT_ACCEPTED = 'This code is not valid or has expired: check it, or request a new code';

const hashCode = (ctx: AppContext, subject: CodeSubject, purpose: TOtpPurpose, code: string) =>
  keyedHash(ctx.secrets.hashKey, `otp:${purpose}:${subject.email}:${subject.userId}:${code}`);

const tooSoon = (seconds: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    `A code was sent moments ago: wait ${waitInWords(seconds)} before asking for another`,
    undefined,
    { 'retry-after': String(seconds) },
  );

/** Creates a new code, or refuses with 429 and Retry-After when the last one was sent too recently. */
/** Issues a new code and stores the e-mail carrying it (`compose`) in the same transaction. */
export async function issueCode(
  ctx: AppContext,
  subject: CodeSubject,
  purpose: TOtpPurpose,
  compose: (code: string) => MailMessage,
): Promise<void> {
  const now = ctx.clock.now();
  const latest = await findLatestCode(ctx.db, subject.email, purpose);
  if (latest) {
    const waitSeconds = Math.ceil((Date.parse(latest.created_at) + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
    if (waitSeconds > 0) throw tooSoon(waitSeconds);
  }
  // However patiently asked for, codes to one address slow down after a few: no mailbox is flooded from here.
  const backoff = await throttleAttempt(ctx, 'codeMail', subject.email);
  if (backoff !== undefined) throw tooSoon(backoff);
  const code = newOtpCode();
  await replaceCode(
    ctx.db,
    {
      id: newId(),
      email: subject.email,
      purpose,
      code_hash: hashCode(ctx, subject, purpose, code),
      expires_at: addSeconds(now, OTP_VALID_SECONDS).toISOString(),
      created_at: now.toISOString(),
    },
    (trx) => ctx.mailer.send(compose(code), trx),
  );
}

/** A refusal of a code, always the same words (see CODE_NOT_ACCEPTED). */
export const codeNotAccepted = () => AppError.validation('code', CODE_NOT_ACCEPTED);

/**
 * Accepts the code once. A try is taken before the code is compared, in one conditional update, so
 * concurrent guesses cannot all be evaluated: at most OTP_MAX_ATTEMPTS comparisons per code, ever.
 */
export async function redeemCode(
  ctx: AppContext,
  subject: CodeSubject,
  purpose: TOtpPurpose,
  code: string,
): Promise<void> {
  const latest = await findLatestCode(ctx.db, subject.email, purpose);
  const now = isoNow(ctx.clock);
  if (!latest || latest.consumed_at !== null || latest.expires_at <= now) throw codeNotAccepted();
  if (!(await takeAttempt(ctx.db, latest.id, OTP_MAX_ATTEMPTS))) throw codeNotAccepted();
  if (!sameHash(latest.code_hash, hashCode(ctx, subject, purpose, code))) throw codeNotAccepted();
  if (!(await consumeCode(ctx.db, latest.id, now))) throw codeNotAccepted();
}
