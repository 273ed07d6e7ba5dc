import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text drawn on a PDF's pages, as pdf-lib writes it with the standard fonts (hex strings shown with `Tj`), one
 * string per drawn line: enough for a test to read what a person sees without a PDF reader.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const streams = parts.filter((part): part is PDFRawStream => part instanceof PDFRawStream);
    for (const stream of streams) {
      const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
      for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(new TextDecoder('windows-1252').decode(Buffer.from(hex!, 'hex')));
      }
    }
  }
  return lines;
}
