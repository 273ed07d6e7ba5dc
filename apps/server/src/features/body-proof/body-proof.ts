import type { TBodyProof, TBodyReview } from '@docverify/contract/organisations/body-proof';
import { domainOfAddress, isAtDomain } from '@docverify/contract/organisations/body-proof';
import { CATEGORY_IDS, type TCategoryId } from '@docverify/contract/documents/vocabulary';
import type { AppContext } from '../../context';
import { isoNow } from '../../lib/clock';
import { LOOK_ALIKE_THRESHOLD, nameSimilarity, nameWords } from '../../lib/body-names';
import { AppError } from '../../lib/errors';
import { clearThrottle, requireUnthrottled, waitInWords } from '../../lib/throttle';
import { domainCodeMail } from '../../mail/templates';
import { recordAudit } from '../audit/audit';
import { issueCode, redeemCode } from '../auth/one-time-codes';
import type { Upload } from '../documents/multipart';
import { newStorageKey, storedFileRow } from '../documents/submit-document';
import {
  findBodiesWithDomain,
  findBodyProofRow,
  findLookAlikeCandidates,
  markDomainProven,
  recordEvidence,
  type BodyProofRow,
} from './body-proof.repository';

const isCategoryId = (value: string): value is TCategoryId => (CATEGORY_IDS as readonly string[]).includes(value);

function present(row: BodyProofRow): TBodyProof {
  return {
    website: row.website,
    domain: row.domain,
    categories: (row.categories ?? '').split(',').filter(isCategoryId),
    domain_verified_at: row.domain_verified_at,
    domain_contact_email: row.domain_contact_email,
    evidence:
      row.evidence_id !== null
        ? {
            file_name: row.evidence_file_name!,
            mime_type: row.evidence_mime_type!,
            size_bytes: Number(row.evidence_size_bytes),
            uploaded_at: row.evidence_uploaded_at!,
          }
        : null,
  };
}

async function loadBody(ctx: AppContext, organisationId: string): Promise<BodyProofRow> {
  const row = await findBodyProofRow(ctx.db, organisationId);
  if (!row) throw new AppError('NOT_FOUND', 'No such organisation', { organisation_id: 'No such organisation' });
  return row;
}

export async function getBodyProof(ctx: AppContext, organisationId: string): Promise<TBodyProof> {
  return present(await loadBody(ctx, organisationId));
}

const NO_DOMAIN = 'Your body has no domain on record: contact an administrator';

/**
 * Sends a code to an address the body names at its own domain. The code is bound to the body (a code sent for
 * one body never proves the domain for another, even one naming the same domain) and to the address; codes are
 * valid ten minutes, one a minute at most, fewer still after a few to one address.
 */
export async function sendDomainCode(ctx: AppContext, organisationId: string, address: string): Promise<string> {
  const body = await loadBody(ctx, organisationId);
  if (!body.domain) throw new AppError('CONFLICT', NO_DOMAIN);
  if (!isAtDomain(domainOfAddress(address), body.domain)) {
    throw AppError.validation('address', `Enter an address at ${body.domain}, such as registrar@${body.domain}`);
  }
  await issueCode(ctx, { email: address, userId: body.id }, 'domain', (code) =>
    domainCodeMail(address, body.name, code),
  );
  return `We sent a code to ${address}: enter it here to prove that ${body.name} controls ${body.domain}`;
}

/** The address the latest code was sent to is the one proven; a wrong, used or expired code proves nothing. */
export async function confirmDomainCode(
  ctx: AppContext,
  caller: { userId: string; organisationId: string },
  input: { code: string; address: string },
): Promise<TBodyProof> {
  const body = await loadBody(ctx, caller.organisationId);
  if (!body.domain) throw new AppError('CONFLICT', NO_DOMAIN);
  const throttleKey = `domain:${body.id}`;
  await requireUnthrottled(
    ctx,
    'codeEntry',
    throttleKey,
    (wait) => `Too many codes entered: try again in ${waitInWords(wait)}`,
  );
  if (!isAtDomain(domainOfAddress(input.address), body.domain)) {
    throw AppError.validation('address', `Enter an address at ${body.domain}`);
  }
  await redeemCode(ctx, { email: input.address, userId: body.id }, 'domain', input.code);
  await clearThrottle(ctx, 'codeEntry', throttleKey);
  const now = isoNow(ctx.clock);
  // The administrators' trail says who proved it, through which address, in the same transaction as the proof.
  await ctx.db.transaction().execute(async (trx) => {
    await markDomainProven(trx, { organisationId: body.id, domain: body.domain!, address: input.address, now });
    await recordAudit(trx, {
      actorUserId: caller.userId,
      action: 'organisation.domain_proven',
      entityType: 'organisation',
      entityId: body.id,
      before: { domain_verified_at: body.domain_verified_at },
      after: { domain: body.domain, domain_contact_email: input.address, domain_verified_at: now },
      now,
    });
  });
  return getBodyProof(ctx, body.id);
}

