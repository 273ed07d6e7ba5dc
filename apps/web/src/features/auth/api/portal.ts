/** Users and administrators sign in through twin endpoints; the admin ones live under /system/admin. */
export type TPortal = 'user' | 'admin';

export function portalPath(portal: TPortal, path: string): string {
  return portal === 'admin' ? `/system/admin${path}` : path;
}
