/**
 * The platform's issuer identifier: a `did:web` for the host of PUBLIC_URL, whose DID document is served at
 * `/.well-known/did.json` on that host. A verifier that knows only this DID finds every key that ever signed.
 * did:web encodes the port's colon as `%3A`; a path in PUBLIC_URL is not part of the DID, because the document
 * lives at the host's root.
 */
export function issuerDidOf(publicUrl: string): string {
  return `did:web:${encodeURIComponent(new URL(publicUrl).host)}`;
}

/** The absolute DID URL of one signing key (its verification method): what a JWS header's `kid` names. */
export function verificationMethodOf(publicUrl: string, kid: string): string {
  return `${issuerDidOf(publicUrl)}#${kid}`;
}
