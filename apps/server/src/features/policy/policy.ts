import type { Principal } from './principal';

/**
 * Who may do what: every rule of the product in one place, as functions of the caller (and, for records, of the
 * record). Routes apply the role rules as guards before the body is read (`guards.ts`); services apply the
 * record rules; presenters send the outcome to the web app, which shows exactly what the server allows.
 */

export const isAdministrator = (p: Principal) => p.adminType !== null;
export const isSuperAdministrator = (p: Principal) => p.adminType === '1';

/** Individuals, students, agents, organisation accounts and staff send requests; administrators do not. */
export const isRequester = (p: Principal) => p.category !== null;

export const actsForOrganisation = (p: Principal) =>
  (p.category === 'org' || p.category === 'staff') && p.organisationId !== null;

/**
 * Only a body an administrator verified works its queue: sees what was sent to it, opens, reviews and decides.
 * Unverified, suspended and rejected bodies keep their account, profile and own requests (decision 014).
 */
export const worksQueue = (p: Principal) => actsForOrganisation(p) && p.organisationStatus === 'verified';

/** The organisation's own account (not its staff) manages staff. */
export const managesStaff = (p: Principal) => p.category === 'org' && p.organisationId !== null;

/** Inviting staff also needs a verified body: staff exist to work its queue. */
export const invitesStaff = (p: Principal) => managesStaff(p) && p.organisationStatus === 'verified';

/** Transcript services and surcharges: seen by the body's account and staff once an administrator enabled them… */
export const seesCharges = (p: Principal) => actsForOrganisation(p) && p.transcriptAccess === 'active';
/** …and changed by the account alone. */
export const changesCharges = (p: Principal) => seesCharges(p) && p.category === 'org';

/**
 * Administrators, verifying bodies and their staff must keep a second factor (decision 075): their password alone
 * can mark a document verified, move money or change who is trusted. Individuals may add one.
 */
export const mustHaveSecondFactor = (p: Principal) => p.adminType !== null || actsForOrganisation(p);

/** How long a second factor given on a session lets actions that mint trust or move money go through. */
export const STEP_UP_SECONDS = 5 * 60;

/** Where the session stands in signing in: it may act, or must first give its second factor, or set one up. */
export function signInStage(p: Principal): 'complete' | 'secondFactor' | 'enrolment' {
  if (p.secondFactor.pending) return 'secondFactor';
  if (!p.secondFactor.enrolled && mustHaveSecondFactor(p)) return 'enrolment';
  return 'complete';
}

/** Until when this session's step-up window runs; null when it has none open (or the account has no factor). */
export function stepUpUntil(p: Principal): Date | null {
  if (!p.secondFactor.enrolled || !p.secondFactor.givenAt) return null;
  return new Date(Date.parse(p.secondFactor.givenAt) + STEP_UP_SECONDS * 1000);
}

/**
 * Whether an action that asks for the second factor again may go ahead: the session gave it within the window.
 * An account with no second factor has nothing to give (only individuals, who may go without); its password
 * change still asks for the current password.
 */
export function steppedUp(p: Principal, now: Date): boolean {
  if (!p.secondFactor.enrolled) return true;
  const until = stepUpUntil(p);
  return until !== null && until > now;
}

/** Why a rule refused, in the words the caller sees (403). */
export function refusal(rule: Rule, p: Principal): string {
  switch (rule) {
    case 'administrator':
      return 'Only administrators may do this';
    case 'superAdministrator':
      return isAdministrator(p)
        ? 'Only a super administrator may manage administrators'
        : 'Only administrators may do this';
    case 'requester':
      return 'Administrators manage documents from the admin area';
    case 'worksQueue':
      if (!actsForOrganisation(p)) return 'Only verifying bodies receive documents';
      return p.organisationStatus === 'suspended'
        ? 'Your organisation is suspended: it cannot review or decide requests until an administrator restores it'
        : 'Your organisation is not verified yet: an administrator must verify it before it can review or decide requests';
    case 'actsForOrganisation':
      return 'Only organisation accounts and their staff may do this';
    case 'managesStaff':
      return "Only the organisation's account manages its staff";
    case 'invitesStaff':
      return managesStaff(p)
        ? 'Your organisation must be verified by an administrator before it can invite staff'
        : "Only the organisation's account manages its staff";
    case 'seesCharges':
    case 'changesCharges':
      if (!actsForOrganisation(p)) return 'Only verifying bodies set transcript services and charges';
      if (p.transcriptAccess !== 'active')
        return 'Your organisation has no transcript access: ask an administrator to enable it';
      return "Only your organisation's account can change its charges";
  }
}

export const rules = {
  administrator: isAdministrator,
  superAdministrator: isSuperAdministrator,
  requester: isRequester,
  actsForOrganisation,
  worksQueue,
  managesStaff,
  invitesStaff,
  seesCharges,
  changesCharges,
} satisfies Record<string, (p: Principal) => boolean>;

export type Rule = keyof typeof rules;

/** Who is looking at a record: an administrator, or a requester (who may also act for a verifying body). */
export type Viewer =
  { kind: 'administrator' } | { kind: 'requester'; userId: string; organisationId: string | null; worksQueue: boolean };

export const viewerOf = (p: Principal): Viewer =>
  isAdministrator(p)
    ? { kind: 'administrator' }
    : { kind: 'requester', userId: p.userId, organisationId: p.organisationId, worksQueue: worksQueue(p) };

type DocumentFacts = {
  status: 'awaiting_payment' | 'submitted' | 'pending' | 'verified' | 'queried' | 'archived';
  /** The verifying body it was sent to. */
  organisation_id: string;
  uploaded_by_user_id: string;
  /** The organisation the uploader acts for, when they act for one (its account and staff share its requests). */
  uploader_organisation_id: string | null;
  payment_status?: 'pending' | 'confirmed' | 'failed';
  /** Past its due date while it waits for its verifying body (the presenter works it out against the clock). */
  overdue?: boolean;
};

const inReview = (status: DocumentFacts['status']) => status === 'submitted' || status === 'pending';

/** The record rule for a verification request: what this viewer may do with it now (the contract's `can`). */
export function documentActions(viewer: Viewer, document: DocumentFacts) {
  if (viewer.kind === 'administrator') {
    return {
      decide: inReview(document.status),
      // Administrators decide when a body cannot; starting a review is the body's own signal to the requester.
      startReview: false,
      answer: false,
      pay: false,
      refundOverdue: false,
      archive: document.status !== 'archived',
      restore: document.status === 'archived',
    };
  }
  const sender =
    document.uploaded_by_user_id === viewer.userId ||
    (viewer.organisationId !== null && document.uploader_organisation_id === viewer.organisationId);
  const receiver =
    viewer.worksQueue && document.organisation_id === viewer.organisationId && document.status !== 'awaiting_payment';
  return {
    decide: receiver && inReview(document.status),
    startReview: receiver && document.status === 'submitted',
    answer: sender && document.status === 'queried',
    pay: sender && document.status === 'awaiting_payment',
    refundOverdue: sender && document.overdue === true && document.payment_status === 'confirmed',
    archive: false,
    restore: false,
  };
}

export const ADMINISTRATOR: Viewer = { kind: 'administrator' };

/** The user-level rules, as `/user` sends them (the contract's `TUser['can']`). */
export function userActions(p: Principal) {
  return {
    workQueue: worksQueue(p),
    manageStaff: managesStaff(p),
    inviteStaff: invitesStaff(p),
    seeCharges: seesCharges(p),
    changeCharges: changesCharges(p),
    manageAdministrators: isSuperAdministrator(p),
  };
}
