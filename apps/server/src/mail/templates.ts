import type { TDocument } from '@docverify/contract/documents/document';
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

/** A code to an address at a verifying body's domain: entering it proves the body controls the domain. */
export function domainCodeMail(to: string, bodyName: string, code: string): MailMessage {
  return {
    to,
    subject: `Your domain confirmation code is ${code}`,
    text: `Hello,\n\n${bodyName} is signing up as a verifying body and named this address to prove that it controls ${to.slice(to.lastIndexOf('@') + 1)}.\nIts confirmation code is ${code}. It is valid for 10 minutes.\nIf no one at your institution is signing it up, ignore this e-mail: without the code nobody can use your domain.${signature}`,
  };
}

export function passwordChangedMail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: 'Your password was changed',
    text: `Hello ${firstName},\n\nYour password was just reset and every signed-in session was ended.\nIf this was not you, reset it again at once and contact support.${signature}`,
  };
}

/** Tells a request's owner the verifier's decision, with the note, and where to see or share it. */
export function documentDecidedMail(
  document: Pick<
    TDocument,
    | 'uploaded_by_email'
    | 'uploaded_by_firstName'
    | 'status'
    | 'application_id'
    | 'document_type_name'
    | 'verify_info'
    | 'viewer_code'
    | 'institution'
  >,
  publicUrl: string,
): MailMessage {
  const verified = document.status === 'verified';
  const what = `${document.document_type_name} (${document.application_id})`;
  const next = verified
    ? document.viewer_code
      ? `Anyone you give this link to can check the result:\n${publicUrl}/verify/${document.viewer_code}`
      : ''
    : `Open your documents to answer the query:\n${publicUrl}/login`;
  return {
    to: document.uploaded_by_email,
    // The reference first, so a person finds every mail about one request by it.
    subject: verified ? `${document.application_id}: verified` : `${document.application_id}: queried — action needed`,
    text: `Hello ${document.uploaded_by_firstName},\n\n${document.institution.company_name} ${verified ? 'verified' : 'queried'} your ${what}.\n\nTheir note: ${document.verify_info ?? ''}\n\n${next}${signature}`,
  };
}

type BodyRecipient = { email: string; firstName: string };

type ReceivedRequest = Pick<
  TDocument,
  | 'application_id'
  | 'document_type_name'
  | 'docOwnerFirstName'
  | 'docOwnerLastName'
  | 'uploaded_by_firstName'
  | 'uploaded_by_lastName'
  | 'institution'
>;

/** Where a body's people open one request: their received list, searched for its reference. */
function receivedLink(document: ReceivedRequest, publicUrl: string) {
  return `${publicUrl}/org/document/received?search=${encodeURIComponent(document.application_id)}`;
}

function requestLine(document: ReceivedRequest) {
  const owner = `${document.docOwnerFirstName} ${document.docOwnerLastName}`;
  const sender = `${document.uploaded_by_firstName} ${document.uploaded_by_lastName}`;
  return `${document.document_type_name} (${document.application_id}) for ${owner}, sent by ${sender}`;
}

/** Tells a verifying body's account or staff member that a paid request has arrived in its queue. */
export function requestArrivedMail(to: BodyRecipient, document: ReceivedRequest, publicUrl: string): MailMessage {
  return {
    to: to.email,
    subject: `${document.application_id}: new request to verify`,
    text: `Hello ${to.firstName},\n\n${document.institution.company_name} has a new paid request to verify:\n${requestLine(document)}.\n\nOpen it in your received documents:\n${receivedLink(document, publicUrl)}${signature}`,
  };
}

// A due date as a day, counted as the product counts working days: in UTC (decision 073). Made once.
const dueDayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' });
const dueDay = (iso: string) => dueDayFormat.format(new Date(iso));

