import { beforeEach, describe, expect, it } from 'vitest';
import { checkCredential, MAX_CREDENTIAL_CHARS } from '@/lib/credential-check/check-credential';
import { base64url, createIssuer, signWith, utf8, type TIssuer } from '@/lib/credential-check/credential-fixtures';

const fixedNow = () => new Date(2026, 10, 25, 12, 3);
let issuer: TIssuer;
const context = () => ({ fetch: issuer.fetch, issuer: issuer.origin, origin: issuer.origin, now: fixedNow });

beforeEach(async () => {
  issuer = await createIssuer();
});

/** The same JWS with its payload swapped for `payload`, the original signature kept. */
function swapPayload(jws: string, payload: unknown): string {
  const [header, , signature] = jws.split('.');
  return [header, base64url(utf8(JSON.stringify(payload))), signature].join('.');
}

describe('checkCredential', () => {
  it('says Valid for a credential DocVerify signed and has not revoked, and says what it checked', async () => {
    const result = await checkCredential(await issuer.credential(), context());

    expect(result.outcome).toBe('valid');
    expect(result.credential?.credentialSubject.name).toBe('Chidi Eze');
    expect(result.checks.every((check) => check.passed)).toBe(true);
    expect(result.checks.map((check) => check.sentence)).toEqual(
      expect.arrayContaining([
        "The signature matches DocVerify's published key",
        'The revocation list (signed, fetched at 12:03) says this credential has not been revoked',
      ]),
    );
  });

  it('says Valid on a page opened at another address of the issuer, fetching keys and list from that address', async () => {
    const elsewhere = { ...context(), origin: 'http://127.0.0.1:4310' };
    const result = await checkCredential(await issuer.credential(), elsewhere);

    expect(result.outcome).toBe('valid');
    expect(result.checks[1]).toMatchObject({
      sentence: 'It names DocVerify as its issuer',
      detail: `Issuer: ${issuer.origin}`,
    });
    expect(issuer.fetchedUrls()).toEqual([
      'http://127.0.0.1:4310/.well-known/jwks.json',
      'http://127.0.0.1:4310/api/status-lists/1',
    ]);
  });

  it('refuses an issuer that is only the address the page was opened at', async () => {
    const payload = issuer.credentialPayload();
    const result = await checkCredential(await issuer.credential(payload), {
      ...context(),
      issuer: 'https://docverify.example',
    });

    expect(result.outcome).toBe('foreign_issuer');
    expect(issuer.fetched()).toBe(0);
  });

  it('says Revoked when the credential’s bit is set in the signed status list, and reads bits MSB-first', async () => {
    const jws = await issuer.credential(issuer.credentialPayload(7));
    issuer.revoke(0);
    issuer.revoke(6);
    issuer.revoke(8);
    expect((await checkCredential(jws, context())).outcome).toBe('valid');

    issuer.revoke(7);
    const result = await checkCredential(jws, context());
    expect(result.outcome).toBe('revoked');
    expect(result.credential?.credentialSubject.verification.publicCode).toBe('VC-123');
    expect(result.checks.at(-1)).toEqual({
      passed: false,
      sentence: 'The revocation list (signed, fetched at 12:03) says this credential was revoked',
    });
  });

  it('says Tampered when the payload was changed after signing, and shows none of the changed words', async () => {
    const jws = await issuer.credential();
    const forged = issuer.credentialPayload(7, { name: 'Mallory Forger' });
    const result = await checkCredential(swapPayload(jws, forged), context());

    expect(result.outcome).toBe('tampered');
    expect(result.credential).toBeNull();
    expect(JSON.stringify(result)).not.toContain('Mallory');
  });

  it('says a credential signed with a key DocVerify never published is not ours (unknown_key)', async () => {
    const jws = await issuer.credential(issuer.credentialPayload(), {}, issuer.unpublished);
    const result = await checkCredential(jws, context());

    expect(result.outcome).toBe('unknown_key');
    expect(result.checks.at(-1)).toMatchObject({
      sentence: 'It was signed with a key DocVerify never published',
      detail: expect.stringContaining('no key named key-forged'),
    });
  });

  it('says a credential claiming a published kid but signed by another key is Tampered', async () => {
    const jws = await issuer.credential(issuer.credentialPayload(), { kid: issuer.key.kid }, issuer.unpublished);
    expect((await checkCredential(jws, context())).outcome).toBe('tampered');
  });

  it('never fetches from a foreign issuer named in the credential', async () => {
    const payload = { ...issuer.credentialPayload(), issuer: { id: 'https://attacker.example', name: 'DocVerify' } };
    const requested: string[] = [];
    const result = await checkCredential(await issuer.credential(payload), {
      ...context(),
      fetch: async (input, init) => {
        requested.push(input);
        return issuer.fetch(input, init);
      },
    });

    expect(result.outcome).toBe('foreign_issuer');
    expect(requested).toEqual([]);
  });

  it('refuses a status list on another origin, even in a credential that verifies', async () => {
    const payload = issuer.credentialPayload();
    payload.credentialStatus.statusListCredential = 'https://attacker.example/api/status-lists/1';
    const result = await checkCredential(await issuer.credential(payload), context());

    expect(result.outcome).toBe('status_unavailable');
    expect(result.checks.at(-1)).toMatchObject({
      sentence: 'We could not check whether it was revoked',
      detail: expect.stringContaining('not on DocVerify'),
    });
  });

  it.each([
    ['alg none', { alg: 'none' }],
    ['HS256', { alg: 'HS256' }],
    ['a JWT typ', { typ: 'JWT' }],
  ])('refuses a header with %s before fetching anything', async (_name, header) => {
    const [, payload, signature] = (await issuer.credential()).split('.');
    const forgedHeader = base64url(utf8(JSON.stringify({ alg: 'EdDSA', typ: 'vc+jwt', ...header })));
    const result = await checkCredential([forgedHeader, payload, signature].join('.'), context());

    expect(result.outcome).toBe('malformed');
    expect(issuer.fetched()).toBe(0);
  });

  it.each([
    ['empty text', ''],
    ['words', 'this is my degree, honest'],
    ['a JSON document', '{"@context":[]}'],
    ['three parts of garbage', 'a.b.c'],
  ])('calls %s malformed', async (_name, input) => {
    expect((await checkCredential(input, context())).outcome).toBe('malformed');
  });

  it('refuses a huge paste before parsing it', async () => {
    const result = await checkCredential('a'.repeat(MAX_CREDENTIAL_CHARS + 1), context());
    expect(result.outcome).toBe('malformed');
    expect(issuer.fetched()).toBe(0);
  });

  it('says the check could not finish when the status list is not signed by DocVerify', async () => {
    const jws = await issuer.credential();
    const fakeList = await signWith(issuer.unpublished, { id: 'x' }, { typ: 'vc+jwt' });
    const result = await checkCredential(jws, {
      ...context(),
      fetch: async (input, init) =>
        input.includes('/status-lists/') ? new Response(fakeList) : issuer.fetch(input, init),
    });

    expect(result.outcome).toBe('status_unavailable');
    expect(result.checks.at(-1)?.detail).toContain('the revocation list is not genuine');
  });

  it('says the check could not finish when the keys cannot be fetched', async () => {
    const result = await checkCredential(await issuer.credential(), {
      ...context(),
      fetch: async () => new Response('down', { status: 503 }),
    });
    expect(result.outcome).toBe('status_unavailable');
  });
});
