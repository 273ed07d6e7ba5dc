import type { TOperation } from '@docverify/contract/operation';

/** Users and administrators sign in through twin operations; the administrators' live under /system/admin. */
export type TPortal = 'user' | 'admin';

/** The operation of the portal: the user's or the administrators' twin. */
export const forPortal = <TUser extends TOperation, TAdmin extends TOperation>(
  portal: TPortal,
  operations: { user: TUser; admin: TAdmin },
): TUser | TAdmin => (portal === 'admin' ? operations.admin : operations.user);
