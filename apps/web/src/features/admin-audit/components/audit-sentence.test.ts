import { AUDIT_ACTIONS, type TAuditEntry } from '@docverify/contract/admin/audit';
import { describe, expect, it } from 'vitest';
import { auditSentence } from '@/features/admin-audit/components/audit-sentence';

const noSubject = { name: null, organisation: null, email: null, category: null };
const entry = (overrides: Partial<TAuditEntry>): TAuditEntry => ({
  id: 'audit-1',
  actor: { id: 'user-1', name: 'Ada Obi', email: 'ada@example.test' },
  action: 'document.decided',
  entity_type: 'document',
  entity_id: '0b5c7e1e-uuid',
  subject: noSubject,
  outcome: null,
  before: null,
  after: null,
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
const request = { ...noSubject, name: 'APP-2026-000123', organisation: 'University of Lagos' };

describe('the audit trail in words', () => {
  it('says which way a request was decided, by its APP-… id and body, with a link to it', () => {
    expect(auditSentence(entry({ subject: request, outcome: 'verified' }))).toEqual({
      text: 'Ada Obi verified APP-2026-000123 for University of Lagos',
      link: { href: '/admin/document/all?search=APP-2026-000123', label: 'APP-2026-000123' },
    });
    expect(auditSentence(entry({ subject: request, outcome: 'queried' })).text).toBe(
      'Ada Obi queried APP-2026-000123 for University of Lagos',
    );
    expect(auditSentence(entry({ action: 'document.review_started', subject: request })).text).toBe(
      'Ada Obi started reviewing APP-2026-000123 for University of Lagos',
    );
    expect(auditSentence(entry({ action: 'document.archived', subject: request, actor: null })).text).toBe(
      'The service archived APP-2026-000123 for University of Lagos',
    );
  });

  it('names the person whose account changed and links to their list by e-mail', () => {
    const tunde = { name: 'Tunde Bakare', organisation: null, email: 'tunde@example.test', category: 'indv' };
    expect(
      auditSentence(
        entry({
          actor: { id: 'a', name: 'Chinedu Eze', email: 'c@example.test' },
          action: 'user.deactivated',
          entity_type: 'user',
          subject: tunde,
          outcome: 'inactive',
        }),
      ),
    ).toEqual({
      text: 'Chinedu Eze deactivated the account of Tunde Bakare',
      link: { href: '/admin/user/individual?search=tunde%40example.test', label: 'Tunde Bakare' },
    });
    const admin = { ...tunde, category: 'admin' };
    expect(auditSentence(entry({ action: 'admin.updated', entity_type: 'user', subject: admin })).link?.href).toBe(
      '/admin/user/admin?search=tunde%40example.test',
    );
    const invited = { ...noSubject, name: 'new@example.test', email: 'new@example.test' };
    expect(auditSentence(entry({ action: 'admin.invited', entity_type: 'user', subject: invited })).text).toBe(
      'Ada Obi invited new@example.test to be an administrator',
    );
  });

  it('reads a verifying body decision, transcript access, charges and staff', () => {
    const body = { ...noSubject, name: 'Covenant University' };
    const decided = entry({ action: 'organisation.verification_changed', entity_type: 'organisation', subject: body });
    expect(auditSentence({ ...decided, outcome: 'suspended' })).toEqual({
      text: 'Ada Obi suspended the verifying body Covenant University',
      link: { href: '/admin/service/verifyingbody?search=Covenant+University', label: 'Covenant University' },
    });
    const access = entry({
      action: 'organisation.transcript_access_changed',
      entity_type: 'organisation',
      subject: body,
    });
    expect(auditSentence({ ...access, outcome: 'active' }).text).toBe(
      'Ada Obi granted transcript access to Covenant University',
    );
    const proven = entry({ action: 'organisation.domain_proven', entity_type: 'organisation', subject: body });
    expect(auditSentence(proven).text).toBe('Ada Obi proved that Covenant University controls its domain');
    const evidence = entry({ action: 'organisation.evidence_sent', entity_type: 'organisation', subject: body });
    expect(auditSentence(evidence).text).toBe(
      'Ada Obi sent the registration or accreditation evidence of Covenant University',
    );
    expect(auditSentence({ ...access, outcome: 'inactive' }).text).toBe(
      'Ada Obi withdrew transcript access from Covenant University',
    );
    const charge = entry({
      action: 'service_charge.updated',
      entity_type: 'service_charge',
      subject: { ...noSubject, name: "Bachelor's" },
    });
    expect(auditSentence(charge)).toEqual({
      text: "Ada Obi changed the service charge for Bachelor's",
      link: { href: '/admin/service/servicecharge', label: "Bachelor's" },
    });
    expect(
      auditSentence(entry({ action: 'surcharge.updated', entity_type: 'surcharge', subject: noSubject })).text,
    ).toBe('Ada Obi changed the platform surcharge');
    const staff = { name: 'Kemi Ade', organisation: 'Covenant University', email: 'k@example.test', category: 'staff' };
    expect(auditSentence(entry({ action: 'staff.deleted', entity_type: 'staff', subject: staff }))).toEqual({
      text: 'Ada Obi removed Kemi Ade from the staff of Covenant University',
      link: null,
    });
  });

  it('reads an e-mail sent again, and still makes a sentence of an action it does not know', () => {
    const mail = { ...noSubject, name: 'Your sign-up code', email: 'x@example.test' };
    expect(auditSentence(entry({ action: 'mail.retried', entity_type: 'mail', subject: mail })).text).toBe(
      'Ada Obi sent again the e-mail “Your sign-up code” to x@example.test',
    );
    expect(
      auditSentence(entry({ action: 'mail.retried', entity_type: 'mail', entity_id: '3 messages', subject: noSubject }))
        .text,
    ).toBe('Ada Obi sent again 3 messages');
    expect(auditSentence(entry({ action: 'planet.renamed', entity_type: 'planet', subject: noSubject }))).toEqual({
      text: 'Ada Obi changed a record',
      link: null,
    });
    // A new action on a known kind of record names the record, never the raw action.
    expect(auditSentence(entry({ action: 'document.renamed', subject: request })).text).toBe(
      'Ada Obi changed the request APP-2026-000123',
    );
    expect(auditSentence(entry({ action: 'user.renamed', entity_type: 'user', subject: noSubject })).text).toBe(
      'Ada Obi changed an account',
    );
  });

  it("reads an owner's share links and a refund by the request they belong to", () => {
    const created = entry({
      action: 'document.share_created',
      subject: request,
      after: { share_id: 's-1', label: 'Acme HR', expires_at: null },
    });
    expect(auditSentence(created)).toEqual({
      text: 'Ada Obi made the share link “Acme HR” to APP-2026-000123',
      link: { href: '/admin/document/all?search=APP-2026-000123', label: 'APP-2026-000123' },
    });
    const revoked = entry({
      action: 'document.share_revoked',
      subject: request,
      after: { share_id: 's-1', label: 'Default link', revoked_at: '2026-03-01T10:00:00.000Z' },
    });
    expect(auditSentence(revoked).text).toBe('Ada Obi revoked the share link “Default link” to APP-2026-000123');
    expect(auditSentence({ ...revoked, after: null }).text).toBe('Ada Obi revoked a share link to APP-2026-000123');
    expect(auditSentence(entry({ action: 'document.refunded', subject: request, actor: null })).text).toBe(
      'The service refunded the payment for APP-2026-000123 for University of Lagos',
    );
    const tunde = { name: 'Tunde Bakare', organisation: null, email: 'tunde@example.test', category: 'indv' };
    expect(auditSentence(entry({ action: 'user.updated', entity_type: 'user', subject: tunde })).text).toBe(
      'Ada Obi updated the account of Tunde Bakare',
    );
  });

  it('reads sessions a person signed out, and a burst of wrong passwords at an account', () => {
    const ada = { name: 'Ada Obi', organisation: null, email: 'ada@example.test', category: 'indv' };
    const own = { entity_type: 'user', subject: ada };
    expect(
      auditSentence(entry({ ...own, action: 'user.session_ended', after: { device: 'Chrome on Windows' } })).text,
    ).toBe('Ada Obi signed out their session on Chrome on Windows');
    expect(auditSentence(entry({ ...own, action: 'user.other_sessions_ended', after: { ended: 1 } })).text).toBe(
      'Ada Obi signed out everywhere else (1 session)',
    );
    expect(auditSentence(entry({ ...own, action: 'user.other_sessions_ended', after: { ended: 3 } })).text).toBe(
      'Ada Obi signed out everywhere else (3 sessions)',
    );
    const burst = entry({ ...own, action: 'user.sign_in_failures', actor: null, after: { network: '203.0.113.x' } });
    expect(auditSentence(burst)).toEqual({
      text: 'The service paused sign-ins to the account of Ada Obi after several wrong passwords',
      link: { href: '/admin/user/individual?search=ada%40example.test', label: 'Ada Obi' },
    });
  });

  it('gives every action the server records a sentence of its own, without its code', () => {
    for (const action of AUDIT_ACTIONS) {
      const text = auditSentence(entry({ action, entity_type: action.split('.')[0]!, subject: request })).text;
      expect(text, action).not.toMatch(/[a-z]+\.[a-z_]+|\bchanged (a record|the request|an account)$/);
    }
  });
});
