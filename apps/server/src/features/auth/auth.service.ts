import type {
  TAdminSignupRequest,
  TAuthResponse,
  TForgotPasswordRequest,
  TLoginRequest,
  TResendOtpRequest,
  TResetPasswordRequest,
  TSignupRequest,
  TVerifyOtpRequest,
} from '@docverify/contract/auth/auth';
import type { TUser } from '@docverify/contract/auth/user';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { addSeconds, isoNow } from '../../lib/clock';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { clearThrottle, countFailure, requireNotLockedOut, requireUnthrottled, waitInWords } from '../../lib/throttle';
import { newId } from '../../lib/ids';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { passwordChangedMail, resetCodeMail, signupCodeMail } from '../../mail/templates';
import { newOrganisationFromSignup } from '../organisations/organisation-details';
import { findOrganisationByReferral, insertOrganisation } from '../organisations/organisations.repository';
import { findPendingInvitation, markInvitationAccepted } from './invitations.repository';
import { mailIfNewDevice } from './new-device';
import { codeNotAccepted, issueCode, OTP_VALID_SECONDS, redeemCode } from './one-time-codes';
import { presentUser } from './present-user';
import { noteSignInFailure } from './sign-in-bursts';
import { principalFrom } from '../policy/principal';
import { signInStateOf } from './sign-in-state';
import { insertSession, revokeAllSessions, revokeSession } from './sessions.repository';
import { SESSION_SECONDS, signSessionToken } from './tokens';
import {
  deleteUnconfirmedSignup,
  deleteUser,
  findUserByEmail,
  findUserWithOrganisation,
  insertUser,
  updateUser,
} from './users.repository';

export type RequestMeta = { ip: string | null; userAgent: string | null };
export type Portal = { adminOnly: boolean };

const WRONG_CREDENTIALS = 'Incorrect e-mail or password';
const RESEND_MESSAGE = 'If this e-mail needs a code, a new one is on its way (codes are sent at most once a minute).';
const GENERIC_RESET_MESSAGE = 'If an account exists for that e-mail, we have sent it a code to reset the password.';

