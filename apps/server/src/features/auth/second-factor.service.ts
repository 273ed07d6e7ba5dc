import type {
  TFactor,
  TFactorAdded,
  TFactorList,
  TNewPasskey,
  TPasskeyAnswer,
  TPasskeyOptions,
  TSecondFactorGiven,
  TTotpSetup,
} from '@docverify/contract/auth/factors';
import type { TAuthResponse } from '@docverify/contract/auth/auth';
import type { z } from 'zod';
import type { ZSecondFactor, ZTotpConfirm } from '@docverify/contract/auth/factors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { UserFactorRow } from '../../db/schema';
import { addSeconds, isoNow } from '../../lib/clock';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { seal, unseal } from '../../lib/sealed';
import { clearThrottle, requireUnthrottled, waitInWords } from '../../lib/throttle';
import { factorChangedMail, secondFactorFailedMail, secondFactorResetMail } from '../../mail/second-factor-templates';
import { recordAudit } from '../audit/audit';
import { mustHaveSecondFactor } from '../policy/policy';
import type { Principal } from '../policy/principal';
import { startSession, type RequestMeta } from './auth.service';
import {
  confirmFactor,
  countUnusedRecoveryCodes,
  deleteAllFactors,
  deleteFactor,
  deleteUnconfirmedTotp,
  findFactor,
  findPasskeyByCredentialId,
  insertChallenge,
  insertFactor,
  listConfirmedFactors,
  recordPasskeyUse,
  replaceRecoveryCodes,
  setSecondFactorEnrolled,
  takeChallenge,
  takeTotpStep,
  useRecoveryCode,
} from './factors.repository';
import {
  authenticationOptions,
  registrationOptions,
  relyingPartyFor,
  verifyAuthentication,
  verifyRegistration,
} from './passkeys';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { markSecondFactorGiven, revokeAllSessions } from './sessions.repository';
import { factorsOf, signInStateFrom, signInStateOf } from './sign-in-state';
import { newTotpSecret, totpStep } from './totp';
import { findUserWithOrganisation, updateUser } from './users.repository';

/** A passkey challenge is answered within a few minutes or not at all. */
const CHALLENGE_SECONDS = 5 * 60;
const CHALLENGE_EXPIRED = 'This passkey request has expired: try again';
const WRONG_CODE =
  "That code is not right: check the app shows this account's codes, and that your phone sets its time automatically";

const presentFactor = (row: UserFactorRow): TFactor => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  createdAt: row.confirmed_at ?? row.created_at,
  lastUsedAt: row.last_used_at,
});

async function ownerOf(ctx: AppContext, userId: string, db: Db = ctx.db) {
  const user = await findUserWithOrganisation(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your session has ended: sign in again');
  return user;
}

export async function listFactors(ctx: AppContext, actor: Principal): Promise<TFactorList> {
  const held = await factorsOf(ctx, actor.userId);
  const signIn = signInStateFrom(actor, held, ctx.clock.now());
  return { data: { factors: held.factors.map(presentFactor), recoveryCodesLeft: held.recoveryCodesLeft, signIn } };
}

export async function startTotp(ctx: AppContext, actor: Principal): Promise<TTotpSetup> {
  const user = await ownerOf(ctx, actor.userId);
  const { secret, uri } = newTotpSecret(user.email);
  const factorId = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await deleteUnconfirmedTotp(trx, actor.userId);
    await insertFactor(trx, {
      id: factorId,
      user_id: actor.userId,
      kind: 'totp',
      label: 'Authenticator app',
      created_at: isoNow(ctx.clock),
      confirmed_at: null,
      last_used_at: null,
      credential_id: null,
      public_key: null,
      sign_count: null,
      transports: null,
      totp_secret: seal(ctx.secrets.sealKey, secret),
      totp_last_step: null,
    });
  });
  return { data: { factorId, secret, uri } };
}

/** Codes tried for one account, counted before they are checked (a six-digit code has only a million values). */
const requireSecondFactorAttempt = (ctx: AppContext, userId: string) =>
  requireUnthrottled(
    ctx,
    'secondFactor',
    userId,
    (wait) => `Too many attempts: try again in ${waitInWords(wait)}, or use a recovery code later`,
  );

