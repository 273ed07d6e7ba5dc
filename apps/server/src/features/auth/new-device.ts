import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { newDeviceSignInMail } from '../../mail/sign-in-templates';
import { deviceInWords, deviceOf, networkOf, sameDevice } from './device';
import { securityLinks } from './security-links';
import { recentUserAgents } from './signed-in-sessions.repository';

/** How far back a device is remembered (decision 076); sessions are kept at least this long. */
export const KNOWN_DEVICE_DAYS = 90;
const DISTINCT_AGENTS_READ = 200;

/**
 * Sign-in from a device (browser family + OS) none of the user's sessions of the last 90 days used: the owner is
 * e-mailed, in the transaction that creates the session, so a sign-in and its notice stand or fall together. The
 * first sign-in of an account is not news (there is nothing to compare it with, and its owner just confirmed
 * their e-mail); call this before the new session is written.
 */
export async function mailIfNewDevice(
  ctx: AppContext,
  trx: Db,
  signIn: {
    user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_login_at' | 'is_system_admin' | 'category'>;
    userAgent: string | null;
    ip: string | null;
    now: Date;
    /** The password was right and the second factor is still to come: the owner is told their password was used. */
    secondFactorPending?: boolean;
  },
): Promise<void> {
  const { user } = signIn;
  if (!user.last_login_at) return;
  // Compared as the session stores it (its first 300 characters).
  const device = deviceOf(signIn.userAgent?.slice(0, 300) ?? null);
  const since = new Date(signIn.now.getTime() - KNOWN_DEVICE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const earlier = await recentUserAgents(trx, { userId: user.id, since, limit: DISTINCT_AGENTS_READ });
  if (earlier.some((userAgent) => sameDevice(deviceOf(userAgent), device))) return;
  const mail = newDeviceSignInMail(
    user.email,
    user.first_name,
    {
      device: deviceInWords(device),
      network: networkOf(signIn.ip),
      at: signIn.now.toISOString(),
      secondFactorPending: signIn.secondFactorPending ?? false,
    },
    securityLinks(ctx.config.publicUrl, user),
  );
  await ctx.mailer.send(mail, trx);
}
