import { describe, expect, it } from 'vitest';
import { ADMINISTRATOR, documentActions, worksQueue, type Viewer } from './policy';
import type { Principal } from './principal';

const principal = (overrides: Partial<Principal>): Principal => ({
  userId: 'u1',
  sessionId: 's1',
  firstName: 'Ada',
  lastName: 'Obi',
  category: 'staff',
  adminType: null,
  organisationId: 'org-a',
  secondFactor: { enrolled: true, pending: false, givenAt: null },
  organisationStatus: 'verified',
  transcriptAccess: 'inactive',
  ...overrides,
});

const document = (status: Parameters<typeof documentActions>[1]['status']) => ({
  status,
  organisation_id: 'org-a',
  uploaded_by_user_id: 'owner',
  uploader_organisation_id: null,
});

const verifier: Viewer = { kind: 'requester', userId: 'u1', organisationId: 'org-a', worksQueue: true };
const owner: Viewer = { kind: 'requester', userId: 'owner', organisationId: null, worksQueue: false };
const otherBody: Viewer = { kind: 'requester', userId: 'u9', organisationId: 'org-b', worksQueue: true };

describe('who works a verifying body queue', () => {
  it('admits only the account and staff of a verified body', () => {
    expect(worksQueue(principal({}))).toBe(true);
    expect(worksQueue(principal({ category: 'org' }))).toBe(true);
    for (const organisationStatus of ['unverified', 'suspended', 'rejected'] as const) {
      expect(worksQueue(principal({ organisationStatus })), organisationStatus).toBe(false);
    }
    expect(worksQueue(principal({ category: 'indv', organisationId: null, organisationStatus: null }))).toBe(false);
  });
});

describe('what a viewer may do with a request', () => {
  it('lets the receiving body decide only what is in review, and nobody else', () => {
    expect(documentActions(verifier, document('pending')).decide).toBe(true);
    expect(documentActions(verifier, document('verified')).decide).toBe(false);
    expect(documentActions(verifier, document('awaiting_payment')).decide).toBe(false);
    expect(documentActions(otherBody, document('pending')).decide).toBe(false);
    expect(documentActions({ ...verifier, worksQueue: false }, document('pending')).decide).toBe(false);
    expect(documentActions(owner, document('pending')).decide).toBe(false);
  });

  it('lets the receiving body start the review of a submitted request only (decision 018)', () => {
    expect(documentActions(verifier, document('submitted')).startReview).toBe(true);
    expect(documentActions(verifier, document('pending')).startReview).toBe(false);
    expect(documentActions(verifier, document('awaiting_payment')).startReview).toBe(false);
    expect(documentActions(otherBody, document('submitted')).startReview).toBe(false);
    expect(documentActions({ ...verifier, worksQueue: false }, document('submitted')).startReview).toBe(false);
    expect(documentActions(owner, document('submitted')).startReview).toBe(false);
    expect(documentActions(ADMINISTRATOR, document('submitted')).startReview).toBe(false);
  });

  it('lets the sending side pay and answer, and only administrators archive and restore', () => {
    expect(documentActions(owner, document('queried'))).toMatchObject({ answer: true, pay: false, archive: false });
    expect(documentActions(owner, document('awaiting_payment')).pay).toBe(true);
    expect(documentActions(verifier, document('queried')).answer).toBe(false);
    const colleague: Viewer = { kind: 'requester', userId: 'u5', organisationId: 'org-s', worksQueue: false };
    expect(documentActions(colleague, { ...document('queried'), uploader_organisation_id: 'org-s' }).answer).toBe(true);
    expect(documentActions(ADMINISTRATOR, document('verified'))).toEqual({
      decide: false,
      startReview: false,
      answer: false,
      pay: false,
      refundOverdue: false,
      archive: true,
      restore: false,
    });
    expect(documentActions(ADMINISTRATOR, document('archived'))).toMatchObject({ archive: false, restore: true });
  });

  it('offers the sending side a refund of a paid request past its due date, and nobody else', () => {
    const overdue = { ...document('pending'), overdue: true, payment_status: 'confirmed' as const };
    expect(documentActions(owner, overdue).refundOverdue).toBe(true);
    expect(documentActions(owner, { ...overdue, overdue: false }).refundOverdue).toBe(false);
    expect(documentActions(owner, { ...overdue, payment_status: 'pending' }).refundOverdue).toBe(false);
    expect(documentActions(verifier, overdue).refundOverdue).toBe(false);
    expect(documentActions(otherBody, overdue).refundOverdue).toBe(false);
    expect(documentActions(ADMINISTRATOR, overdue).refundOverdue).toBe(false);
  });
});