/**
 * A factor has been added: the account now has a second factor (the first one brings ten recovery codes, shown
 * once), this session has just proved it holds it, and the owner is told. In the caller's transaction.
 */
async function factorAdded(
  ctx: AppContext,
  trx: Db,
  actor: Principal,
  factor: Pick<UserFactorRow, 'id' | 'kind' | 'label'>,
  now: string,
): Promise<string[] | null> {
  // Read in the transaction: on SQLite, a read outside it would wait for the connection the transaction holds.
  const user = await ownerOf(ctx, actor.userId, trx);
  let recoveryCodes: string[] | null = null;
  if (!user.second_factor_enrolled_at) {
    await setSecondFactorEnrolled(trx, actor.userId, now);
    if ((await countUnusedRecoveryCodes(trx, actor.userId)) === 0)
      recoveryCodes = await issueRecoveryCodes(ctx, trx, actor.userId, now);
  }
  await markSecondFactorGiven(trx, actor.sessionId, now);
  await recordAudit(trx, {
    actorUserId: actor.userId,
    action: 'account.factor_added',
    entityType: 'user',
    entityId: actor.userId,
    after: { kind: factor.kind, label: factor.label },
    now,
  });
  const what = factor.kind === 'passkey' ? `A passkey ("${factor.label}")` : `An authenticator app ("${factor.label}")`;
  await ctx.mailer.send(factorChangedMail(user.email, user.first_name, `${what} was added to your account.`), trx);
  return recoveryCodes;
}

async function issueRecoveryCodes(ctx: AppContext, trx: Db, userId: string, now: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(trx, {
    userId,
    hashes: codes.map((code) => ({ id: newId(), hash: recoveryCodeHash(ctx.secrets.hashKey, code) })),
    now,
  });
  return codes;
}

async function added(
  ctx: AppContext,
  actor: Principal,
  factorId: string,
  recoveryCodes: string[] | null,
): Promise<TFactorAdded> {
  const factor = await findFactor(ctx.db, { id: factorId, userId: actor.userId });
  if (!factor) throw new AppError('NOT_FOUND', 'This factor was removed meanwhile');
  // The session has just given its second factor: its state is read afresh, not from the request's principal.
  const signIn = await signInStateOf(ctx, {
    ...actor,
    secondFactor: { enrolled: true, pending: false, givenAt: isoNow(ctx.clock) },
  });
  const message = recoveryCodes
    ? 'Your second factor is set up. Save your recovery codes now: they are shown only once.'
    : 'Added to your account';
  return { message, data: { factor: presentFactor(factor), recoveryCodes, signIn } };
}

export async function confirmTotp(
  ctx: AppContext,
  actor: Principal,
  input: z.output<typeof ZTotpConfirm>,
): Promise<TFactorAdded> {
  await requireSecondFactorAttempt(ctx, actor.userId);
  const factor = await findFactor(ctx.db, { id: input.factorId, userId: actor.userId });
  if (!factor || factor.kind !== 'totp' || factor.confirmed_at || !factor.totp_secret) {
    throw new AppError('NOT_FOUND', 'This set-up has expired or was replaced: start again');
  }
  const step = totpStep(unseal(ctx.secrets.sealKey, factor.totp_secret), input.code, ctx.clock.now());
  if (step === undefined) throw AppError.validation('code', WRONG_CODE);
  await clearThrottle(ctx, 'secondFactor', actor.userId);
  const now = isoNow(ctx.clock);
  const recoveryCodes = await ctx.db.transaction().execute(async (trx) => {
    await confirmFactor(trx, { id: factor.id, label: input.label, now, step });
    return factorAdded(ctx, trx, actor, { ...factor, label: input.label }, now);
  });
  return added(ctx, actor, factor.id, recoveryCodes);
}

export async function passkeyRegistrationOptions(
  ctx: AppContext,
  actor: Principal,
  pageOrigin: string | undefined,
): Promise<TPasskeyOptions> {
  const rpId = relyingPartyFor(ctx.config, pageOrigin);
  const user = await ownerOf(ctx, actor.userId);
  const existing = await listConfirmedFactors(ctx.db, actor.userId);
  const options = await registrationOptions({
    rpId,
    user: { id: user.id, email: user.email, name: `${user.first_name} ${user.last_name}` },
    existing,
  });
  const challengeId = await storeChallenge(ctx, options.challenge, 'register', actor);
  return { data: { challengeId, options: options as unknown as Record<string, unknown> } };
}

