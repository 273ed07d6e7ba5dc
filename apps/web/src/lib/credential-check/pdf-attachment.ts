// pdf-lib is ~150 KB gzipped: imported here, on the first dropped file, never with a page.

/** The bytes of the file attached to the PDF under `name`, or null when the file has none (or is not a PDF). */
export async function readAttachment(bytes: Uint8Array, name: string): Promise<Uint8Array | null> {
  const { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString, decodePDFRawStream } =
    await import('pdf-lib');
  let document: Awaited<ReturnType<typeof PDFDocument.load>>;
  try {
    // A certificate is never encrypted; an encrypted file is simply not one of ours.
    document = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    return null;
  }
  try {
    // catalog → Names → EmbeddedFiles → Names: [name₁, filespec₁, name₂, filespec₂, …] (PDF 32000, 7.7.4 and 7.11.4)
    const names = document.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
    const embedded = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
    const pairs = embedded?.lookupMaybe(PDFName.of('Names'), PDFArray);
    if (!pairs) return null;
    for (let index = 0; index + 1 < pairs.size(); index += 2) {
      const key = pairs.lookup(index);
      const keyText = key instanceof PDFString || key instanceof PDFHexString ? key.decodeText() : null;
      if (keyText !== name) continue;
      const fileSpec = pairs.lookup(index + 1, PDFDict);
      const stream = fileSpec.lookupMaybe(PDFName.of('EF'), PDFDict)?.lookup(PDFName.of('F'));
      return stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : null;
    }
    return null;
  } catch {
    return null;
  }
}
