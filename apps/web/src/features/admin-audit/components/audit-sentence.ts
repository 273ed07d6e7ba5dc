import type { TAuditAction, TAuditEntry } from '@docverify/contract/admin/audit';
import { listHref } from '@/components/list/list-search-params';
import { paths } from '@/config/paths';

/** Where an administrator can see the record an entry is about, and what to call the link. */
export type TAuditLink = { href: string; label: string };

/** One change in words: "Ada Obi verified APP-2026-… for University of Lagos" (decision 020). */
export type TAuditSentence = { text: string; link: TAuditLink | null };

type TSubject = TAuditEntry['subject'];

const quoted = (name: string | null, fallback: string) => name ?? fallback;

/**
 * The admin list that shows a person's account: administrators and individuals found by e-mail, an organisation's
 * account by its organisation's name (that list is of organisations). Staff have no admin page of their own.
 */
function personLink(subject: TSubject): TAuditLink | null {
  if (!subject.email || !subject.name) return null;
  const label = subject.name;
  switch (subject.category) {
    case 'admin':
      return { href: listHref(paths.admin.usersAdmin.getHref(), { search: subject.email }), label };
    case 'org':
      return subject.organisation
        ? { href: listHref(paths.admin.usersOrganisation.getHref(), { search: subject.organisation }), label }
        : null;
    case 'indv':
    case 'student':
    case 'agent':
      return { href: listHref(paths.admin.usersIndividual.getHref(), { search: subject.email }), label };
    default:
      return null;
  }
}

/** The page of the record an entry is about, where the product has one. */
export function auditLink(entry: Pick<TAuditEntry, 'entity_type' | 'subject'>): TAuditLink | null {
  const { subject } = entry;
  switch (entry.entity_type) {
    case 'document':
      return subject.name
        ? { href: listHref(paths.admin.documentsAll.getHref(), { search: subject.name }), label: subject.name }
        : null;
    case 'user':
      return personLink(subject);
    case 'organisation':
      return subject.name
        ? { href: listHref(paths.admin.serviceVerifyingBody.getHref(), { search: subject.name }), label: subject.name }
        : null;
    case 'service_charge':
      return { href: paths.admin.serviceCharge.getHref(), label: subject.name ?? 'Service charges' };
    case 'surcharge':
      return subject.organisation
        ? null
        : { href: paths.admin.serviceSurcharge.getHref(), label: 'Platform surcharge' };
    case 'transcript_service':
      return subject.organisation
        ? {
            href: listHref(paths.admin.serviceTranscript.getHref(), { search: subject.organisation }),
            label: subject.organisation,
          }
        : null;
    default:
      return null;
  }
}

const decisionVerbs: Record<string, string> = { verified: 'verified', queried: 'queried', archived: 'archived' };
const bodyVerbs: Record<string, string> = {
  verified: 'verified the verifying body',
  rejected: 'rejected the verifying body',
  suspended: 'suspended the verifying body',
  unverified: 'marked as unverified the verifying body',
};

/** The recorded label of a share link (its `after`, else its `before`), written as the owner named it. */
function shareLabel(entry: TAuditEntry): string | null {
  for (const state of [entry.after, entry.before]) {
    if (state && typeof state === 'object' && 'label' in state && typeof state.label === 'string') return state.label;
  }
  return null;
}