async function storeChallenge(
  ctx: AppContext,
  challenge: string,
  purpose: 'register' | 'authenticate',
  actor: Principal | undefined,
): Promise<string> {
  const id = newId();
  const now = ctx.clock.now();
  await insertChallenge(ctx.db, {
    id,
    challenge,
    purpose,
    user_id: actor?.userId ?? null,
    session_id: actor?.sessionId ?? null,
    created_at: now.toISOString(),
    expires_at: addSeconds(now, CHALLENGE_SECONDS).toISOString(),
  });
  return id;
}

/** The challenge this answer names, once, and only for the session (or the anonymous sign-in) that asked for it. */
async function challengeFor(
  ctx: AppContext,
  challengeId: string,
  purpose: 'register' | 'authenticate',
  actor: Principal | undefined,
): Promise<string> {
  const stored = await takeChallenge(ctx.db, { id: challengeId, now: isoNow(ctx.clock) });
  const sameCaller = actor
    ? stored?.user_id === actor.userId && stored.session_id === actor.sessionId
    : stored?.user_id === null;
  if (!stored || stored.purpose !== purpose || !sameCaller) throw AppError.validation('challengeId', CHALLENGE_EXPIRED);
  return stored.challenge;
}

export async function addPasskey(ctx: AppContext, actor: Principal, input: TNewPasskey): Promise<TFactorAdded> {
  const challenge = await challengeFor(ctx, input.challengeId, 'register', actor);
  const passkey = await verifyRegistration(ctx.config, input.response, challenge);
  const factorId = newId();
  const now = isoNow(ctx.clock);
  const recoveryCodes = await conflictOnDuplicate(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await insertFactor(trx, {
          id: factorId,
          user_id: actor.userId,
          kind: 'passkey',
          label: input.label,
          created_at: now,
          confirmed_at: now,
          last_used_at: now,
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          sign_count: passkey.counter,
          transports: passkey.transports,
          totp_secret: null,
          totp_last_step: null,
        });
        return factorAdded(ctx, trx, actor, { id: factorId, kind: 'passkey', label: input.label }, now);
      }),
    'This passkey is already registered',
  );
  return added(ctx, actor, factorId, recoveryCodes);
}

export async function removeFactor(ctx: AppContext, actor: Principal, factorId: string): Promise<string> {
  const factor = await findFactor(ctx.db, { id: factorId, userId: actor.userId });
  if (!factor || !factor.confirmed_at) throw new AppError('NOT_FOUND', 'No such passkey or authenticator app');
  const confirmed = await listConfirmedFactors(ctx.db, actor.userId);
  const last = confirmed.length === 1;
  if (last && mustHaveSecondFactor(actor)) {
    throw new AppError(
      'CONFLICT',
      'Add another passkey or authenticator app first: your account must keep a second factor',
    );
  }
  const user = await ownerOf(ctx, actor.userId);
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await deleteFactor(trx, { id: factor.id, userId: actor.userId }))) {
      throw new AppError('NOT_FOUND', 'No such passkey or authenticator app');
    }
    // The last one gone, the recovery codes go with it: they recover a second factor, not replace one.
    if (last) await deleteAllFactors(trx, actor.userId);
    if (last) await setSecondFactorEnrolled(trx, actor.userId, null);
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: 'account.factor_removed',
      entityType: 'user',
      entityId: actor.userId,
      before: { kind: factor.kind, label: factor.label },
      now,
    });
    const what =
      factor.kind === 'passkey' ? `The passkey "${factor.label}"` : `The authenticator app "${factor.label}"`;
    await ctx.mailer.send(
      factorChangedMail(user.email, user.first_name, `${what} was removed from your account.`),
      trx,
    );
  });
  return last ? 'Removed: your account has no second factor now' : 'Removed';
}

