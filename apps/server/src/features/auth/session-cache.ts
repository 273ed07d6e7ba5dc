import { LRUCache } from 'lru-cache';
import { postgresTargetOf, watchWrites, type Db } from '../../db/database';
import { listenForChanges, type ChangeListener } from '../../db/notices/change-listener';
import { NOTICED_TABLES } from '../../db/notices/change-notice-spec';
import type { SessionUser } from './sessions.repository';

/** Far more sessions than one instance sees in use at once; a few hundred bytes each. */
const MAX_SESSIONS = 50_000;

type Kept = {
  user: SessionUser;
  /** The session's own end (ISO, as stored): checked against the app clock on every use. */
  expiresAt: string;
  /** The change count when the read that kept it began (`ticket`). */
  readAt: number;
};

/**
 * Decision 048: on PostgreSQL, the session check's answer (a live session's user and organisation) kept between
 * requests, and dropped when the database says a session, account or organisation changed. Trusted only while
 * this instance is listening for those notices; not listening, every request reads the database, as on SQLite.
 *
 * Three ways an answer is kept no longer than its rows stand:
 * - a change on any instance: the database's notice, delivered when that change commits, drops the user's
 *   sessions (an organisation's change, or notices lost while the listener was away, drop all);
 * - a change on this instance: while a connection that changed those tables is ending its transaction and until
 *   its own notices have come back, nothing is read from or kept in memory (so the very next request here, the
 *   one a person sends after signing out, reads the database);
 * - a read in flight when anything changed is not kept (the change count moved while it ran).
 */
export class SessionCache {
  private readonly kept: LRUCache<string, Kept>;
  private readonly sessionsOf = new Map<string, Set<string>>();
  /** Moves on every change heard or made here: a read is kept only if it did not move while the read ran. */
  private changes = 0;
  /** Answers read before this change count were dropped all at once (an organisation changed, notices lost). */
  private keptSince = 0;
  /** Changes made on this instance whose notices have not come back yet. */
  private ownChangesInFlight = 0;
  private readonly stopWatching: () => void;

  constructor(
    private readonly listener: ChangeListener,
    watch: (ended: () => void) => () => void,
    private readonly ttlMs: number,
  ) {
    this.kept = new LRUCache<string, Kept>({
      max: MAX_SESSIONS,
      ttl: ttlMs,
      dispose: (kept, sessionId) => this.unlink(kept.user.id, sessionId),
    });
    this.stopWatching = watch(() => this.changedHere());
  }

  /** A ticket to take before reading the session from the database, for `keep`. */
  ticket(): number | undefined {
    return this.trusted() ? this.changes : undefined;
  }

  /** The live session's user, when kept and nothing since says otherwise; undefined means: read the database. */
  find(sessionId: string, userId: string, nowIso: string): SessionUser | undefined {
    if (!this.trusted()) return undefined;
    const kept = this.kept.get(sessionId);
    if (!kept || kept.readAt < this.keptSince) return undefined;
    // A token names its user; a kept session of another user is not this one.
    if (kept.user.id !== userId || kept.expiresAt <= nowIso) return undefined;
    return kept.user;
  }

  keep(ticket: number | undefined, sessionId: string, user: SessionUser, expiresAt: string): void {
    if (ticket === undefined || ticket !== this.changes || !this.trusted()) return;
    this.kept.set(sessionId, { user, expiresAt, readAt: ticket });
    let sessions = this.sessionsOf.get(user.id);
    if (!sessions) this.sessionsOf.set(user.id, (sessions = new Set()));
    sessions.add(sessionId);
  }

  /** A notice: this user's sessions (their account or a session of theirs changed), or everything. */
  forgetUser(userId: string): void {
    this.changes++;
    const sessions = this.sessionsOf.get(userId);
    if (!sessions) return;
    for (const sessionId of [...sessions]) this.kept.delete(sessionId);
  }

  forgetAll(): void {
    this.changes++;
    this.keptSince = this.changes;
  }

  /** Hearing the database's notices, so that what is kept can be trusted. */
  get listening(): boolean {
    return this.listener.isListening;
  }

  /** The listener's connection on the server (tests end it to see the cache stop trusting itself). */
  get listenerPid(): number | undefined {
    return this.listener.backendPid;
  }

  /** Resolves once every change committed before the call has been heard (tests; see ChangeListener). */
  caughtUp(): Promise<void> {
    return this.listener.caughtUp();
  }

  async close(): Promise<void> {
    this.stopWatching();
    await this.listener.close();
  }

  private trusted(): boolean {
    return this.listener.isListening && this.ownChangesInFlight === 0;
  }

  private changedHere(): void {
    this.changes++;
    this.ownChangesInFlight++;
    void this.listener.caughtUp().finally(() => {
      this.ownChangesInFlight--;
    });
  }

  private unlink(userId: string, sessionId: string): void {
    const sessions = this.sessionsOf.get(userId);
    if (!sessions) return;
    sessions.delete(sessionId);
    if (sessions.size === 0) this.sessionsOf.delete(userId);
  }
}

/**
 * The cache for this database, listening from now on; undefined on SQLite (one instance, its session read a few
 * microseconds on its own connection) or when `seconds` is 0 (SESSION_CACHE_SECONDS).
 */
export function createSessionCache(db: Db, seconds: number): SessionCache | undefined {
  const target = postgresTargetOf(db);
  if (!target || seconds <= 0) return undefined;
  // The listener speaks only after connecting (later than this function returns), so `cache` is set by then.
  const listener = listenForChanges(target, {
    notice: (notice) => (notice.kind === 'user' ? cache.forgetUser(notice.id) : cache.forgetAll()),
    listening: () => cache.forgetAll(),
    lost: () => cache.forgetAll(),
  });
  const cache = new SessionCache(listener, (ended) => watchWrites(db, NOTICED_TABLES, ended), seconds * 1000);
  return cache;
}
