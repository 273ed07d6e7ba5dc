import type { MailMessage } from './mailer';

const signature = '\n\n— Document and Qualification Verification';
const notYou = 'If this was not you, reset your password at once and tell your administrator.';

/** Every change to how an account proves it is its owner is told to the owner. */
export function factorChangedMail(to: string, firstName: string, change: string): MailMessage {
  return {
    to,
    subject: 'A change to how you sign in',
    text: `Hello ${firstName},\n\n${change}\n${notYou}${signature}`,
  };
}

/** The password was right and the second factor was not: someone may have the password. */
export function secondFactorFailedMail(to: string, firstName: string, when: string): MailMessage {
  return {
    to,
    subject: 'Someone entered your password but not your second factor',
    text: `Hello ${firstName},\n\nAt ${when} someone entered your password correctly, then gave a wrong passkey, authenticator code or recovery code, so they were not signed in.\nIf this was not you, your password is known to someone else: change it now.${signature}`,
  };
}

export function secondFactorResetMail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: 'Your second factor was reset by an administrator',
    text: `Hello ${firstName},\n\nAn administrator removed your passkeys, authenticator apps and recovery codes, and signed you out everywhere. At your next sign-in you will set up a new second factor.\nIf you did not ask for this, contact your administrator at once.${signature}`,
  };
}