export async function renewRecoveryCodes(ctx: AppContext, actor: Principal): Promise<string[]> {
  const user = await ownerOf(ctx, actor.userId);
  if (!user.second_factor_enrolled_at) {
    throw new AppError('CONFLICT', 'Set up a passkey or authenticator app first: recovery codes stand in for one');
  }
  const now = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const codes = await issueRecoveryCodes(ctx, trx, actor.userId, now);
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: 'account.recovery_codes_renewed',
      entityType: 'user',
      entityId: actor.userId,
      now,
    });
    await ctx.mailer.send(
      factorChangedMail(
        user.email,
        user.first_name,
        'New recovery codes were made for your account; the old ones no longer work.',
      ),
      trx,
    );
    return codes;
  });
}

export async function secondFactorOptions(
  ctx: AppContext,
  actor: Principal,
  pageOrigin: string | undefined,
): Promise<TPasskeyOptions> {
  const passkeys = (await listConfirmedFactors(ctx.db, actor.userId)).filter((factor) => factor.kind === 'passkey');
  if (passkeys.length === 0) {
    throw new AppError('CONFLICT', 'You have no passkey: use your authenticator app or a recovery code');
  }
  const rpId = relyingPartyFor(ctx.config, pageOrigin);
  const options = await authenticationOptions({ rpId, allow: passkeys });
  const challengeId = await storeChallenge(ctx, options.challenge, 'authenticate', actor);
  return { data: { challengeId, options: options as unknown as Record<string, unknown> } };
}

/** Checks the second factor given; true when it is right (and, for a code, not used before). */
async function secondFactorHolds(
  ctx: AppContext,
  actor: Principal,
  input: z.output<typeof ZSecondFactor>,
  now: string,
): Promise<boolean> {
  const factors = await listConfirmedFactors(ctx.db, actor.userId);
  switch (input.method) {
    case 'totp': {
      for (const factor of factors) {
        if (factor.kind !== 'totp' || !factor.totp_secret) continue;
        const step = totpStep(unseal(ctx.secrets.sealKey, factor.totp_secret), input.code, ctx.clock.now());
        if (step !== undefined && (await takeTotpStep(ctx.db, { id: factor.id, step, now }))) return true;
      }
      return false;
    }
    case 'recovery':
      if (factors.length === 0) return false;
      return useRecoveryCode(ctx.db, {
        userId: actor.userId,
        hash: recoveryCodeHash(ctx.secrets.hashKey, input.code),
        now,
      });
    case 'passkey': {
      const challenge = await challengeFor(ctx, input.challengeId, 'authenticate', actor);
      const factor = factors.find((row) => row.kind === 'passkey' && row.credential_id === input.response.id);
      if (!factor) return false;
      const verified = await verifyAuthentication(ctx.config, {
        response: input.response,
        expectedChallenge: challenge,
        factor,
        requireUserVerification: false,
      });
      if (!verified) return false;
      await recordPasskeyUse(ctx.db, { id: factor.id, counter: verified.counter, now });
      return true;
    }
  }
}

/**
 * The second factor, given to finish signing in or to open the step-up window. A wrong one while signing in tells
 * the owner: whoever gave it had the password.
 */
export async function giveSecondFactor(
  ctx: AppContext,
  actor: Principal,
  input: z.output<typeof ZSecondFactor>,
): Promise<TSecondFactorGiven> {
  await requireSecondFactorAttempt(ctx, actor.userId);
  const now = isoNow(ctx.clock);
  if (!(await secondFactorHolds(ctx, actor, input, now))) {
    if (actor.secondFactor.pending) {
      const user = await ownerOf(ctx, actor.userId);
      await ctx.mailer.send(secondFactorFailedMail(user.email, user.first_name, now));
    }
    const field = input.method === 'passkey' ? 'response' : 'code';
    const message =
      input.method === 'totp'
        ? WRONG_CODE
        : input.method === 'recovery'
          ? 'This recovery code is not right, or was used before'
          : 'This passkey is not one of your account’s: try another, or your authenticator app';
    throw AppError.validation(field, message);
  }
  await clearThrottle(ctx, 'secondFactor', actor.userId);
  await ctx.db.transaction().execute(async (trx) => {
    await markSecondFactorGiven(trx, actor.sessionId, now);
    // Signing in finishes here, not at the password: this is the sign-in the account's "last login" shows.
    if (actor.secondFactor.pending) await updateUser(trx, actor.userId, { last_login_at: now });
    if (input.method === 'recovery') await recoveryCodeUsed(ctx, trx, actor, now);
  });
  const held = await factorsOf(ctx, actor.userId);
  const signIn = signInStateFrom(
    { ...actor, secondFactor: { enrolled: true, pending: false, givenAt: now } },
    held,
    ctx.clock.now(),
  );
  return {
    message: actor.secondFactor.pending ? 'Signed in' : 'Confirmed',
    data: { signIn, recoveryCodesLeft: held.recoveryCodesLeft },
  };
}

