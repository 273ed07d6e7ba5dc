import type { TFraudSignal } from '@docverify/contract/fraud-signals/signals';
import { normaliseInstitutionName } from '@docverify/contract/fraud-signals/normalise';
import type { AppContext } from '../../context';
import type { PresentableDocumentRow } from '../documents/documents.repository';
import { listedInstitutions, otherOwnersUploads, ownerFileHashes } from './fraud-signals.repository';

/** A few are enough to make a verifier look twice; more would only lengthen the box. */
export const MAX_DUPLICATE_SIGNALS = 5;

/** Who reads the signals: a verifier learns that another upload exists and when; an administrator also which. */
export type SignalReader = 'verifier' | 'administrator';

type SignalDocument = Pick<
  PresentableDocumentRow,
  'id' | 'uploaded_by_user_id' | 'sender_organisation_id' | 'verifier_name' | 'organisation_name'
>;

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Reasons to look twice at a request (decision 024): a file identical to one uploaded for another
 * person's request, and an awarding body named on the request that the administrators' list calls unaccredited.
 * Only read: nothing here changes the request — the person deciding weighs the reasons.
 */
export async function fraudSignals(
  ctx: AppContext,
  document: SignalDocument,
  reader: SignalReader,
): Promise<TFraudSignal[]> {
  const [duplicates, unaccredited] = await Promise.all([
    duplicateFileSignals(ctx, document, reader),
    unaccreditedSignals(ctx, document),
  ]);
  return [...duplicates, ...unaccredited];
}

async function duplicateFileSignals(
  ctx: AppContext,
  document: SignalDocument,
  reader: SignalReader,
): Promise<TFraudSignal[]> {
  const hashes = await ownerFileHashes(ctx.db, document.id);
  const others = await otherOwnersUploads(
    ctx.db,
    hashes,
    {
      documentId: document.id,
      uploaderId: document.uploaded_by_user_id,
      senderOrganisationId: document.sender_organisation_id,
    },
    MAX_DUPLICATE_SIGNALS,
  );
  return others.map((other) => {
    // The other person, their request and its verifying body stay hidden from a verifier: only existence and date.
    const which = reader === 'administrator' ? ` (${other.applicationId})` : '';
    return {
      kind: 'duplicate_file',
      reason:
        `The same file (identical SHA-256) was uploaded for another person's request${which} ` +
        `on ${longDate.format(new Date(other.uploadedAt))}.`,
      uploaded_at: other.uploadedAt,
      other_application_id: reader === 'administrator' ? other.applicationId : null,
    };
  });
}

/** The names a request gives its awarding body: the institution typed on the form, and the body it was sent to. */
function namesOnRequest(document: SignalDocument): Map<string, string> {
  const names = new Map<string, string>();
  for (const name of [document.verifier_name, document.organisation_name]) {
    const normalised = name ? normaliseInstitutionName(name) : '';
    if (normalised && !names.has(normalised)) names.set(normalised, name!.trim());
  }
  return names;
}

async function unaccreditedSignals(ctx: AppContext, document: SignalDocument): Promise<TFraudSignal[]> {
  const names = namesOnRequest(document);
  const listed = await listedInstitutions(ctx.db, [...names.keys()]);
  return listed.map((entry) => {
    const namedAs = names.get(entry.normalised_name) ?? entry.name;
    const listedAs = namedAs === entry.name ? '' : ` as “${entry.name}”`;
    return {
      kind: 'unaccredited_institution',
      reason: `“${namedAs}” is on the list of unaccredited awarding bodies${listedAs} (source: ${entry.source}).`,
      named_as: namedAs,
      listed_name: entry.name,
      source: entry.source,
      country_code: entry.country_code,
    };
  });
}
