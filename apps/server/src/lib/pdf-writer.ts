import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/** A4 in PDF points, and the margin the product's documents keep. */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
export const ink = rgb(0.07, 0.09, 0.15);
export const muted = rgb(0.33, 0.36, 0.42);
export const green = rgb(0.02, 0.45, 0.22);

type Colour = typeof ink;

/** The standard fonts speak WinAnsi only: other letters lose their accents, or become '?', rather than fail. */
export function printable(font: PDFFont, text: string): string {
  return Array.from(text, (char) => {
    for (const candidate of [char, char.normalize('NFD').replace(/\p{M}/gu, '')]) {
      try {
        font.encodeText(candidate);
        return candidate;
      } catch {
        // not in the font's encoding: try the next form
      }
    }
    return '?';
  }).join('');
}

/** Words wrapped to `width`; a word longer than the line is left whole rather than cut. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes down a page from the top: each call draws below the last. */
export type PdfWriter = { page: PDFPage; y: number; regular: PDFFont; bold: PDFFont };

export async function pdfWriter(pdf: PDFDocument): Promise<PdfWriter> {
  const page = pdf.addPage(A4);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { page, y: A4[1] - MARGIN, regular, bold };
}

export function write(
  w: PdfWriter,
  text: string,
  options: { size?: number; bold?: boolean; color?: Colour; gap?: number } = {},
) {
  const size = options.size ?? 11;
  const font = options.bold ? w.bold : w.regular;
  for (const line of wrap(font, printable(font, text), size, A4[0] - 2 * MARGIN)) {
    w.page.drawText(line, { x: MARGIN, y: w.y, size, font, color: options.color ?? ink });
    w.y -= size * 1.35;
  }
  w.y -= options.gap ?? 0;
}

/** A label above its value, as on a paper certificate or receipt. */
export function field(w: PdfWriter, label: string, value: string) {
  write(w, label.toUpperCase(), { size: 8, color: muted, gap: 1 });
  write(w, value, { size: 12, bold: true, gap: 8 });
}

/** One line of a table of amounts: the label at the left, the amount aligned to the right margin. */
export function amountLine(w: PdfWriter, label: string, amount: string, options: { bold?: boolean } = {}) {
  const font = options.bold ? w.bold : w.regular;
  const size = 11;
  const text = printable(font, amount);
  w.page.drawText(printable(font, label), { x: MARGIN, y: w.y, size, font, color: ink });
  w.page.drawText(text, { x: A4[0] - MARGIN - font.widthOfTextAtSize(text, size), y: w.y, size, font, color: ink });
  w.y -= size * 1.6;
}

/** A thin rule across the page, between sections. */
export function rule(w: PdfWriter) {
  w.page.drawLine({
    start: { x: MARGIN, y: w.y + 6 },
    end: { x: A4[0] - MARGIN, y: w.y + 6 },
    thickness: 0.5,
    color: muted,
  });
  w.y -= 10;
}
