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

/** Two requests creating the same thing at once: the loser gets the 409 a later request would get. */
export async function conflictOnDuplicate<T>(work: () => Promise<T>, message: string, field = 'email'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', message, { [field]: message });
    throw error;
  }
}
