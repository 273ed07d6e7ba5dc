import { AppError } from './errors';

/**
 * Constraint failures as both drivers report them. A unique or foreign-key failure that reaches a client is
 * a conflict with another request (two sign-ups at once, a row removed meanwhile), never a server fault.
 */
type DriverError = { code?: unknown };

const codeOf = (error: unknown) => (error && typeof error === 'object' ? (error as DriverError).code : undefined);

/** better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; PostgreSQL: SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** better-sqlite3: SQLITE_CONSTRAINT_FOREIGNKEY; PostgreSQL: SQLSTATE 23503. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart, not yet up).
const UNREACHABLE_SQLSTATE = /^(08|57P)/;
const UNREACHABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
// node-postgres reports a connection lost mid-query, or a pool wait that ran out, only in words.
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * The database is out of reach for now rather than refusing this request: PostgreSQL restarting or failing
 * over, a dropped connection, SQLite's lock held past busy_timeout. The request did not happen (a transaction
 * cut off is rolled back), so the client is told to try again: 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (typeof code === 'string' && (UNREACHABLE_SQLSTATE.test(code) || UNREACHABLE_SOCKET.has(code))) return true;
  if (code === 'SQLITE_BUSY') return true;
  return error instanceof Error && UNREACHABLE_MESSAGE.test(error.message);
}

/** Two requests creating the same thing at once: the loser gets the 409 a later request would get. */
export async function conflictOnDuplicate<T>(work: () => Promise<T>, message: string, field = 'email'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', message, { [field]: message });
    throw error;
  }
}