export async function loadUser(ctx: AppContext, userId: string): Promise<TUser> {
  const user = await findUserWithOrganisation(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your session has ended: sign in again');
  return presentUser(user);
}

/**
 * Signs a user in: a session row, the token naming it, and the user as /user answers it. After a password, an
 * account with a second factor gets a session that can do nothing but give it (decision 078); a passkey is both.
 */
export async function startSession(
  ctx: AppContext,
  user: UserRow,
  meta: RequestMeta,
  { secondFactorGiven = false }: { secondFactorGiven?: boolean } = {},
): Promise<TAuthResponse> {
  const now = ctx.clock.now();
  const sessionId = newId();
  const pending = !secondFactorGiven && user.second_factor_enrolled_at !== null;
  await ctx.db.transaction().execute(async (trx) => {
    await mailIfNewDevice(ctx, trx, {
      user,
      userAgent: meta.userAgent,
      ip: meta.ip,
      now,
      secondFactorPending: pending,
    });
    await insertSession(trx, {
      id: sessionId,
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: addSeconds(now, SESSION_SECONDS).toISOString(),
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
      stage: pending ? 'second_factor' : 'complete',
      second_factor_at: secondFactorGiven ? now.toISOString() : null,
    });
    if (!pending) await updateUser(trx, user.id, { last_login_at: now.toISOString() });
  });
  const token = await signSessionToken(ctx.secrets, { userId: user.id, sessionId }, now);
  const row = await findUserWithOrganisation(ctx.db, user.id);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Your session has ended: sign in again');
  const presented = presentUser(row);
  const signIn = await signInStateOf(
    ctx,
    principalFrom(row, sessionId, {
      enrolled: row.second_factor_enrolled_at !== null,
      pending,
      givenAt: secondFactorGiven ? now.toISOString() : null,
    }),
  );
  return { token, user: presented, data: { user: presented, token }, signIn };
}

async function sendSignupCode(ctx: AppContext, user: Pick<UserRow, 'id' | 'email' | 'first_name'>): Promise<void> {
  await issueCode(ctx, { email: user.email, userId: user.id }, 'signup', (code) =>
    signupCodeMail(user.email, user.first_name, code),
  );
}

/**
 * A code sent moments ago is still good: asking again within the resend wait keeps it, and the caller
 * answers as if one were sent, so the answer never depends on whether an account exists.
 */
async function keepingRecentCode(send: Promise<void>): Promise<void> {
  try {
    await send;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')) throw error;
  }
}

const ACCOUNT_EXISTS = 'An account with this e-mail already exists';

/**
 * Whether a new sign-up may take the place of an unconfirmed one for the same e-mail (true: by the same person). The same person (who
 * knows the password chosen then) may start again at any time; anyone else only once the first sign-up's code
 * has expired, so a stranger cannot replace a sign-up whose code is on its way to its owner. Accounts created
 * by an invitation (staff, administrators) are never replaced by an ordinary sign-up.
 */
async function replaceableBySamePerson(ctx: AppContext, pending: UserRow, password: string): Promise<boolean> {
  if (pending.category === 'staff') {
    const message =
      'This e-mail has been invited to join an organisation as staff: open the invitation we e-mailed to set a password';
    throw new AppError('CONFLICT', message, { email: message });
  }
  if (pending.is_system_admin === 1) {
    const message = 'This e-mail has an administrator invitation waiting: finish that sign-up with its code';
    throw new AppError('CONFLICT', message, { email: message });
  }
  if (await verifyPassword(password, pending.password_hash)) return true;
  const heldUntil = addSeconds(new Date(pending.created_at), OTP_VALID_SECONDS);
  if (heldUntil > ctx.clock.now()) {
    const minutes = Math.ceil((heldUntil.getTime() - ctx.clock.now().getTime()) / 60_000);
    const message = `A sign-up for this e-mail is waiting for its code: enter the code we e-mailed, or sign up again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
    throw new AppError('CONFLICT', message, { email: message });
  }
  return false;
}

export async function signup(ctx: AppContext, input: TSignupRequest): Promise<TUser> {
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing?.email_verified_at) {
    throw new AppError('CONFLICT', ACCOUNT_EXISTS, {
      email: `${ACCOUNT_EXISTS}: sign in or reset your password`,
    });
  }
  // The same person starting again keeps the row (and the code already sent for it); a replacement is a new
  // row, so no code sent for the sign-up it replaces can confirm it.
  const samePerson = existing ? await replaceableBySamePerson(ctx, existing, input.password) : false;
  const referrer = input.referral ? await findOrganisationByReferral(ctx.db, input.referral) : undefined;
  if (input.referral && !referrer) throw AppError.validation('referral', 'This referral code is not valid');

  const now = isoNow(ctx.clock);
  const userId = samePerson && existing ? existing.id : newId();
  const organisation =
    input.category === 'org'
      ? await newOrganisationFromSignup(ctx.db, input, { organisationId: newId(), userId, now })
      : undefined;
  const organisationId = organisation?.id ?? null;
  const passwordHash = await hashPassword(input.password, ctx.config.scryptCost);
  await conflictOnDuplicate(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        // Only the row read above: a sign-up confirmed meanwhile is not deleted, and the insert then conflicts.
        if (existing) await deleteUnconfirmedSignup(trx, existing);
        if (organisation) await insertOrganisation(trx, organisation);
        await insertUser(trx, {
          id: userId,
          email: input.email,
          password_hash: passwordHash,
          first_name: input.firstName,
          last_name: input.lastName,
          phone: input.phone ?? null,
          category: input.category,
          is_system_admin: 0,
          system_admin_type: null,
          status: 'active',
          email_verified_at: null,
          organisation_id: organisationId,
          referred_by_organisation_id: referrer?.id ?? null,
          last_login_at: null,
          created_at: now,
          updated_at: null,
        });
      }),
    ACCOUNT_EXISTS,
  );
  await keepingRecentCode(sendSignupCode(ctx, { id: userId, email: input.email, first_name: input.firstName }));
  return loadUser(ctx, userId);
}

export async function adminSignup(ctx: AppContext, input: TAdminSignupRequest): Promise<TUser> {
  const invitation = await findPendingInvitation(ctx, input.invitation);
  if (!invitation) throw AppError.validation('invitation', 'This invitation is not valid or has expired');
  const existing = await findUserByEmail(ctx.db, invitation.email);
  if (existing?.email_verified_at) {
    throw new AppError('CONFLICT', 'An account with this e-mail already exists', {
      email: 'An account with this e-mail already exists',
    });
  }
  const now = isoNow(ctx.clock);
  const userId = existing?.id ?? newId();
  const passwordHash = await hashPassword(input.password, ctx.config.scryptCost);
  await ctx.db.transaction().execute(async (trx) => {
    if (existing) await deleteUser(trx, existing.id);
    await insertUser(trx, {
      id: userId,
      email: invitation.email,
      password_hash: passwordHash,
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone ?? null,
      category: null,
      is_system_admin: 1,
      system_admin_type: invitation.admin_type,
      status: 'active',
      email_verified_at: null,
      organisation_id: null,
      referred_by_organisation_id: null,
      last_login_at: null,
      created_at: now,
      updated_at: null,
    });
    await markInvitationAccepted(trx, invitation.id, now);
  });
  await keepingRecentCode(sendSignupCode(ctx, { id: userId, email: invitation.email, first_name: input.firstName }));
  return loadUser(ctx, userId);
}

/** Codes entered for one account, from any address; counted for unknown e-mails alike. */
const requireCodeEntryAttempt = (ctx: AppContext, email: string) =>
  requireUnthrottled(
    ctx,
    'codeEntry',
    email,
    (wait) => `Too many codes entered for this e-mail: try again in ${waitInWords(wait)}`,
  );

export async function verifySignupCode(
  ctx: AppContext,
  input: TVerifyOtpRequest,
  portal: Portal,
  meta: RequestMeta,
): Promise<TAuthResponse> {
  await requireCodeEntryAttempt(ctx, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || (portal.adminOnly && user.is_system_admin !== 1)) throw codeNotAccepted();
  await redeemCode(ctx, { email: user.email, userId: user.id }, 'signup', input.code);
  await clearThrottle(ctx, 'codeEntry', input.email);
  await updateUser(ctx.db, user.id, { email_verified_at: isoNow(ctx.clock) });
  return startSession(ctx, user, meta);
}

export function resendCode(ctx: AppContext, input: TResendOtpRequest): string {
  // The same answer, in the same time, whether or not the account exists, so the form cannot be used to probe
  // e-mails: looking the account up and issuing its code happen after the reply.
  ctx.afterReply.run('code resend', async () => {
    const user = await findUserByEmail(ctx.db, input.email);
    if (input.purpose === 'signup' && user && !user.email_verified_at && user.category !== 'staff') {
      await keepingRecentCode(sendSignupCode(ctx, user));
    } else if (input.purpose === 'reset' && user && user.status === 'active') {
      await keepingRecentCode(sendResetCode(ctx, user));
    }
  });
  return RESEND_MESSAGE;
}

export async function login(
  ctx: AppContext,
  input: TLoginRequest,
  portal: Portal,
  meta: RequestMeta,
): Promise<TAuthResponse> {
  // An address that has failed at many accounts is refused before anything is checked (password spraying); its
  // address is the one Fastify reads under TRUST_PROXY, so a forged X-Forwarded-For neither escapes this nor
  // charges someone else's address.
  const address = meta.ip;
  if (address) {
    await requireNotLockedOut(
      ctx,
      'signInFailuresPerAddress',
      address,
      (wait) => `Too many failed sign-ins from your network: try again in ${waitInWords(wait)}, or reset your password`,
    );
  }
  // Counted per account before the password is checked, for unknown e-mails alike (the answer must not differ).
  await requireUnthrottled(
    ctx,
    'signIn',
    input.email,
    (wait) => `Too many sign-in attempts for this account: try again in ${waitInWords(wait)}, or reset the password`,
  );
  const user = await findUserByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(
    input.password,
    user?.password_hash ?? (await decoyHash(ctx.config.scryptCost)),
  );
  if (!user || !passwordOk || (portal.adminOnly && user.is_system_admin !== 1)) {
    if (address) await countFailure(ctx, 'signInFailuresPerAddress', address);
    if (user) noteSignInFailure(ctx, user, { email: input.email, ip: address });
    throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
  }
  await clearThrottle(ctx, 'signIn', input.email);
  if (user.status !== 'active') {
    throw new AppError('ACCOUNT_INACTIVE', 'This account has been deactivated: contact an administrator');
  }
  if (!user.email_verified_at) {
    await keepingRecentCode(sendSignupCode(ctx, user));
    throw new AppError('EMAIL_NOT_VERIFIED', `Confirm your e-mail first: enter the code we sent to ${user.email}`);
  }
  return startSession(ctx, user, meta);
}

async function sendResetCode(ctx: AppContext, user: Pick<UserRow, 'id' | 'email' | 'first_name'>): Promise<void> {
  await issueCode(ctx, { email: user.email, userId: user.id }, 'reset', (code) =>
    resetCodeMail(user.email, user.first_name, code),
  );
}

export function requestPasswordReset(ctx: AppContext, input: TForgotPasswordRequest, portal: Portal): string {
  // Issuing a code (a transaction and a mail in the outbox) is work only an existing account gets: done after
  // the reply, so the answer takes the same time for every address and cannot tell which have accounts.
  ctx.afterReply.run('password reset code', async () => {
    const user = await findUserByEmail(ctx.db, input.email);
    if (!user || user.status !== 'active' || (portal.adminOnly && user.is_system_admin !== 1)) return;
    await keepingRecentCode(sendResetCode(ctx, user));
  });
  return GENERIC_RESET_MESSAGE;
}

export async function resetPassword(ctx: AppContext, input: TResetPasswordRequest, portal: Portal): Promise<string> {
  await requireCodeEntryAttempt(ctx, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.status !== 'active' || (portal.adminOnly && user.is_system_admin !== 1)) throw codeNotAccepted();
  await redeemCode(ctx, { email: user.email, userId: user.id }, 'reset', input.code);
  await clearThrottle(ctx, 'codeEntry', input.email);
  const now = isoNow(ctx.clock);
  const passwordHash = await hashPassword(input.password, ctx.config.scryptCost);
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      password_hash: passwordHash,
      updated_at: now,
      // Receiving the code proves the e-mail is theirs.
      email_verified_at: user.email_verified_at ?? now,
    });
    await revokeAllSessions(trx, user.id, now);
    await ctx.mailer.send(passwordChangedMail(user.email, user.first_name), trx);
  });
  return 'Your password has been reset: sign in with the new one.';
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, sessionId, isoNow(ctx.clock));
}
