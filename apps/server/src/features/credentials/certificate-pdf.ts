import { createHash } from 'node:crypto';
import {
  CERTIFICATE_ATTACHMENT_NAME,
  SEAL_JWS_TYP,
  SEAL_MARKER,
  VC_JWT_MEDIA_TYPE,
  type TDocumentCredential,
} from '@docverify/contract/credentials/credential';
import { degrees, LineCapStyle, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { A4, ink, muted, pdfWriter, printable, wrap } from '../../lib/pdf-writer';
import { documentInWords, institutionInWords, monogramOf } from './certificate-words';
import { ISSUER_NAME } from './credential-payload';
import { signJson } from './jws';
import type { SigningKey } from './signing-keys';

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

/** What the QR code proves, in the one sentence the page gives it. */
export const QR_SENTENCE =
  'The QR code opens the live record of this verification at DocVerify, which shows who confirmed the document and ' +
  'whether the result still stands today.';

const [WIDTH, HEIGHT] = A4;
/** The text column: inside the double frame, with room to breathe. */
const LEFT = 64;
const RIGHT = WIDTH - 64;
const COLUMN = RIGHT - LEFT;
const accent = rgb(0.06, 0.3, 0.24);
const gold = rgb(0.7, 0.53, 0.2);
const white = rgb(1, 1, 1);
type Colour = typeof ink;
type Fonts = { sans: PDFFont; sansBold: PDFFont; serif: PDFFont; serifBold: PDFFont; serifItalic: PDFFont };

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color: Colour = ink) {
  page.drawText(text, { x: (WIDTH - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
}

/** The largest size from `max` down to `min` at which `text` wraps into `maxLines` lines of `width`. */
function fit(font: PDFFont, raw: string, sizes: { max: number; min: number }, width: number, maxLines: number) {
  const text = printable(font, raw);
  let size = sizes.max;
  let lines = wrap(font, text, size, width);
  while (size > sizes.min && (lines.length > maxLines || lines.some((l) => font.widthOfTextAtSize(l, size) > width))) {
    size = Math.max(sizes.min, size - 0.5);
    lines = wrap(font, text, size, width);
  }
  return { lines, size };
}

/** A run of centred lines in one font: measured first, so the page can share its free height between them. */
type Block = { lines: string[]; font: PDFFont; size: number; color: Colour; lead: number; before: number };
const heightOf = (block: Block) => block.lines.length * block.size * block.lead;

function block(
  font: PDFFont,
  text: string,
  options: { max: number; min?: number; maxLines?: number; color?: Colour; before?: number; width?: number },
): Block {
  const { lines, size } = fit(
    font,
    text,
    { max: options.max, min: options.min ?? options.max },
    options.width ?? COLUMN,
    options.maxLines ?? 4,
  );
  return { lines, font, size, color: options.color ?? ink, lead: 1.25, before: options.before ?? 0 };
}

/** Two thin frames around the page, as a printed certificate has. */
function drawFrame(page: PDFPage) {
  page.drawRectangle({
    x: 18,
    y: 18,
    width: WIDTH - 36,
    height: HEIGHT - 36,
    borderColor: accent,
    borderWidth: 2.5,
  });
  page.drawRectangle({ x: 25, y: 25, width: WIDTH - 50, height: HEIGHT - 50, borderColor: gold, borderWidth: 0.75 });
}

/**
 * The verifying body's mark. Organisations cannot upload a logo, so it is a monogram of the body's initials in a
 * ring: it marks whose confirmation this is without pretending to be the body's own emblem.
 */
function drawMonogram(page: PDFPage, fonts: Fonts, name: string, cx: number, cy: number, r: number) {
  page.drawCircle({ x: cx, y: cy, size: r, color: accent });
  page.drawCircle({ x: cx, y: cy, size: r - 3.5, borderColor: gold, borderWidth: 1 });
  const letters = printable(fonts.serifBold, monogramOf(name));
  const size = Math.min(r * 0.8, (r * 1.35) / fonts.serifBold.widthOfTextAtSize(letters, 1));
  const height = fonts.serifBold.heightAtSize(size, { descender: false });
  page.drawText(letters, {
    x: cx - fonts.serifBold.widthOfTextAtSize(letters, size) / 2,
    y: cy - height / 2 + size * 0.04,
    size,
    font: fonts.serifBold,
    color: white,
  });
}

/**
 * Text set around a circle, centred on its top (read clockwise) or its bottom (read left to right), each letter
 * upright to the ring.
 */
function drawRingText(
  page: PDFPage,
  font: PDFFont,
  text: string,
  ring: { cx: number; cy: number; r: number; size: number; at: 'top' | 'bottom' },
) {
  const { cx, cy, size, at } = ring;
  // At the bottom the letters stand on the outer edge of the band, so the baseline sits further out.
  const r = at === 'top' ? ring.r : ring.r + size * 0.7;
  const direction = at === 'top' ? -1 : 1;
  const span = font.widthOfTextAtSize(text, size) / r;
  let angle = at === 'top' ? Math.PI / 2 + span / 2 : -Math.PI / 2 - span / 2;
  for (const char of text) {
    const w = font.widthOfTextAtSize(char, size);
    const mid = angle + (direction * w) / r / 2;
    const rotation = mid + (direction * Math.PI) / 2;
    // The glyph's origin is its lower left: step back half its width along the ring.
    page.drawText(char, {
      x: cx + r * Math.cos(mid) - (w / 2) * Math.cos(rotation),
      y: cy + r * Math.sin(mid) - (w / 2) * Math.sin(rotation),
      size,
      font,
      color: white,
      rotate: degrees((rotation * 180) / Math.PI),
    });
    angle += (direction * w) / r;
  }
}

/** The product's seal: a gold rosette, the product's name over a tick, and the year of issue below it. */
function drawSeal(page: PDFPage, fonts: Fonts, cx: number, cy: number, r: number, year: number) {
  const points = 60;
  const edge = Array.from({ length: points }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.93;
    const a = (i / points) * 2 * Math.PI;
    return `${(radius * Math.cos(a)).toFixed(2)} ${(radius * Math.sin(a)).toFixed(2)}`;
  });
  page.drawSvgPath(`M ${edge.join(' L ')} Z`, { x: cx, y: cy, color: gold });
  page.drawCircle({ x: cx, y: cy, size: r * 0.84, borderColor: white, borderWidth: 0.8 });
  page.drawCircle({ x: cx, y: cy, size: r * 0.56, color: accent, borderColor: white, borderWidth: 0.8 });
  const size = r * 0.14;
  drawRingText(page, fonts.sansBold, ISSUER_NAME.toUpperCase(), { cx, cy, r: r * 0.64, size, at: 'top' });
  drawRingText(page, fonts.sansBold, `VERIFIED \u2022 ${year}`, { cx, cy, r: r * 0.64, size, at: 'bottom' });
  // A tick, drawn in SVG's downward y.
  const t = r * 0.26;
  page.drawSvgPath(`M ${-t} 0 L ${-t * 0.3} ${t * 0.7} L ${t} ${-t * 0.7}`, {
    x: cx,
    y: cy,
    borderColor: white,
    borderWidth: r * 0.07,
    borderLineCap: LineCapStyle.Round,
  });
}

/**
 * The QR code drawn as shapes, one rectangle per run of dark modules, inside a quiet zone of two modules: sharp at
 * any zoom or print size, and a fraction of the time of encoding a PNG and embedding it.
 */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      const start = col;
      while (col + 1 < modules.size && modules.get(row, col + 1)) col += 1;
      const run = col + 1 - start;
      path += `M${start} ${row}h${run}v1h${-run}z`;
    }
  }
  page.drawRectangle({ x, y, width: size, height: size, color: white });
  // SVG's y runs down from the given point: the symbol's top left corner, inside the quiet zone.
  page.drawSvgPath(path, { x: x + quiet * cell, y: y + size - quiet * cell, scale: cell, color: rgb(0, 0, 0) });
}

