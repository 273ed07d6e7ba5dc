import { DOCUMENT_MIME_TYPES, MAX_UPLOAD_BYTES } from '@docverify/contract/documents/vocabulary';
import { formatBytes } from '@/lib/format';

type TDocumentType = (typeof DOCUMENT_MIME_TYPES)[number];

/**
 * The first bytes each accepted type starts with: the signatures the server's upload check (`file-type`) reads,
 * so a file this step accepts is one the server accepts, and a `.txt` renamed `.pdf` is refused here, not after
 * 'Submit and pay'.
 */
const signatures: Record<TDocumentType, readonly number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46], // %PDF
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const longest = Math.max(...Object.values(signatures).map((bytes) => bytes.length));

/** The accepted type the file's content is, read from its first bytes; null when it is none of them. */
export async function contentTypeOf(file: Blob): Promise<TDocumentType | null> {
  const head = new Uint8Array(await file.slice(0, longest).arrayBuffer());
  const match = DOCUMENT_MIME_TYPES.find((type) => signatures[type].every((byte, index) => head[index] === byte));
  return match ?? null;
}

/** Why this file cannot be the document (empty, too large, or not a PDF, PNG or JPEG by content), or null. */
export async function documentFileProblem(file: File): Promise<string | null> {
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > MAX_UPLOAD_BYTES) return `${file.name} is too large: the limit is ${formatBytes(MAX_UPLOAD_BYTES)}`;
  try {
    if (await contentTypeOf(file)) return null;
  } catch {
    return `${file.name} could not be read: choose it again`;
  }
  return `${file.name} is not a real PDF, PNG or JPEG: its content is of another kind`;
}
