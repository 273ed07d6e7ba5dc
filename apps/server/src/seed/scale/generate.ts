import type { DocumentStatus, PaymentStatus } from '../../db/schema';
import type { TAuditAction } from '@docverify/contract/admin/audit';
import { documentSearchText, documentSortName } from '../../features/documents/search-text';
import { SANDBOX_DECLINE_REASON } from '../../features/payments/sandbox-gateway';
import { details } from './details';
import type { Keys } from './keys';
import { firstNames, lastNames, queriedNotes, verifiedNotes } from './names';
import type { ScalePlan } from './plan';
import { personEmail, type Account, type Body, type Population } from './population';
import { paymentSearchText } from '../../features/payment-attempts/search-text';
import { auditSearchText } from '../../features/audit/audit';
import type { AuditContext } from '../../features/audit/audit-context';
import { Weighted, type Random } from './random';
import type { SeededRows } from './tables';
import { isoString } from './time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Decided = 'verified' | 'queried';
type Reached = 'awaiting_payment' | 'submitted' | 'pending' | Decided;
/** Where requests end up: most are decided; the newest are still on their way whatever was drawn. */
const outcomes = new Weighted<Reached | 'archived'>(
  ['awaiting_payment', 'submitted', 'pending', 'verified', 'queried', 'archived'],
  [9, 9, 8, 52, 9, 13],
);
/** What an archived request was before an administrator archived it. */
const beforeArchiving = new Weighted<Reached>(
  ['verified', 'queried', 'awaiting_payment', 'submitted'],
  [60, 15, 20, 5],
);

export type SharedFiles = { document: string; proof: string };

/** Who sent a request: their account, and the organisations whose lists it also belongs to. */
type Uploader = Account & { first?: number; last?: number; organisationId: string | null; referrerId: string | null };

/** When each step of a request happened; a step missing has not happened (yet, or ever). */
type Timeline = {
  created: number;
  paid?: number;
  failed?: number;
  /** The verifier opened it ("review started") before deciding, as its own call with its own audit entry. */
  reviewedFirst: boolean;
  review?: number;
  decided?: number;
  archived?: number;
};

/**
 * Builds requests as the product's own calls would have left them (submit, pay, review, decide, archive): the
 * request row with its search text, one payment, its history with the version each step wrote, and the audit
 * entries the verifiers' and administrators' steps record (as `recordAudit` writes them).
 */
export class DocumentGenerator {
  /** Requests the busiest organisation received, and the power user sent: the summary reports them. */
  readonly counts = { busiestReceived: 0, powerUserSent: 0 };
  private readonly span: number;
  // The request being built, shared by the step helpers below.
  private rows!: SeededRows;
  private id = '';
  private context: AuditContext = { name: null, organisation: null, email: null, category: null };
  private created = 0;
  private version = 1;
  private status: DocumentStatus = 'awaiting_payment';
  /** The audit trail's row number, counted across every chunk (one generator writes them all, in order). */
  private auditSeq = 0;
  private readonly accounts: Map<string, Account>;

  constructor(
    private readonly plan: ScalePlan,
    private readonly population: Population,
    private readonly keys: Keys,
    private readonly random: Random,
    private readonly files: SharedFiles,
  ) {
    this.span = population.now - population.start;
    this.accounts = new Map(population.accounts.map((account) => [account.id, account]));
    this.auditSeq = population.seqAfter.audit_log;
  }

  /** Requests number `from` up to `to`, oldest first, appended to `rows`. */
  generate(from: number, to: number, rows: SeededRows): void {
    this.rows = rows;
    for (let index = from; index < to; index++) this.one(index);
  }

  private later(instant: number, min: number, max: number): number {
    return instant + Math.floor(this.random.between(min, max));
  }

  private uploader(created: number, receiver: Body): Uploader {
    const { population, plan, random } = this;
    const draw = random.next();
    if (draw < plan.powerUserShare) return { ...population.powerUser, organisationId: null, referrerId: null };
    if (draw < plan.powerUserShare + plan.sentByOrganisationsShare) {
      const sender = random.pick(population.senders);
      if (sender.organisationId !== receiver.id) return { ...sender, referrerId: null };
    }
    // Among the people who had signed up by then: older accounts have sent more.
    const { people } = population;
    const signedUp = Math.floor(((created - people.from) / people.span) * people.ids.length);
    const i = random.int(Math.min(people.ids.length, Math.max(1, signedUp)));
    const first_name = firstNames[people.first[i]!]!;
    const last_name = lastNames[people.last[i]!]!;
    return {
      id: people.ids[i]!,
      first: people.first[i]!,
      last: people.last[i]!,
      first_name,
      last_name,
      email: personEmail(i, first_name, last_name),
      organisationId: null,
      referrerId: people.referrer[i]!,
    };
  }

