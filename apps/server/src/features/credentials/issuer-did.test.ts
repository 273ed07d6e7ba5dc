import { describe, expect, it } from 'vitest';
import { issuerDidOf, verificationMethodOf } from './issuer-did';

describe('issuerDidOf', () => {
  it('is did:web of the host, the port colon encoded as did:web requires', () => {
    expect(issuerDidOf('https://verify.example.org')).toBe('did:web:verify.example.org');
    expect(issuerDidOf('http://localhost:3000')).toBe('did:web:localhost%3A3000');
    expect(issuerDidOf('https://example.org/docverify')).toBe('did:web:example.org');
  });

  it('names a key by the absolute DID URL of its verification method', () => {
    expect(verificationMethodOf('https://verify.example.org', 'abc')).toBe('did:web:verify.example.org#abc');
  });
});