/**
 * The printed address on one line, never broken: the largest size up to 10 pt that fits the column. Past a size
 * nobody reads, the scheme is left off the display only (a browser adds it back); the QR code keeps the whole URL.
 */
export function urlLine(font: PDFFont, url: string, width: number): { text: string; size: number } {
  const sizeFor = (text: string) => Math.min(10, width / font.widthOfTextAtSize(text, 1));
  const size = sizeFor(url);
  if (size >= 6.5 || !url.startsWith('https://')) return { text: url, size };
  const text = url.slice('https://'.length);
  return { text, size: sizeFor(text) };
}

async function drawPage(pdf: PDFDocument, input: CertificateInput) {
  const { page, regular: sans, bold: sansBold } = await pdfWriter(pdf);
  const [serif, serifBold, serifItalic] = await Promise.all([
    pdf.embedFont(StandardFonts.TimesRoman),
    pdf.embedFont(StandardFonts.TimesRomanBold),
    pdf.embedFont(StandardFonts.TimesRomanItalic),
  ]);
  const fonts: Fonts = { sans, sansBold, serif, serifBold, serifItalic };
  const subject = input.credential.credentialSubject;
  const { document, verification } = subject;
  const body = verification.verifiedBy;
  drawFrame(page);

  // The head: the product, the title, an ornament.
  centred(page, ISSUER_NAME, sansBold, 15, HEIGHT - 66, accent);
  centred(page, 'Document and qualification verification', sans, 8.5, HEIGHT - 79, muted);
  centred(page, 'Certificate of Verification', serifBold, 30, HEIGHT - 122);
  page.drawLine({
    start: { x: WIDTH / 2 - 70, y: HEIGHT - 136 },
    end: { x: WIDTH / 2 + 70, y: HEIGHT - 136 },
    thickness: 1,
    color: gold,
  });

  // The foot, from the bottom up: what the attachment is for, the address, then the QR code beside the seal.
  const footSize = 7;
  const foot = wrap(
    sans,
    printable(
      sans,
      `This file carries a signed credential (${CERTIFICATE_ATTACHMENT_NAME}) that anyone can check, without ` +
        `trusting this page, at ${input.checkUrl}. Any change to the file after issue shows there as Tampered.`,
    ),
    footSize,
    COLUMN,
  );
  let y = 38 + (foot.length - 1) * footSize * 1.3;
  for (const line of foot) {
    centred(page, line, sans, footSize, y, muted);
    y -= footSize * 1.3;
  }
  const url = urlLine(sans, input.verifyUrl, COLUMN);
  const urlY = 38 + foot.length * footSize * 1.3 + 8;
  centred(page, url.text, sans, url.size, urlY, ink);

  const qrSize = 112;
  const qrY = urlY + url.size + 10;
  drawQrCode(page, input.verifyUrl, LEFT - 6, qrY, qrSize);
  const sealR = 46;
  drawSeal(page, fonts, RIGHT - sealR, qrY + qrSize / 2, sealR, input.issuedAt.getUTCFullYear());
  const sideX = LEFT + qrSize + 8;
  const sideWidth = RIGHT - 2 * sealR - 16 - sideX;
  let sideY = qrY + qrSize - 22;
  page.drawText('WHAT THE QR CODE PROVES', { x: sideX, y: sideY, size: 7.5, font: sansBold, color: muted });
  sideY -= 15;
  for (const line of wrap(sans, QR_SENTENCE, 10, sideWidth)) {
    page.drawText(line, { x: sideX, y: sideY, size: 10, font: sans, color: ink });
    sideY -= 13;
  }
  sideY -= 4;
  for (const line of wrap(sans, 'Scan it, or type the address below.', 8.5, sideWidth)) {
    page.drawText(line, { x: sideX, y: sideY, size: 8.5, font: sans, color: muted });
    sideY -= 11;
  }

  // The middle, in words: whose document, what it is, who confirmed it. It is set as large as the room allows,
  // then the room left is shared between its parts so the page is filled, not crowded at the top.
  const top = HEIGHT - 160;
  const bottom = qrY + qrSize + 18;
  const institution = institutionInWords(document);
  const country = body.country ? `, ${body.country}` : '';
  const compose = (scale: number) => {
    const groups: Block[][] = [
      [
        block(serifItalic, 'This is to certify that the document issued in the name of', { max: 13 * scale }),
        block(serifBold, subject.name, { max: 30 * scale, min: 16, maxLines: 2, before: 6 }),
      ],
      [
        block(serifItalic, 'has been verified as genuine. It is the', { max: 13 * scale }),
        block(serifBold, documentInWords(document), { max: 19 * scale, min: 12, maxLines: 3, before: 4 }),
        ...(institution ? [block(serif, institution, { max: 13.5 * scale, min: 10, maxLines: 3, before: 3 })] : []),
      ],
      [
        block(sansBold, 'VERIFIED BY', { max: 8, color: muted }),
        block(serifBold, `${body.name}${country}`, { max: 20 * scale, min: 12, maxLines: 3, before: 4 }),
        block(serifItalic, `who confirmed it on ${day(verification.decidedAt)}`, { max: 12 * scale, before: 2 }),
      ],
    ];
    const monogram = 34 * scale;
    const details = document.fileSha256 ? 48 : 24;
    const used =
      groups.flat().reduce((sum, b) => sum + heightOf(b) + b.before, 0) + 2 * monogram + 10 + details + 3 * 14;
    return { groups, monogram, details, used };
  };
  let scale = 1;
  let layout = compose(scale);
  while (layout.used > top - bottom && scale > 0.6) {
    scale -= 0.05;
    layout = compose(scale);
  }
  // Three gaps, after the name, the document and the body, take the free height (up to a point; the rest is
  // shared above and below).
  const gap = Math.min(56, Math.max(14, 14 + (top - bottom - layout.used) / 3));
  let cursor = top - Math.max(0, (top - bottom - layout.used - 3 * (gap - 14)) / 2);
  const drawBlock = (b: Block) => {
    cursor -= b.before;
    for (const line of b.lines) {
      cursor -= b.size;
      centred(page, line, b.font, b.size, cursor, b.color);
      cursor -= b.size * (b.lead - 1);
    }
  };
  const [named, what, by] = layout.groups;
  named!.forEach(drawBlock);
  cursor -= gap;
  what!.forEach(drawBlock);
  cursor -= gap;
  drawMonogram(page, fonts, body.name, WIDTH / 2, cursor - layout.monogram, layout.monogram);
  cursor -= 2 * layout.monogram + 10;
  by!.forEach(drawBlock);
  cursor -= gap;

  // The record's references, in three columns, and the fingerprint of the file that was verified.
  const columns: [string, string][] = [
    ['TRANSACTION ID', verification.applicationId],
    ['DECIDED ON', day(verification.decidedAt)],
    ['CERTIFICATE ISSUED ON', day(input.issuedAt.toISOString())],
  ];
  const third = COLUMN / 3;
  columns.forEach(([label, value], i) => {
    const mid = LEFT + third * i + third / 2;
    const text = printable(sansBold, value);
    const size = Math.min(10, (third - 8) / sansBold.widthOfTextAtSize(text, 1));
    page.drawText(label, {
      x: mid - sansBold.widthOfTextAtSize(label, 7) / 2,
      y: cursor - 7,
      size: 7,
      font: sansBold,
      color: muted,
    });
    page.drawText(text, { x: mid - sansBold.widthOfTextAtSize(text, size) / 2, y: cursor - 20, size, font: sansBold });
  });
  if (document.fileSha256) {
    centred(page, 'FILE VERIFIED (SHA-256)', sansBold, 7, cursor - 34, muted);
    // Small, as the 64 hex digits are one word that cannot wrap.
    centred(page, document.fileSha256, sans, 7.5, cursor - 44, ink);
  }
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