  /** The steps a request took, each at its own time; one that would fall after now has not happened. */
  private timeline(created: number, reached: Reached, archives: boolean, reviewable: boolean): Timeline {
    const { now } = this.population;
    const paid = reached === 'awaiting_payment' ? undefined : this.later(created, 2 * MINUTE, 2 * DAY);
    const failed = paid === undefined && this.random.chance(0.35) ? this.later(created, 5 * MINUTE, DAY) : undefined;
    const decides = paid !== undefined && (reached === 'verified' || reached === 'queried');
    const reviewedFirst =
      reviewable && paid !== undefined && (reached === 'pending' || (decides && this.random.chance(0.2)));
    let decided = decides ? this.later(paid, 2 * HOUR, 20 * DAY) : undefined;
    let review = reviewedFirst ? this.later(paid!, HOUR, 10 * DAY) : decided;
    if (decided !== undefined && review! > decided) [review, decided] = [decided, review];
    const last = decided ?? review ?? paid ?? failed ?? created;
    const archived = archives ? this.later(last, 30 * DAY, 300 * DAY) : undefined;
    const happened = (instant: number | undefined) => (instant !== undefined && instant <= now ? instant : undefined);
    return {
      created,
      paid: happened(paid),
      failed: happened(failed),
      reviewedFirst,
      review: happened(review),
      decided: happened(decided),
      archived: happened(archived),
    };
  }

