import type { TDocumentCredential } from '@docverify/contract/credentials/credential';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CredentialDetails } from '@/components/credential/credential-details';

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling?.textContent;

const credential = (document: Partial<TDocumentCredential['credentialSubject']['document']>) =>
  ({
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: 'urn:uuid:7d3f1c2a-4b5e-4c6d-8e9f-0a1b2c3d4e5f',
    type: ['VerifiableCredential', 'DocumentVerificationCredential'],
    issuer: { id: 'https://docverify.example', name: 'DocVerify' },
    validFrom: '2026-03-04T09:05:00.000Z',
    credentialSubject: {
      type: 'VerifiedDocument',
      name: 'Ngozi Chiamaka Adeyemi',
      givenName: 'Ngozi',
      additionalName: 'Chiamaka',
      familyName: 'Adeyemi',
      document: { type: 'ICAN', category: 'Professional', ...document },
      verification: {
        result: 'verified',
        verifiedBy: { name: 'ICAN', country: 'Nigeria' },
        decidedAt: '2026-03-04T09:05:00.000Z',
        applicationId: 'APP-0001',
        publicCode: 'VC-123',
      },
    },
    credentialStatus: {
      id: 'https://docverify.example/api/status-lists/1#7',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '7',
      statusListCredential: 'https://docverify.example/api/status-lists/1',
    },
  }) satisfies TDocumentCredential;

describe('credential details', () => {
  it('names the owner in full and shows the qualification beside the course', () => {
    render(<CredentialDetails credential={credential({ qualification: 'Associate', course: 'Taxation' })} />);
    expect(valueOf('Name on the document')).toBe('Ngozi Chiamaka Adeyemi');
    expect(valueOf('Qualification')).toBe('Associate');
    expect(valueOf('Course')).toBe('Taxation');
  });

  it('says a qualification once where the course only repeats it', () => {
    render(<CredentialDetails credential={credential({ qualification: 'Associate', course: 'Associate' })} />);
    expect(valueOf('Qualification')).toBe('Associate');
    expect(screen.queryByText('Course', { selector: 'dt' })).toBeNull();
  });
});