async function recoveryCodeUsed(ctx: AppContext, trx: Db, actor: Principal, now: string): Promise<void> {
  const user = await ownerOf(ctx, actor.userId, trx);
  const left = await countUnusedRecoveryCodes(trx, actor.userId);
  await recordAudit(trx, {
    actorUserId: actor.userId,
    action: 'account.recovery_code_used',
    entityType: 'user',
    entityId: actor.userId,
    after: { left },
    now,
  });
  await ctx.mailer.send(
    factorChangedMail(
      user.email,
      user.first_name,
      `A recovery code was used to sign in to your account; ${left} ${left === 1 ? 'is' : 'are'} left. Make new ones from your profile if you are running short.`,
    ),
    trx,
  );
}

export async function passkeySignInOptions(ctx: AppContext, pageOrigin: string | undefined): Promise<TPasskeyOptions> {
  const rpId = relyingPartyFor(ctx.config, pageOrigin);
  const options = await authenticationOptions({ rpId });
  const challengeId = await storeChallenge(ctx, options.challenge, 'authenticate', undefined);
  return { data: { challengeId, options: options as unknown as Record<string, unknown> } };
}

const PASSKEY_NOT_ACCEPTED = 'This passkey was not accepted: sign in with your e-mail and password instead';

/** A passkey alone signs in: it is bound to this site, so it cannot be phished, and it verified its holder. */
export async function signInWithPasskey(
  ctx: AppContext,
  input: TPasskeyAnswer,
  meta: RequestMeta,
): Promise<TAuthResponse> {
  const challenge = await challengeFor(ctx, input.challengeId, 'authenticate', undefined);
  const factor = await findPasskeyByCredentialId(ctx.db, input.response.id);
  const verified =
    factor &&
    (await verifyAuthentication(ctx.config, {
      response: input.response,
      expectedChallenge: challenge,
      factor,
      requireUserVerification: true,
    }));
  if (!factor || !verified) throw new AppError('UNAUTHENTICATED', PASSKEY_NOT_ACCEPTED);
  const user = await findUserWithOrganisation(ctx.db, factor.user_id);
  if (!user || !user.email_verified_at) throw new AppError('UNAUTHENTICATED', PASSKEY_NOT_ACCEPTED);
  if (user.status !== 'active') {
    throw new AppError('ACCOUNT_INACTIVE', 'This account has been deactivated: contact an administrator');
  }
  await recordPasskeyUse(ctx.db, { id: factor.id, counter: verified.counter, now: isoNow(ctx.clock) });
  return startSession(ctx, user, meta, { secondFactorGiven: true });
}

/**
 * An administrator clears another account's second factors when its owner has lost them: the account signs in with
 * its password and sets up a new one, every session ends, the owner is e-mailed and the trail records who did it.
 * Only a super administrator resets an administrator's.
 */
export async function resetSecondFactor(ctx: AppContext, administrator: Principal, userId: string): Promise<string> {
  const user = await findUserWithOrganisation(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'No such account');
  if (user.is_system_admin === 1 && administrator.adminType !== '1') {
    throw new AppError('FORBIDDEN', "Only a super administrator may reset an administrator's second factor");
  }
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await deleteAllFactors(trx, userId);
    await setSecondFactorEnrolled(trx, userId, null);
    await revokeAllSessions(trx, userId, now);
    await recordAudit(trx, {
      actorUserId: administrator.userId,
      action: 'account.second_factor_reset',
      entityType: 'user',
      entityId: userId,
      before: { factors: removed },
      now,
    });
    await ctx.mailer.send(secondFactorResetMail(user.email, user.first_name), trx);
  });
  return `${user.first_name} ${user.last_name}'s second factor was reset: they set up a new one at their next sign-in`;
}