  private one(index: number): void {
    const { population, random, keys } = this;
    const created = Math.floor(population.start + ((index + random.next()) / this.plan.documents) * this.span);
    const receiver = random.chance(this.plan.busiestShare) ? population.busiest : population.receivers.draw(random);
    const type = receiver.types.draw(random);
    const uploader = this.uploader(created, receiver);
    if (receiver === population.busiest) this.counts.busiestReceived += 1;
    if (uploader.id === population.powerUser.id) this.counts.powerUserSent += 1;
    // Bodies without accounts (the reference data's) are decided by administrators.
    const verifier = receiver.verifiers.length > 0 ? random.pick(receiver.verifiers) : undefined;
    const administrator = random.pick(population.administrators).id;
    const drawn = outcomes.draw(random);
    const reached = drawn === 'archived' ? beforeArchiving.draw(random) : drawn;
    const time = this.timeline(created, reached, drawn === 'archived', verifier !== undefined);
    const decision = time.decided !== undefined ? (reached as Decided) : undefined;
    const status: DocumentStatus = time.archived
      ? 'archived'
      : (decision ?? (time.review ? 'pending' : time.paid ? 'submitted' : 'awaiting_payment'));
    const paymentStatus: PaymentStatus = time.paid ? 'confirmed' : time.failed ? 'failed' : 'pending';
    const verifyInfo = decision ? random.pick(decision === 'verified' ? verifiedNotes : queriedNotes) : null;
    const own = uploader.first !== undefined && uploader.last !== undefined && random.chance(0.5);
    const searchable = {
      application_id: keys.applicationId(index, new Date(created).getUTCFullYear()),
      ref_id: keys.paymentReference(index),
      status,
      payment_status: paymentStatus,
      document_type_name: type.name,
      owner_first_name: firstNames[own ? uploader.first! : random.int(firstNames.length)]!,
      owner_middle_name: random.chance(0.3) ? random.pick(firstNames) : null,
      owner_last_name: lastNames[own ? uploader.last! : random.int(lastNames.length)]!,
    };
    const createdAt = isoString(created);
    this.id = keys.uuid(created);
    // What recordAudit stores for a request: its APP-… id and the body it was sent to (features/audit).
    this.context = { name: searchable.application_id, organisation: receiver.name, email: null, category: null };
    this.created = created;

    // The history, with the version each step leaves; settling a payment bumps it without a history line.
    this.version = 0;
    this.status = 'awaiting_payment';
    this.step(null, 'awaiting_payment', created, uploader.id, null, this.files.document);
    if (time.paid || time.failed) this.version += 1;
    if (time.paid) this.step(this.status, 'submitted', time.paid, uploader.id, 'Payment confirmed', null);
    const decider = verifier ?? administrator;
    if (time.review) {
      this.step(this.status, 'pending', time.review, decider, 'Review started', null);
      if (time.reviewedFirst) {
        this.audit(time.review, decider, 'document.review_started', { status: 'submitted' }, { status: 'pending' });
      }
    }
    if (decision && time.decided) {
      const before = time.reviewedFirst
        ? { status: 'pending', version: this.version }
        : { status: 'submitted', version: this.version - 1 };
      this.step(this.status, decision, time.decided, decider, verifyInfo, this.files.proof);
      const action = verifier ? 'document.decided' : 'document.decided_by_admin';
      this.audit(time.decided, decider, action, before, { status: decision, verify_info: verifyInfo });
    }
    if (time.archived) {
      const before = { status: this.status, version: this.version };
      this.step(this.status, 'archived', time.archived, administrator, 'Archived by an administrator', null);
      this.audit(time.archived, administrator, 'document.archived', before, {
        status: 'archived',
        version: this.version,
      });
    }
    const updated = time.archived ?? time.decided ?? time.review ?? time.paid ?? time.failed ?? created;

    this.rows.documents.push({
      id: this.id,
      ...searchable,
      uploaded_by_user_id: uploader.id,
      organisation_id: receiver.id,
      category_id: type.category_id,
      document_type_id: type.id,
      country_code: receiver.countryCode,
      version: this.version,
      verify_info: verifyInfo,
      viewer_code: decision === 'verified' ? keys.viewerCode(index) : null,
      owner_date_of_birth: isoString(Date.UTC(1965, 0, 1) + random.int(38 * 365) * DAY).slice(0, 10),
      ...details(random, type, receiver),
      file_id: this.files.document,
      proof_file_id: decision ? this.files.proof : null,
      search_text: documentSearchText({ ...searchable, tag: type.tag, body_name: receiver.name }),
      sort_name: documentSortName(searchable),
      decided_at: time.decided ? isoString(time.decided) : null,
      submitted_at: time.paid ? isoString(time.paid) : null,
      // Generated requests stand for history: none carries a promise, so none is flagged overdue.
      due_at: null,
      overdue_notice_at: null,
      sender_organisation_id: uploader.organisationId,
      referrer_organisation_id: uploader.referrerId,
      created_at: createdAt,
      updated_at: isoString(updated),
      seq: index + 1,
    });
    const settled = time.paid ?? time.failed;
    this.rows.payments.push({
      id: keys.uuid(created),
      reference: searchable.ref_id,
      document_id: this.id,
      payer_user_id: uploader.id,
      gateway: settled ? 'sandbox' : null,
      status: paymentStatus,
      currency: type.currency,
      amount_minor: type.charge,
      service_charge_minor: type.charge,
      organisation_surcharge_minor: 0,
      platform_surcharge_minor: 0,
      gateway_reference: settled ? searchable.ref_id : null,
      failure_reason: paymentStatus === 'failed' ? SANDBOX_DECLINE_REASON : null,
      created_at: createdAt,
      settled_at: settled ? isoString(settled) : null,
      search_text: paymentSearchText({
        reference: searchable.ref_id,
        ...searchable,
        payer_first_name: uploader.first_name,
        payer_last_name: uploader.last_name,
        payer_email: uploader.email,
      }),
      seq: index + 1,
      checkout_url: null,
      checkout_code: null,
      refund_status: null,
    });
  }

  private step(
    from: DocumentStatus | null,
    to: DocumentStatus,
    at: number,
    actor: string,
    note: string | null,
    file: string | null,
  ): void {
    this.version += 1;
    this.status = to;
    this.rows.document_events.push({
      id: this.keys.uuid(this.created),
      document_id: this.id,
      actor_user_id: actor,
      from_status: from,
      to_status: to,
      note,
      file_id: file,
      // A decision names the file it was made on: the request's one file, its original.
      decided_file_id: to === 'verified' || to === 'queried' ? this.files.document : null,
      document_version: this.version,
      created_at: isoString(at),
    });
  }

  private audit(at: number, actor: string, action: TAuditAction, before: object, after: object): void {
    this.rows.audit_log.push({
      id: this.keys.auditId(at),
      actor_user_id: actor,
      action,
      entity_type: 'document',
      entity_id: this.id,
      before_json: JSON.stringify(before),
      after_json: JSON.stringify(after),
      context_json: JSON.stringify(this.context),
      search_text: auditSearchText(
        { action, entityType: 'document', entityId: this.id },
        this.accounts.get(actor),
        this.context,
      ),
      created_at: isoString(at),
      seq: (this.auditSeq += 1),
    });
  }
}
