import type { TCertificateOutcome } from '@/lib/credential-check/read-certificate';

export type TOutcomeTone = 'good' | 'bad' | 'neutral';

/** Each outcome in words, for the two public pages: a one- or two-word title and what it means. */
export const outcomeWords: Record<TCertificateOutcome, { title: string; meaning: string; tone: TOutcomeTone }> = {
  valid: {
    title: 'Valid',
    meaning: 'DocVerify issued this credential, it is unchanged, and it has not been revoked.',
    tone: 'good',
  },
  revoked: {
    title: 'Revoked',
    meaning: 'DocVerify issued this credential, but it has since been revoked: it no longer stands.',
    tone: 'bad',
  },
  tampered: {
    title: 'Tampered',
    meaning: 'The credential was changed after DocVerify signed it. Do not rely on what it says.',
    tone: 'bad',
  },
  tampered_file: {
    title: 'Tampered',
    meaning: 'This file was changed after we issued it. Do not rely on what the file shows.',
    tone: 'bad',
  },
  unknown_key: {
    title: 'Not issued by this service',
    meaning: 'It was signed with a key DocVerify has never published.',
    tone: 'bad',
  },
  foreign_issuer: {
    title: 'Not issued by this service',
    meaning: 'It names another issuer. This page checks DocVerify credentials only.',
    tone: 'bad',
  },
  malformed: {
    title: 'Not a DocVerify credential',
    meaning: 'What you gave us is not a credential in the format DocVerify issues.',
    tone: 'neutral',
  },
  not_a_certificate: {
    title: 'Not a certificate',
    meaning: 'This is not a DocVerify certificate.',
    tone: 'neutral',
  },
  status_unavailable: {
    title: 'Could not finish the check',
    meaning:
      'We could not read what we need to finish the check (the published keys or the revocation list). Try again.',
    tone: 'neutral',
  },
};
