import type { MailMessage } from './mailer';

const signature = '\n\n— Document and Qualification Verification';

export function signupCodeMail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: `Your verification code is ${code}`,
    text: `Hello ${firstName},\n\nYour verification code is ${code}. It is valid for 10 minutes.\nIf you did not sign up, ignore this e-mail.${signature}`,
  };
}

export function resetCodeMail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: `Your password reset code is ${code}`,
    text: `Hello ${firstName},\n\nUse the code ${code} to reset your password. It is valid for 10 minutes.\nIf you did not ask for this, your password is unchanged and you can ignore this e-mail.${signature}`,
  };
}

export function passwordChangedMail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: 'Your password was changed',
    text: `Hello ${firstName},\n\nYour password was just reset and every signed-in session was ended.\nIf this was not you, reset it again at once and contact support.${signature}`,
  };
}