/** Tells a verifying body's account or staff member that a request in its queue passed the due date given. */
export function requestOverdueForBodyMail(
  to: BodyRecipient,
  document: ReceivedRequest,
  dueAt: string,
  publicUrl: string,
): MailMessage {
  const due = dueDay(dueAt);
  return {
    to: to.email,
    subject: `${document.application_id}: past its due date`,
    text: `Hello ${to.firstName},\n\n${document.institution.company_name} was expected to answer this request by ${due}:\n${requestLine(document)}.\n\nThe requester has been told, and may now withdraw it for a refund. Open it in your received documents:\n${receivedLink(document, publicUrl)}${signature}`,
  };
}

/** Tells a verifying body's account or staff member that a requester answered its query. */
export function queryAnsweredMail(
  to: BodyRecipient,
  document: ReceivedRequest,
  answer: { note: string; newFile: boolean },
  publicUrl: string,
): MailMessage {
  const file = answer.newFile ? '\nA new file came with the answer.' : '';
  return {
    to: to.email,
    subject: `${document.application_id}: query answered`,
    text: `Hello ${to.firstName},\n\nThe requester answered your query about ${requestLine(document)}.\n\nTheir answer: ${answer.note}${file}\n\nReview it and decide again:\n${receivedLink(document, publicUrl)}${signature}`,
  };
}

/** Invites a new staff member to set their password; the link carries the one-use invitation token. */
export function staffInvitationMail(invitation: {
  to: string;
  firstName: string;
  organisationName: string;
  link: string;
  days: number;
}): MailMessage {
  return {
    to: invitation.to,
    subject: `${invitation.organisationName} added you as staff`,
    text: `Hello ${invitation.firstName},\n\n${invitation.organisationName} added you as a staff member to review its verification requests.\nSet your password here to start (the link works once, for ${invitation.days} days):\n${invitation.link}\n\nIf you did not expect this, ignore this e-mail.${signature}`,
  };
}

/** Invites a new administrator to sign up; the link carries the one-use invitation token. */
export function adminInvitationMail(invitation: {
  to: string;
  firstName: string | undefined;
  invitedBy: string;
  adminType: '1' | '2';
  link: string;
  days: number;
}): MailMessage {
  const role = invitation.adminType === '1' ? 'a super administrator' : 'an administrator';
  return {
    to: invitation.to,
    subject: 'You are invited to administer Document and Qualification Verification',
    text: `Hello ${invitation.firstName ?? 'there'},\n\n${invitation.invitedBy} invited you to join as ${role}.\nSign up here (the link works once, for ${invitation.days} days):\n${invitation.link}\n\nIf you did not expect this, ignore this e-mail.${signature}`,
  };
}

type RefundedRequest = {
  applicationId: string;
  documentTypeName: string;
  amountMinor: number;
  currency: string;
  reason: string;
};

/** An administrator refunded the payer's payment; the request is withdrawn from its verifying body. */
export function refundRequestedMail(to: BodyRecipient, request: RefundedRequest): MailMessage {
  const amount = new Intl.NumberFormat('en-NG', { style: 'currency', currency: request.currency }).format(
    request.amountMinor / 100,
  );
  return {
    to: to.email,
    subject: `${request.applicationId}: payment refunded`,
    text: `Hello ${to.firstName},\n\nWe are refunding your payment of ${amount} for ${request.documentTypeName} (${request.applicationId}), and the request has been withdrawn.\n\nReason: ${request.reason}\n\nThe money goes back the way you paid; your bank may take a few days to show it.${signature}`,
  };
}

type OverdueRequest = {
  applicationId: string;
  documentTypeName: string;
  bodyName: string;
  /** The due date, ISO. */
  dueAt: string;
};

/** Tells a requester their paid request passed its due date, and that they may wait or be refunded. */
export function requestOverdueMail(to: BodyRecipient, request: OverdueRequest, publicUrl: string): MailMessage {
  const due = dueDay(request.dueAt);
  return {
    to: to.email,
    subject: `${request.applicationId}: past its due date`,
    text: `Hello ${to.firstName},\n\n${request.bodyName} was expected to answer your ${request.documentTypeName} request (${request.applicationId}) by ${due}, and has not yet.\n\nYou can keep waiting, or open the request and choose "Withdraw and refund" to be refunded in full:\n${publicUrl}/login${signature}`,
  };
}
