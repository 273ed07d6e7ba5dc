import type { Redis } from 'ioredis';
import type { AppContext } from '../context';
import { AppError } from './errors';

/**
 * Per-account limits with backoff: what address rotation cannot escape. The first `free` attempts within
 * `forgetAfterSeconds` pass; from then on each attempt makes the next wait `baseSeconds`, doubling, up to
 * `capSeconds`. The attempt is counted before the work it guards is done (sign-in, code check, e-mail), in one
 * atomic step, so a burst of concurrent attempts cannot all slip through before the first is counted.
 */
export type ThrottlePolicy = { free: number; baseSeconds: number; capSeconds: number; forgetAfterSeconds: number };

export const throttles = {
  /** Password guesses against one account; a success clears it. */
  signIn: { free: 5, baseSeconds: 1, capSeconds: 15 * 60, forgetAfterSeconds: 60 * 60 },
  /** Codes entered for one account (each code also allows only five tries); a success clears it. */
  codeEntry: { free: 10, baseSeconds: 30, capSeconds: 60 * 60, forgetAfterSeconds: 60 * 60 },
  /** Second factors given for one account (a six-digit code has a million values); a success clears it. */
  secondFactor: { free: 5, baseSeconds: 30, capSeconds: 60 * 60, forgetAfterSeconds: 60 * 60 },
  /** Code e-mails (sign-up, reset) to one address, beyond the one-a-minute rule of the codes themselves. */
  codeMail: { free: 3, baseSeconds: 5 * 60, capSeconds: 60 * 60, forgetAfterSeconds: 6 * 60 * 60 },
  /**
   * Failed sign-ins from one client address, across accounts and both portals (password spraying: one guess at
   * each of many accounts stays under every per-account limit). Counted only on a failure, so an office behind one
   * address is never slowed by its people's successful sign-ins; after 30 failures the address waits 15 minutes,
   * doubling up to an hour while it keeps failing.
   */
  signInFailuresPerAddress: { free: 30, baseSeconds: 15 * 60, capSeconds: 60 * 60, forgetAfterSeconds: 15 * 60 },
  /**
   * The owner's notice of a burst of wrong passwords (decision 076): the first goes ahead and holds the rest off for
   * the hour the account's own counter remembers failures, so one burst is one audit entry and one e-mail.
   */
  signInBurstNotice: { free: 1, baseSeconds: 60 * 60, capSeconds: 60 * 60, forgetAfterSeconds: 60 * 60 },
  /** Invitations e-mailed to one address, by anyone. */
  invitationPerAddress: { free: 2, baseSeconds: 10 * 60, capSeconds: 24 * 60 * 60, forgetAfterSeconds: 24 * 60 * 60 },
  /** Invitations one organisation sends, to anyone. */
  invitationPerOrganisation: { free: 20, baseSeconds: 60, capSeconds: 60 * 60, forgetAfterSeconds: 24 * 60 * 60 },
} satisfies Record<string, ThrottlePolicy>;

export type ThrottleName = keyof typeof throttles;

type Store = {
  /**
   * Counts an attempt; 0 when it may go ahead, else the milliseconds to wait (nothing is counted then). `nowMs`
   * is the application clock, which the in-process store uses (tests move it); Redis uses its own.
   */
  take(key: string, policy: ThrottlePolicy, nowMs: number): Promise<number>;
  clear(key: string): Promise<void>;
  /** The milliseconds `key` must still wait, 0 if none; counts nothing. */
  wait(key: string, nowMs: number): Promise<number>;
};

const lockMs = (count: number, policy: ThrottlePolicy) =>
  count < policy.free ? 0 : Math.min(policy.capSeconds, policy.baseSeconds * 2 ** (count - policy.free)) * 1000;

/** One process's counters: the embedded default, for a single instance. */
function memoryStore(): Store {
  const entries = new Map<string, { count: number; until: number; expires: number }>();
  return {
    async take(key, policy, now) {
      // Forget stale entries now and then, so the map stays bounded by recent activity.
      if (entries.size > 10_000) for (const [k, e] of entries) if (e.expires <= now) entries.delete(k);
      const entry = entries.get(key);
      const current = entry && entry.expires > now ? entry : { count: 0, until: 0, expires: 0 };
      if (now < current.until) return current.until - now;
      const count = current.count + 1;
      const lock = lockMs(count, policy);
      entries.set(key, { count, until: now + lock, expires: now + lock + policy.forgetAfterSeconds * 1000 });
      return 0;
    },
    async clear(key) {
      entries.delete(key);
    },
    async wait(key, now) {
      const entry = entries.get(key);
      return entry && entry.expires > now && now < entry.until ? entry.until - now : 0;
    },
  };
}

