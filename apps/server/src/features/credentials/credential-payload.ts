import { CREDENTIAL_TYPE, VC_CONTEXT_V2, type TDocumentCredential } from '@docverify/contract/credentials/credential';
import type { CredentialFacts } from './credentials.repository';

export const ISSUER_NAME = 'DocVerify';

export const statusListUrl = (publicUrl: string, listId: number) => `${publicUrl}/api/status-lists/${listId}`;

/** The name as it was submitted: a middle name is part of how a person is known, and of telling two apart. */
export const fullName = (person: {
  owner_first_name: string;
  owner_middle_name: string | null;
  owner_last_name: string;
}) => [person.owner_first_name, person.owner_middle_name, person.owner_last_name].filter(Boolean).join(' ');

/**
 * Only what a stranger needs to rely on the result: no date of birth, no student number, no file (decision 022), only
 * the verified file's SHA-256 (decision 069).
 */
export function buildCredentialPayload(input: {
  credentialId: string;
  facts: CredentialFacts;
  publicUrl: string;
  statusListId: number;
  statusIndex: number;
  issuedAt: Date;
}): TDocumentCredential {
  const { facts, publicUrl } = input;
  const decidedAt = facts.decided_at ?? facts.updated_at;
  const institution = facts.verifier_name ?? facts.bank_name ?? facts.employer_name;
  const course = facts.course ?? facts.qualification;
  const listUrl = statusListUrl(publicUrl, input.statusListId);
  return {
    '@context': [VC_CONTEXT_V2],
    id: `urn:uuid:${input.credentialId}`,
    type: ['VerifiableCredential', CREDENTIAL_TYPE],
    issuer: { id: publicUrl, name: ISSUER_NAME },
    validFrom: decidedAt,
    credentialSubject: {
      type: 'VerifiedDocument',
      name: fullName(facts),
      givenName: facts.owner_first_name,
      ...(facts.owner_middle_name ? { additionalName: facts.owner_middle_name } : {}),
      familyName: facts.owner_last_name,
      // Optional fields are left out, never null, so a verifier's schema need not allow nulls.
      document: {
        type: facts.document_type_name,
        category: facts.tag,
        ...(institution ? { institution } : {}),
        ...(course ? { course } : {}),
        ...(facts.qualification ? { qualification: facts.qualification } : {}),
        ...(facts.start_year !== null ? { startYear: facts.start_year } : {}),
        ...(facts.end_year !== null ? { endYear: facts.end_year } : {}),
        fileSha256: facts.file_sha256,
      },
      verification: {
        result: 'verified',
        verifiedBy: {
          name: facts.organisation_name,
          ...(facts.country_name ? { country: facts.country_name } : {}),
        },
        decidedAt,
        applicationId: facts.application_id,
        publicCode: facts.viewer_code ?? '',
      },
    },
    credentialStatus: {
      id: `${listUrl}#${input.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(input.statusIndex),
      statusListCredential: listUrl,
    },
    iat: Math.floor(input.issuedAt.getTime() / 1000),
  };
}