/** A number or a text the entry recorded in its `after` state, as `{ device: 'Chrome on Windows' }` or `{ ended: 3 }`. */
function recorded(entry: TAuditEntry, key: string): string | number | null {
  const after = entry.after;
  if (!after || typeof after !== 'object' || !(key in after)) return null;
  const value = (after as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

function sessionsEnded(entry: TAuditEntry): string {
  const ended = recorded(entry, 'ended');
  if (typeof ended !== 'number') return 'signed out everywhere else';
  return `signed out everywhere else (${ended} ${ended === 1 ? 'session' : 'sessions'})`;
}

/** What an action nobody has worded yet changed, by the kind of record; never the raw action's code. */
const recordNouns: Record<string, string> = {
  document: 'the request',
  user: 'the account of',
  organisation: 'the organisation',
  service_charge: 'the service charge for',
  surcharge: 'the surcharge of',
  transcript_service: 'the transcript service of',
  staff: 'the staff account of',
  mail: 'the e-mail',
  unaccredited_institution: 'the unaccredited awarding body',
};
const unnamedRecords: Record<string, string> = { document: 'a request', user: 'an account', staff: 'an account' };

function changedRecord(entry: TAuditEntry): string {
  const noun = recordNouns[entry.entity_type];
  const name = entry.subject.name;
  if (noun && name) return `changed ${noun} ${name}`;
  return `changed ${unnamedRecords[entry.entity_type] ?? 'a record'}`;
}

/**
 * What was done, after the actor's name. The switch covers every action the server writes (TypeScript checks
 * it); an action it does not know (from an older or newer server) still reads as a sentence about its record.
 */
function predicate(entry: TAuditEntry): string {
  const { subject, outcome } = entry;
  const request = quoted(subject.name, 'a request');
  const forBody = subject.organisation ? ` for ${subject.organisation}` : '';
  const person = quoted(subject.name, 'an account');
  const ofOrganisation = subject.organisation ? ` of ${subject.organisation}` : '';
  const action = entry.action as TAuditAction;
  switch (action) {
    case 'document.review_started':
      return `started reviewing ${request}${forBody}`;
    case 'document.decided':
    case 'document.decided_by_admin':
      return `${decisionVerbs[outcome ?? ''] ?? `set to ${outcome ?? 'a new status'}`} ${request}${forBody}`;
    case 'document.archived':
      return `archived ${request}${forBody}`;
    case 'document.restored':
      return `restored ${request}${forBody}`;
    case 'document.refunded':
      return `refunded the payment for ${request}${forBody}`;
    case 'document.share_created': {
      const label = shareLabel(entry);
      return `made ${label ? `the share link “${label}”` : 'a share link'} to ${request}`;
    }
    case 'document.share_revoked': {
      const label = shareLabel(entry);
      return `revoked ${label ? `the share link “${label}”` : 'a share link'} to ${request}`;
    }
    case 'user.activated':
      return `activated the account of ${person}`;
    case 'user.deactivated':
      return `deactivated the account of ${person}`;
    case 'user.updated':
      return `updated the account of ${person}`;
    case 'user.session_ended': {
      const device = recorded(entry, 'device');
      return device ? `signed out their session on ${device}` : 'signed out one of their sessions';
    }
    case 'user.other_sessions_ended':
      return sessionsEnded(entry);
    case 'user.sign_in_failures':
      return `paused sign-ins to the account of ${person} after several wrong passwords`;
    case 'admin.invited':
      return `invited ${quoted(subject.email ?? subject.name, 'someone')} to be an administrator`;
    case 'admin.updated':
      return `updated the administrator account of ${person}`;
    case 'organisation.verification_changed':
      return `${bodyVerbs[outcome ?? ''] ?? 'changed the verification of'} ${quoted(subject.name, 'an organisation')}`;
    case 'organisation.transcript_access_changed':
      return outcome === 'active'
        ? `granted transcript access to ${quoted(subject.name, 'an organisation')}`
        : `withdrew transcript access from ${quoted(subject.name, 'an organisation')}`;
    case 'organisation.domain_proven':
      return `proved that ${quoted(subject.name, 'an organisation')} controls its domain`;
    case 'organisation.evidence_sent':
      return `sent the registration or accreditation evidence of ${quoted(subject.name, 'an organisation')}`;
    case 'service_charge.created':
      return `set the service charge for ${quoted(subject.name, 'a document type')}`;
    case 'service_charge.updated':
      return `changed the service charge for ${quoted(subject.name, 'a document type')}`;
    case 'surcharge.created':
      return subject.organisation ? `set the surcharge of ${subject.organisation}` : 'set the platform surcharge';
    case 'surcharge.updated':
      return subject.organisation
        ? `changed the surcharge of ${subject.organisation}`
        : 'changed the platform surcharge';
    case 'transcript_service.created':
      return `set up the transcript service${ofOrganisation}`;
    case 'transcript_service.updated':
      return `updated the transcript service${ofOrganisation}`;
    case 'transcript_service.corrected':
      return `corrected the transcript service${ofOrganisation}`;
    case 'staff.created':
      return `added ${person} to the staff${ofOrganisation}`;
    case 'staff.updated':
      return `updated the staff account of ${person}${subject.organisation ? ` at ${subject.organisation}` : ''}`;
    case 'staff.deleted':
      return `removed ${person} from the staff${ofOrganisation}`;
    case 'mail.retried':
      return subject.email
        ? `sent again the e-mail “${quoted(subject.name, 'a message')}” to ${subject.email}`
        : `sent again ${entry.entity_id.includes(' ') ? entry.entity_id : 'an e-mail'}`;
    case 'unaccredited_institution.added':
      return `added ${quoted(subject.name, 'a body')} to the list of unaccredited awarding bodies`;
    case 'unaccredited_institution.imported':
      return `imported ${entry.entity_id} into the list of unaccredited awarding bodies`;
    case 'unaccredited_institution.removed':
      return `removed ${quoted(subject.name, 'a body')} from the list of unaccredited awarding bodies`;
    case 'account.factor_added':
      return 'added a passkey or authenticator app to their account';
    case 'account.factor_removed':
      return 'removed a passkey or authenticator app from their account';
    case 'account.recovery_codes_renewed':
      return 'made new recovery codes for their account';
    case 'account.recovery_code_used':
      return 'signed in with a recovery code';
    case 'account.second_factor_reset':
      return `reset the second factor of ${person}`;
    default:
      return unworded(action, entry);
  }
}

/**
 * The sentence for an action this build does not know. Typed `never`, so an action the server writes and this
 * switch does not word fails the build; one from an older or newer server still reads as a sentence.
 */
function unworded(_action: never, entry: TAuditEntry): string {
  return changedRecord(entry);
}

/** Who did what to which record, in words, with the record's page when it has one. */
export function auditSentence(entry: TAuditEntry): TAuditSentence {
  const who = entry.actor?.name ?? 'The service';
  return { text: `${who} ${predicate(entry)}`, link: auditLink(entry) };
}
