import { describe, expect, it } from 'vitest';
import type { ChangeListener } from '../../db/notices/change-listener';
import { SessionCache } from './session-cache';
import type { SessionUser } from './sessions.repository';

/** A listener the test drives: listening or not, and own changes caught up when the test says. */
function fakeListener() {
  const waiting: (() => void)[] = [];
  const listener: ChangeListener & { listening: boolean; deliver(): void } = {
    listening: true,
    backendPid: undefined,
    get isListening() {
      return this.listening;
    },
    caughtUp: () => new Promise<void>((resolve) => waiting.push(resolve)),
    close: async () => undefined,
    deliver: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
  return listener;
}

function setUp() {
  const listener = fakeListener();
  let written: (() => void) | undefined;
  const cache = new SessionCache(
    listener,
    (ended) => {
      written = ended;
      return () => undefined;
    },
    60_000,
  );
  return { listener, cache, writtenHere: () => written!() };
}

const user = (id: string, organisationId: string | null = null): SessionUser => ({
  id,
  first_name: 'Ada',
  last_name: 'Obi',
  email: `${id}@example.test`,
  phone: null,
  category: 'indv',
  is_system_admin: 0,
  system_admin_type: null,
  status: 'active',
  organisation_id: organisationId,
  last_login_at: null,
  updated_at: '2026-11-01T00:00:00.000Z',
  created_at: '2026-11-01T00:00:00.000Z',
  organisation: null,
});

const NOW = '2026-11-29T12:00:00.000Z';
const LATER = '2026-12-06T12:00:00.000Z';
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the session check kept between requests (decision 048)', () => {
  it('keeps a read and answers with it for the same session and user, until the session ends', () => {
    const { cache } = setUp();
    cache.keep(cache.ticket(), 's1', user('u1'), LATER);
    expect(cache.find('s1', 'u1', NOW)?.id).toBe('u1');
    // A token names its user: another user's claim on the session is not answered from memory.
    expect(cache.find('s1', 'u2', NOW)).toBeUndefined();
    expect(cache.find('s2', 'u1', NOW)).toBeUndefined();
    // Past the session's end (by the app's clock), never.
    expect(cache.find('s1', 'u1', LATER)).toBeUndefined();
  });

  it("drops a user's sessions on their notice, and only theirs", () => {
    const { cache } = setUp();
    cache.keep(cache.ticket(), 's1', user('u1'), LATER);
    cache.keep(cache.ticket(), 's2', user('u1'), LATER);
    cache.keep(cache.ticket(), 's3', user('u2'), LATER);
    cache.forgetUser('u1');
    expect(cache.find('s1', 'u1', NOW)).toBeUndefined();
    expect(cache.find('s2', 'u1', NOW)).toBeUndefined();
    expect(cache.find('s3', 'u2', NOW)?.id).toBe('u2');
  });

  it('drops everything at once (an organisation changed, notices were lost), and keeps what is read after', () => {
    const { cache } = setUp();
    cache.keep(cache.ticket(), 's1', user('u1'), LATER);
    cache.forgetAll();
    expect(cache.find('s1', 'u1', NOW)).toBeUndefined();
    cache.keep(cache.ticket(), 's1', user('u1'), LATER);
    expect(cache.find('s1', 'u1', NOW)?.id).toBe('u1');
  });

  it('does not keep a read during which anything changed: it may have read the row before the change', () => {
    const { cache } = setUp();
    const ticket = cache.ticket();
    cache.forgetUser('someone-else');
    cache.keep(ticket, 's1', user('u1'), LATER);
    expect(cache.find('s1', 'u1', NOW)).toBeUndefined();
  });

  it('trusts nothing while not listening, and keeps nothing read then', () => {
    const { cache, listener } = setUp();
    cache.keep(cache.ticket(), 's1', user('u1'), LATER);
    listener.listening = false;
    expect(cache.find('s1', 'u1', NOW)).toBeUndefined();
    expect(cache.ticket()).toBeUndefined();
    cache.keep(undefined, 's2', user('u2'), LATER);
    listener.listening = true;
    expect(cache.find('s2', 'u2', NOW)).toBeUndefined();
  });

  it('after a change made here, reads the database until its own notices have come back', async () => {
    const { cache, listener, writtenHere } = setUp();
    cache.keep(cache.ticket(), 's1', user('u1'), LATER);
    const ticket = cache.ticket();
    writtenHere();
    // The next request here (a person's, right after signing out) is not answered from memory...
    expect(cache.find('s1', 'u1', NOW)).toBeUndefined();
    // ...and a read that began before the change, or while it is in flight, is not kept.
    cache.keep(ticket, 's2', user('u2'), LATER);
    cache.keep(cache.ticket(), 's3', user('u3'), LATER);
    // The notice of the change itself arrives before the listener's catch-up.
    cache.forgetUser('u1');
    listener.deliver();
    await flush();
    expect(cache.find('s1', 'u1', NOW)).toBeUndefined();
    expect(cache.find('s2', 'u2', NOW)).toBeUndefined();
    expect(cache.find('s3', 'u3', NOW)).toBeUndefined();
    cache.keep(cache.ticket(), 's3', user('u3'), LATER);
    expect(cache.find('s3', 'u3', NOW)?.id).toBe('u3');
  });
});
