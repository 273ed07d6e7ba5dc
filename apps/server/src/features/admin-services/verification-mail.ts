import type { TVerificationStatus } from '@docverify/contract/admin/services';
import type { MailMessage } from '../../mail/mailer';

const signature = '\n\n— Document and Qualification Verification';

/** Subjects read as a sentence about the organisation ('… is verified'), not as a field and its value. */
const subjects: Record<TVerificationStatus, string> = {
  verified: 'is verified',
  rejected: 'was not verified',
  suspended: 'is suspended',
  unverified: 'is awaiting verification again',
};

const outcomes: Record<TVerificationStatus, string> = {
  verified: 'has been verified. Requesters can now choose it and send it documents to verify.',
  rejected: 'was not verified. Requesters cannot choose it.',
  suspended: 'has been suspended. Requesters cannot choose it until it is verified again.',
  unverified: 'is awaiting verification again. Requesters cannot choose it until it is verified.',
};

/** Tells an organisation's account what an administrator decided about it, with the administrator's note. */
export function verificationChangedMail(
  to: { email: string; firstName: string },
  organisationName: string,
  status: TVerificationStatus,
  note: string | null,
): MailMessage {
  const noted = note ? `\n\nNote from the administrator:\n${note}` : '';
  return {
    to: to.email,
    subject: `${organisationName} ${subjects[status]}`,
    text: `Hello ${to.firstName},\n\n${organisationName} ${outcomes[status]}${noted}${signature}`,
  };
}
