import pg from 'pg';
import { CHANGES_CHANNEL, parseChangeNotice, type ChangeNotice } from './change-notice-spec';

export type ChangeListenerEvents = {
  /** A row changed and its transaction committed (on any instance, this one included). */
  notice(notice: Exclude<ChangeNotice, { kind: 'sync' }>): void;
  /** Listening (again): notices sent while it was not were lost, so whatever was kept must be dropped. */
  listening(): void;
  /** Not listening any more: nothing kept can be trusted until `listening` comes again. */
  lost(): void;
};

export type ChangeListener = {
  readonly isListening: boolean;
  /** The listening connection's server process, while there is one (pg_stat_activity's pid). */
  readonly backendPid: number | undefined;
  /**
   * Resolves once every notice committed before the call has been delivered to `notice` (notices arrive in commit
   * order, and this one's own is committed after them), or at once when not listening.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
};

export const LISTENER_NAME = 'docverify-change-listener';
const RETRY_FIRST_MS = 250;
const RETRY_MOST_MS = 5_000;

/**
 * One connection of its own (not the pool's: a pooled connection is shared and released, and LISTEN belongs to a
 * session) listening on the changes channel, reconnecting with a growing delay when the database goes away.
 */
export function listenForChanges(
  connection: { url: string; schema?: string },
  events: ChangeListenerEvents,
): ChangeListener {
  let client: pg.Client | undefined;
  let schema: string | undefined;
  let backendPid: number | undefined;
  let listening = false;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let syncs = 0;
  const waiting = new Map<string, () => void>();

  const releaseWaiting = () => {
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  };

  const dropConnection = (from: pg.Client) => {
    if (client !== from) return;
    client = undefined;
    if (listening) {
      listening = false;
      events.lost();
    }
    releaseWaiting();
    from.end().catch(() => undefined);
    if (!closed) {
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
    }
  };

  const connect = async () => {
    retryTimer = undefined;
    const next = new pg.Client({
      connectionString: connection.url,
      // So that an operator (and a test) can tell it apart in pg_stat_activity.
      application_name: LISTENER_NAME,
      ...(connection.schema ? { options: `-c search_path=${connection.schema}` } : {}),
    });
    client = next;
    // Unheard, a connection's error would end the process; this one is simply dropped and opened again.
    next.on('error', () => dropConnection(next));
    next.on('end', () => dropConnection(next));
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload || !schema) return;
      const notice = parseChangeNotice(message.payload, schema);
      if (!notice) return;
      if (notice.kind === 'sync') {
        waiting.get(notice.id)?.();
        waiting.delete(notice.id);
      } else {
        events.notice(notice);
      }
    });
    try {
      await next.connect();
      const { rows } = await next.query<{ schema: string; pid: number }>(
        'select current_schema() as schema, pg_backend_pid() as pid',
      );
      schema = rows[0]!.schema;
      backendPid = rows[0]!.pid;
      await next.query(`listen ${CHANGES_CHANNEL}`);
      if (client !== next || closed) return;
      retryMs = RETRY_FIRST_MS;
      listening = true;
      events.listening();
    } catch {
      dropConnection(next);
    }
  };

  void connect();

  return {
    get isListening() {
      return listening;
    },
    get backendPid() {
      return client ? backendPid : undefined;
    },
    caughtUp() {
      const current = client;
      if (!listening || !current || !schema) return Promise.resolve();
      const id = String(++syncs);
      return new Promise<void>((resolve) => {
        waiting.set(id, resolve);
        current.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, `${schema} sync ${id}`]).catch(() => {
          // Not sent, so never heard: a connection that cannot notify is dropped (nothing kept is trusted until
          // it is listening again), which releases every wait.
          dropConnection(current);
        });
      });
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      listening = false;
      releaseWaiting();
      await current?.end().catch(() => undefined);
    },
  };
}
