import type { MailMessage } from './mailer';

const signature = '\n\n— Document and Qualification Verification';
const whenFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
const when = (iso: string) => `${whenFormat.format(new Date(iso))} UTC`;

/** Where the owner acts on these: reset the password, then sign out everywhere else from their profile. */
export type SecurityLinks = { resetPassword: string; profile: string };

/**
 * A sign-in from a browser and system this account has not used in the last 90 days (decision 076). When the
 * second factor is still to come, what happened is that the password was used: the owner is told so.
 */
export function newDeviceSignInMail(
  to: string,
  firstName: string,
  signIn: { device: string; network: string | null; at: string; secondFactorPending: boolean },
  links: SecurityLinks,
): MailMessage {
  const from = signIn.network ? ` from the network ${signIn.network}` : '';
  const what = signIn.secondFactorPending
    ? `Your password was just entered to sign in on ${signIn.device}${from}, on ${when(signIn.at)}. The sign-in still needs your second factor.`
    : `Your account was just signed in to on ${signIn.device}${from}, on ${when(signIn.at)}.`;
  return {
    to,
    subject: signIn.secondFactorPending
      ? `Your password was used on a new device: ${signIn.device}`
      : `New sign-in to your account: ${signIn.device}`,
    text:
      `Hello ${firstName},\n\n${what}\nIf this was you, there is nothing to do.\n\n` +
      `If it was not you, someone has your password:\n1. Reset your password at once: ${links.resetPassword} (this signs out every session).\n` +
      `2. Check "Where you're signed in" on your profile and sign out everywhere else: ${links.profile}${signature}`,
  };
}

/** Once per burst: the account's sign-ins were paused after several wrong passwords (decision 076). */
export function signInFailuresMail(
  to: string,
  firstName: string,
  burst: { network: string | null; at: string },
  links: SecurityLinks,
): MailMessage {
  const from = burst.network ? `, the last from the network ${burst.network}` : '';
  return {
    to,
    subject: 'Several wrong passwords were tried for your account',
    text:
      `Hello ${firstName},\n\nSeveral wrong passwords were tried for your account up to ${when(burst.at)}${from}. ` +
      'Sign-ins to it are slowed down for a while, and your account is still safe.\n\n' +
      'If this was you, there is nothing to do: wait a little and try again, or reset your password.\n' +
      `If it was not you, someone may be guessing your password: choose a strong one you use nowhere else at ${links.resetPassword}, ` +
      `and check where you're signed in on your profile: ${links.profile}${signature}`,
  };
}
