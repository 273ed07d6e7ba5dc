import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import { createIssuer, utf8, type TIssuer } from '@/lib/credential-check/credential-fixtures';
import { MAX_CERTIFICATE_BYTES, readCertificate } from '@/lib/credential-check/read-certificate';

let issuer: TIssuer;
const context = () => ({ fetch: issuer.fetch, issuer: issuer.origin, origin: issuer.origin });

beforeEach(async () => {
  issuer = await createIssuer();
});

/** The file with one byte changed where any PDF reader still opens it: its version, '%PDF-1.7' → '%PDF-1.6'. */
function editOneByte(file: Uint8Array): Uint8Array {
  const copy = file.slice();
  expect(new TextDecoder().decode(copy.subarray(0, 8))).toBe('%PDF-1.7');
  copy[7] = '6'.charCodeAt(0);
  return copy;
}

describe('readCertificate', () => {
  it('says Valid for an untouched certificate, naming the seal and the credential checks', async () => {
    const file = await issuer.certificate(await issuer.credential());
    const result = await readCertificate(file, context());

    expect(result.outcome).toBe('valid');
    expect(result.credentialCheck?.credential?.credentialSubject.document.institution).toBe('University of Lagos');
    expect(result.checks[0]).toEqual({
      passed: true,
      sentence: 'The file matches its seal, signed by DocVerify: not a byte changed since issue',
      detail: expect.stringContaining('key id key-2026-1'),
    });
    expect(result.checks.every((check) => check.passed)).toBe(true);
  });

  it('says Revoked for the same file once its credential is revoked', async () => {
    const file = await issuer.certificate(await issuer.credential(issuer.credentialPayload(42)));
    issuer.revoke(42);
    expect((await readCertificate(file, context())).outcome).toBe('revoked');
  });

  it('says the file was tampered with after one byte changed, and that the credential inside is genuine', async () => {
    const file = editOneByte(await issuer.certificate(await issuer.credential()));
    const result = await readCertificate(file, context());

    expect(result.outcome).toBe('tampered_file');
    expect(result.checks[0]?.passed).toBe(false);
    expect(result.checks[0]?.sentence).toContain('do not match its seal');
    expect(result.credentialCheck?.outcome).toBe('valid');
    expect(result.credentialCheck?.credential?.credentialSubject.name).toBe('Chidi Eze');
  });

  it('says Tampered when something is appended after the seal (an incremental update the seal would not cover)', async () => {
    const file = await issuer.certificate(await issuer.credential());
    const appended = new Uint8Array([...file, ...utf8('1 0 obj (Forged) endobj\n%%EOF\n')]);
    expect((await readCertificate(appended, context())).outcome).toBe('tampered_file');
  });

  it('says Tampered when the seal was copied from another certificate', async () => {
    const original = await issuer.certificate(await issuer.credential());
    const other = await issuer.certificate(await issuer.credential(issuer.credentialPayload(8)), { seal: false });
    const sealLine = original.subarray(original.lastIndexOf(10, original.length - 2));
    const grafted = new Uint8Array([...other, ...sealLine]);
    expect((await readCertificate(grafted, context())).outcome).toBe('tampered_file');
  });

  it('says Tampered, not "not a certificate", when the edit also removed the credential', async () => {
    const original = await issuer.certificate(await issuer.credential());
    const sealLine = original.subarray(original.lastIndexOf(10, original.length - 2));
    const blank = await PDFDocument.create();
    blank.addPage();
    const stripped = new Uint8Array([...(await blank.save()), ...sealLine]);
    const result = await readCertificate(stripped, context());

    expect(result.outcome).toBe('tampered_file');
    expect(result.credentialCheck).toBeNull();
  });

  it('says Tampered when the seal names a different credential than the one attached', async () => {
    const file = await issuer.certificate(await issuer.credential(), { credentialId: 'urn:uuid:someone-else' });
    const result = await readCertificate(file, context());

    expect(result.outcome).toBe('tampered_file');
    expect(result.checks.map((check) => check.sentence)).toContain(
      'The seal belongs to a different credential than the one in this file',
    );
  });

  it('reports a tampered credential inside a re-sealed-looking file as the credential’s own outcome', async () => {
    const forged = await issuer.credential(issuer.credentialPayload(), {}, issuer.unpublished);
    const result = await readCertificate(await issuer.certificate(forged), context());
    expect(result.outcome).toBe('unknown_key');
  });

  it('says a PDF without a seal is not a DocVerify certificate', async () => {
    const file = await issuer.certificate(await issuer.credential(), { seal: false });
    const result = await readCertificate(file, context());

    expect(result.outcome).toBe('not_a_certificate');
    expect(result.checks[0]?.sentence).toContain('no DocVerify seal');
  });

  it.each([
    ['garbage bytes', utf8('hello, this is not a pdf')],
    ['an empty file', new Uint8Array()],
    ['a PDF header and nothing else', utf8('%PDF-1.7\n%DOCVERIFY-SEAL a.b.c\n')],
  ])('says %s is not a certificate', async (_name, bytes) => {
    expect((await readCertificate(bytes, context())).outcome).toMatch(/not_a_certificate|tampered_file/);
  });

  it('refuses a file over 5 MB before reading it', async () => {
    const huge = new Uint8Array(MAX_CERTIFICATE_BYTES + 1);
    huge.set(utf8('%PDF-1.7\n'));
    const result = await readCertificate(huge, context());

    expect(result.outcome).toBe('not_a_certificate');
    expect(result.checks[0]?.sentence).toContain('MB');
    expect(issuer.fetched()).toBe(0);
  });
});
