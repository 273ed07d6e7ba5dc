import { createHash } from 'node:crypto';
import {
  CERTIFICATE_ATTACHMENT_NAME,
  SEAL_JWS_TYP,
  SEAL_MARKER,
  VC_JWT_MEDIA_TYPE,
  type TDocumentCredential,
} from '@docverify/contract/credentials/credential';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import QRCode from 'qrcode';
import { A4, field, green, ink, MARGIN, muted, pdfWriter, printable, wrap, write } from '../../lib/pdf-writer';
import { signJson } from './jws';
import type { SigningKey } from './signing-keys';

const QR_SIZE = 150;

export type CertificateInput = {
  credential: TDocumentCredential;
  /** The compact JWS the PDF carries as its `credential.jwt` attachment. */
  jws: string;
  issuedAt: Date;
  /** `<PUBLIC_URL>/verify/<code>`: the QR code and the printed link. */
  verifyUrl: string;
  /** `<PUBLIC_URL>/verify`: where anyone checks the file itself. */
  checkUrl: string;
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function years(document: TDocumentCredential['credentialSubject']['document']) {
  if (document.startYear && document.endYear) return `${document.startYear} to ${document.endYear}`;
  if (document.startYear) return `From ${document.startYear}`;
  return document.endYear ? `Until ${document.endYear}` : undefined;
}

async function drawPage(pdf: PDFDocument, input: CertificateInput) {
  const w = await pdfWriter(pdf);
  w.y -= 10;
  const { page } = w;
  const subject = input.credential.credentialSubject;
  const { document, verification } = subject;

  write(w, 'DocVerify', { size: 12, bold: true, color: muted, gap: 6 });
  write(w, 'Certificate of verification', { size: 22, bold: true, gap: 10 });
  write(w, 'Verified', { size: 28, bold: true, color: green, gap: 4 });
  write(w, `${verification.verifiedBy.name} confirmed that this document is genuine.`, { size: 11, gap: 18 });

  field(w, 'Name on the document', subject.name);
  field(w, 'Document', `${document.type} (${document.category})`);
  if (document.institution) field(w, 'Institution', document.institution);
  if (document.course) field(w, 'Course or qualification', document.course);
  const span = years(document);
  if (span) field(w, 'Years', span);
  const country = verification.verifiedBy.country ? `, ${verification.verifiedBy.country}` : '';
  field(w, 'Verified by', `${verification.verifiedBy.name}${country}`);
  field(w, 'Decided on', day(verification.decidedAt));
  field(w, 'Certificate issued on', day(input.issuedAt.toISOString()));
  field(w, 'Application', verification.applicationId);
  if (document.fileSha256) {
    // Small, as the 64 hex digits are one word the wrapping cannot break.
    write(w, 'FILE VERIFIED (SHA-256)', { size: 8, color: muted, gap: 1 });
    write(w, document.fileSha256, { size: 8, gap: 8 });
  }

  const qr = await pdf.embedPng(
    await QRCode.toBuffer(input.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 }),
  );
  const qrY = Math.min(w.y - QR_SIZE, 150);
  page.drawImage(qr, { x: MARGIN - 12, y: qrY, width: QR_SIZE, height: QR_SIZE });
  const textX = MARGIN + QR_SIZE;
  const textWidth = A4[0] - MARGIN - textX;
  let y = qrY + QR_SIZE - 24;
  const side = (text: string | string[], font: PDFFont, size: number, color = ink) => {
    const lines = Array.isArray(text) ? text : wrap(font, printable(font, text), size, textWidth);
    for (const line of lines) {
      page.drawText(line, { x: textX, y, size, font, color });
      y -= size * 1.35;
    }
    y -= 6;
  };
  side('Check this result online:', w.bold, 11);
  // A URL has no spaces to wrap at: it is cut into lines that fit, with nothing added that a reader would type.
  side(input.verifyUrl.match(/.{1,52}/g) ?? [], w.regular, 9);
  side(
    `This file carries a signed credential (${CERTIFICATE_ATTACHMENT_NAME}) that anyone can check, without trusting ` +
      `this page, at ${input.checkUrl}. Any change to the file after issue shows there as Tampered.`,
    w.regular,
    9,
    muted,
  );
}

/**
 * The owner's certificate: one A4 page in words, the QR code of the public result, the credential attached as
 * `credential.jwt`, and after `%%EOF` one seal line — a JWS over the SHA-256 of every byte before it — so an
 * edit anywhere in the file shows (decision 022). Dates come from the issue time, so one credential always renders
 * the same bytes.
 */
export async function renderCertificate(key: SigningKey, input: CertificateInput): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Certificate of verification ${input.credential.credentialSubject.verification.applicationId}`);
  pdf.setAuthor('DocVerify');
  pdf.setCreator('DocVerify');
  pdf.setProducer('DocVerify');
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);
  await drawPage(pdf, input);
  await pdf.attach(new TextEncoder().encode(input.jws), CERTIFICATE_ATTACHMENT_NAME, {
    mimeType: VC_JWT_MEDIA_TYPE,
    description: 'W3C Verifiable Credential (VC-JOSE compact JWS)',
    creationDate: input.issuedAt,
    modificationDate: input.issuedAt,
  });
  const body = Buffer.from(await pdf.save({ useObjectStreams: false }));
  const seal = await signJson(
    key,
    { typ: SEAL_JWS_TYP },
    {
      sha256: createHash('sha256').update(body).digest('base64url'),
      credential: input.credential.id,
      iat: Math.floor(input.issuedAt.getTime() / 1000),
    },
  );
  return Buffer.concat([body, Buffer.from(`${SEAL_MARKER}${seal}\n`)]);
}
