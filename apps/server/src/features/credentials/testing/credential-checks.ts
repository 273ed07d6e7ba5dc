import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CERTIFICATE_ATTACHMENT_NAME, SEAL_MARKER } from '@docverify/contract/credentials/credential';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import jsQR from 'jsqr';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  PDFHexString,
} from 'pdf-lib';

/**
 * An independent verifier, as a stranger would write one with `jose`, `node:zlib`, poppler and a QR reader: it
 * shares no code with the issuing side, so a test that passes through it proves the published format.
 */

export async function verifyJws(jwks: JSONWebKeySet, jws: string) {
  const { payload, protectedHeader } = await compactVerify(jws, createLocalJWKSet(jwks), { algorithms: ['EdDSA'] });
  return { header: protectedHeader, payload: JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown> };
}

/** The status bit at `index` of a status list credential: 'u' stripped, base64url, gunzip, index 0 = top bit. */
export async function statusBit(jwks: JSONWebKeySet, statusListJws: string, index: number): Promise<0 | 1> {
  const { payload } = await verifyJws(jwks, statusListJws);
  const encoded = (payload.credentialSubject as { encodedList: string }).encodedList;
  if (!encoded.startsWith('u')) throw new Error('not multibase base64url');
  const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
  if (bits.length < 16_384) throw new Error(`list too short: ${bits.length} bytes`);
  return ((bits[index >> 3]! >> (7 - (index & 7))) & 1) as 0 | 1;
}

export function headerOf(jws: string) {
  return decodeProtectedHeader(jws);
}

/** The `credential.jwt` attachment, read through the catalogue's Names → EmbeddedFiles tree by hand. */
export async function extractAttachment(pdfBytes: Uint8Array, name = CERTIFICATE_ATTACHMENT_NAME): Promise<string> {
  const pdf = await PDFDocument.load(pdfBytes);
  const names = pdf.catalog.lookup(PDFName.of('Names'), PDFDict);
  const embedded = names.lookup(PDFName.of('EmbeddedFiles'), PDFDict);
  const tree = embedded.lookup(PDFName.of('Names'), PDFArray);
  for (let i = 0; i < tree.size(); i += 2) {
    const key = tree.lookup(i);
    const label = key instanceof PDFString || key instanceof PDFHexString ? key.decodeText() : '';
    if (label !== name) continue;
    const spec = tree.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) throw new Error(`${name} has no embedded stream`);
    return new TextDecoder().decode(decodePDFRawStream(stream).decode());
  }
  throw new Error(`no attachment named ${name}`);
}

/** Page 1's content stream as stored in the file (compressed): what a reader draws. */
export async function pageContentBytes(pdfBytes: Uint8Array): Promise<Buffer> {
  const pdf = await PDFDocument.load(pdfBytes);
  const contents = pdf.getPage(0).node.lookup(PDFName.of('Contents'));
  const stream = contents instanceof PDFArray ? contents.lookup(0, PDFRawStream) : contents;
  if (!(stream instanceof PDFRawStream)) throw new Error('page 1 has no content stream');
  return Buffer.from(stream.getContents());
}

/** The seal check a stranger runs: last marker, hash of the bytes before it, signature against the JWKS. */
export async function checkSeal(jwks: JSONWebKeySet, pdfBytes: Buffer) {
  const at = pdfBytes.lastIndexOf(Buffer.from(SEAL_MARKER));
  if (at < 0) return { sealed: false as const };
  const line = pdfBytes
    .subarray(at + SEAL_MARKER.length)
    .toString('latin1')
    .trim();
  const { header, payload } = await verifyJws(jwks, line);
  const sha256 = createHash('sha256').update(pdfBytes.subarray(0, at)).digest('base64url');
  return { sealed: true as const, intact: payload.sha256 === sha256, header, payload, lineBytes: pdfBytes.length - at };
}

/** Runs a poppler tool on the PDF in a scratch directory, handing it the file's path and the directory. */
function withPdfFile<T>(pdfBytes: Buffer, run: (input: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docverify-pdf-'));
  try {
    const input = path.join(dir, 'certificate.pdf');
    fs.writeFileSync(input, pdfBytes);
    return run(input, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Renders page 1 with poppler's pdftoppm (grey PGM, 150 dpi) and reads the QR code on it with jsQR. */
export function readQrCode(pdfBytes: Buffer): string | undefined {
  return withPdfFile(pdfBytes, (input, dir) => {
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      input,
      path.join(dir, 'page'),
    ]);
    const { width, height, pixels } = parsePgm(fs.readFileSync(path.join(dir, 'page.pgm')));
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = pixels[i]!;
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height)?.data;
  });
}

/** Page 1's text as poppler's pdftotext reads it (UTF-8): each drawn line is a line. */
export function pdfText(pdfBytes: Buffer): string {
  return withPdfFile(pdfBytes, (input) =>
    execFileSync('pdftotext', ['-f', '1', '-l', '1', '-enc', 'UTF-8', input, '-'], { encoding: 'utf8' }),
  );
}

export type PdfWord = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Page 1's words with their boxes in points, y down from the top (pdftotext -bbox), and the page's size. */
export function pdfWords(pdfBytes: Buffer): { width: number; height: number; words: PdfWord[] } {
  const html = withPdfFile(pdfBytes, (input) =>
    execFileSync('pdftotext', ['-f', '1', '-l', '1', '-bbox', '-enc', 'UTF-8', input, '-'], { encoding: 'utf8' }),
  );
  const page = /<page width="([\d.]+)" height="([\d.]+)"/.exec(html);
  if (!page) throw new Error('pdftotext -bbox gave no page');
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const words = Array.from(
    html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
    (m) => ({ text: unescape(m[5]!), xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]) }),
  );
  return { width: Number(page[1]), height: Number(page[2]), words };
}

/** Binary PGM (P5): a text header of magic, width, height and maximum value, then one byte per pixel. */
function parsePgm(file: Buffer) {
  const fields: string[] = [];
  let offset = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(file[offset]!))) offset += 1;
    if (file[offset] === 0x23) {
      while (file[offset] !== 0x0a) offset += 1;
      continue;
    }
    let token = '';
    while (!/\s/.test(String.fromCharCode(file[offset]!))) token += String.fromCharCode(file[offset++]!);
    fields.push(token);
  }
  const [magic, width, height, max] = fields;
  if (magic !== 'P5' || max !== '255') throw new Error(`not an 8-bit binary PGM: ${magic} ${max}`);
  return { width: Number(width), height: Number(height), pixels: file.subarray(offset + 1) };
}