/** Stores the evidence (a PDF or an image, checked by its bytes) and makes it the body's; a new one replaces it. */
export async function uploadEvidence(
  ctx: AppContext,
  caller: { userId: string; organisationId: string },
  upload: Upload,
): Promise<TBodyProof> {
  await loadBody(ctx, caller.organisationId);
  const clockNow = ctx.clock.now();
  const now = clockNow.toISOString();
  const file = storedFileRow(upload, newStorageKey(clockNow), caller.userId, now);
  // Written before it is recorded: a process that dies between the two leaves an orphan the sweep removes.
  await ctx.files.put(file.storage_key, upload.bytes, file.mime_type);
  await ctx.db.transaction().execute(async (trx) => {
    await recordEvidence(trx, caller.organisationId, file, now);
    await recordAudit(trx, {
      actorUserId: caller.userId,
      action: 'organisation.evidence_sent',
      entityType: 'organisation',
      entityId: caller.organisationId,
      after: { evidence_file_id: file.id, file_name: file.file_name, size_bytes: file.size_bytes },
      now,
    });
  });
  return getBodyProof(ctx, caller.organisationId);
}

/** What stands between a body and its verification, in words; empty when nothing does. */
export function missingForVerification(row: Pick<BodyProofRow, 'domain' | 'domain_verified_at' | 'evidence_id'>) {
  const missing: string[] = [];
  if (!row.domain) missing.push('it has named no domain');
  else if (!row.domain_verified_at) missing.push(`it has not proven control of ${row.domain}`);
  if (row.evidence_id === null) missing.push('it has sent no registration or accreditation evidence');
  return missing;
}

/**
 * Refuses to verify a body that has not proven control of its domain or sent its evidence (409): an impostor
 * naming a university's domain cannot get through without a code sent to an address there.
 */
export async function requireProvenBody(ctx: AppContext, organisationId: string): Promise<void> {
  const missing = missingForVerification(await loadBody(ctx, organisationId));
  if (missing.length === 0) return;
  const message = `This body cannot be verified yet: ${missing.join(', and ')}`;
  throw new AppError('CONFLICT', message, { verification_status: message });
}

/** The administrator's review: the proof, look-alike names with their scores, and bodies naming the same domain. */
export async function reviewBody(ctx: AppContext, organisationId: string): Promise<TBodyReview> {
  const row = await loadBody(ctx, organisationId);
  const candidates = await findLookAlikeCandidates(ctx.db, nameWords(row.name), row.id);
  const lookAlikes = candidates
    .map((candidate) => ({ ...candidate, score: nameSimilarity(row.name, candidate.name) }))
    .filter((candidate) => candidate.score >= LOOK_ALIKE_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  const sameDomain = row.domain ? await findBodiesWithDomain(ctx.db, row.domain, row.id) : [];
  return {
    ...present(row),
    look_alikes: lookAlikes,
    domain_used_by: sameDomain,
    missing: missingForVerification(row),
  };
}

/** The evidence file's record and where it is stored, for the administrator's download. */
export async function openEvidence(ctx: AppContext, organisationId: string) {
  const row = await loadBody(ctx, organisationId);
  if (row.evidence_id === null || row.evidence_storage_key === null) {
    throw new AppError('NOT_FOUND', 'This body has sent no evidence');
  }
  return {
    fileName: row.evidence_file_name!,
    mimeType: row.evidence_mime_type!,
    stream: await ctx.files.read(row.evidence_storage_key),
  };
}