// The same rule as lockMs, run inside Redis so counting and checking are one step for every instance, on
// Redis's clock: the instances' own clocks may differ by more than a short lock lasts.
const TAKE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local free, base, cap, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local state = redis.call('HMGET', KEYS[1], 'count', 'until')
local count = tonumber(state[1]) or 0
local untilMs = tonumber(state[2]) or 0
if now < untilMs then return untilMs - now end
count = count + 1
local lock = 0
if count >= free then lock = math.min(cap, base * 2 ^ (count - free)) * 1000 end
redis.call('HSET', KEYS[1], 'count', count, 'until', now + lock)
redis.call('PEXPIRE', KEYS[1], math.floor(lock + forget * 1000))
return 0`;

const WAIT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local untilMs = tonumber(redis.call('HGET', KEYS[1], 'until')) or 0
if now < untilMs then return untilMs - now end
return 0`;

/** Counters every instance shares, when REDIS_URL is set. */
function redisStore(redis: Redis): Store {
  const prefix = 'docverify-throttle:';
  return {
    async take(key, policy) {
      const args = [policy.free, policy.baseSeconds, policy.capSeconds, policy.forgetAfterSeconds];
      return Number(await redis.eval(TAKE_SCRIPT, 1, prefix + key, ...args));
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async wait(key) {
      return Number(await redis.eval(WAIT_SCRIPT, 1, prefix + key));
    },
  };
}

const stores = new WeakMap<AppContext, Store>();
const storeOf = (ctx: AppContext) => {
  let store = stores.get(ctx);
  if (!store) {
    store = ctx.redis ? redisStore(ctx.redis) : memoryStore();
    stores.set(ctx, store);
  }
  return store;
};

const keyOf = (name: ThrottleName, subject: string) => `${name}:${subject.toLowerCase()}`;

/** Counts an attempt at `name` for `subject`; undefined when it may go ahead, else the seconds to wait. */
export async function throttleAttempt(
  ctx: AppContext,
  name: ThrottleName,
  subject: string,
): Promise<number | undefined> {
  const waitMs = await storeOf(ctx).take(keyOf(name, subject), throttles[name], ctx.clock.now().getTime());
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : undefined;
}

/** As throttleAttempt, refusing with 429 and Retry-After when the subject must wait. */
export async function requireUnthrottled(
  ctx: AppContext,
  name: ThrottleName,
  subject: string,
  message: (seconds: number) => string,
): Promise<void> {
  const wait = await throttleAttempt(ctx, name, subject);
  if (wait !== undefined) {
    throw new AppError('TOO_MANY_REQUESTS', message(wait), undefined, { 'retry-after': String(wait) });
  }
}

/**
 * Refuses with 429 and Retry-After while `subject` must wait for `name`, counting nothing: for limits counted
 * only after the work shows a failure (`countFailure`).
 */
export async function requireNotLockedOut(
  ctx: AppContext,
  name: ThrottleName,
  subject: string,
  message: (seconds: number) => string,
): Promise<void> {
  const waitMs = await storeOf(ctx).wait(keyOf(name, subject), ctx.clock.now().getTime());
  if (waitMs > 0) {
    const wait = Math.ceil(waitMs / 1000);
    throw new AppError('TOO_MANY_REQUESTS', message(wait), undefined, { 'retry-after': String(wait) });
  }
}

/** Whether `subject` must wait for `name` now (its limit has tripped); counts nothing. */
export async function isThrottled(ctx: AppContext, name: ThrottleName, subject: string): Promise<boolean> {
  return (await storeOf(ctx).wait(keyOf(name, subject), ctx.clock.now().getTime())) > 0;
}

/** Counts a failure at `name` for `subject`, which `requireNotLockedOut` then refuses once past the free ones. */
export async function countFailure(ctx: AppContext, name: ThrottleName, subject: string): Promise<void> {
  await throttleAttempt(ctx, name, subject);
}

/** A success ends the backoff (a person who finally typed the right password starts afresh). */
export async function clearThrottle(ctx: AppContext, name: ThrottleName, subject: string): Promise<void> {
  await storeOf(ctx).clear(keyOf(name, subject));
}

/** "2 minutes", "45 seconds": how long to wait, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Invitation e-mails from the platform's sender: to one address by anyone, and from one organisation. */
export async function requireInvitationAllowed(
  ctx: AppContext,
  invitation: { email: string; organisationId?: string },
): Promise<void> {
  if (invitation.organisationId) {
    await requireUnthrottled(
      ctx,
      'invitationPerOrganisation',
      invitation.organisationId,
      (wait) => `Your organisation has sent many invitations: try again in ${waitInWords(wait)}`,
    );
  }
  await requireUnthrottled(
    ctx,
    'invitationPerAddress',
    invitation.email,
    (wait) => `This address was invited moments ago: try again in ${waitInWords(wait)}`,
  );
}
