import type { UsersTable } from '../../db/schema';

type Searchable = Pick<UsersTable, 'first_name' | 'last_name' | 'email' | 'phone'>;

/**
 * What the administrators' user search looks in: names, e-mail and phone, lower-cased in JavaScript (SQLite's
 * lower() folds ASCII only, and names may hold any letter). Rewrite it whenever one of them changes.
 */
export function userSearchText(user: Searchable): string {
  return [user.first_name, user.last_name, user.email, user.phone].filter(Boolean).join(' ').toLowerCase();
}

export const searchTextFields = ['first_name', 'last_name', 'email', 'phone'] as const;
