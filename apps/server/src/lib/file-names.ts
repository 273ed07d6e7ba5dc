/**
 * The one place a client's file name is made safe: when an upload is recorded and again when a file is served,
 * so rows written before this rule existed are served safely too (security hole 11, decision 013).
 */

/** The extension a download gets comes from the type detected in the bytes, never from the name the client sent. */
const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** In code points, so no character is cut in half; leaves room for the extension well inside any file system's 255. */
const MAX_STEM_LENGTH = 100;
const FALLBACK_STEM = 'document';

// Cc: C0, DEL and C1 controls. Cf: format characters, invisible by design: the bidi marks, embeddings,
// overrides and isolates (U+200E/F, U+061C, U+202A–E, U+2066–9) that make `invoice‮fdp.exe` display as
// `invoiceexe.pdf`, zero-width characters, BOM, soft hyphen, tag characters. Cs: a lone surrogate, which
// no encoding (or `encodeURIComponent`) can carry.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
// Every space separator, line break and tab becomes one plain space; before INVISIBLE, which would glue words.
const SPACES = /[\t\n\v\f\r\u0085\p{Z}]+/gu;
// `/` and `\`, and the look-alikes a person would read as one.
const PATH_SEPARATOR = /[/\\\u2044\u2215\u29f8\uff0f\uff3c]/u;
// Refused in Windows names; `"` and `<>` would also be a hazard wherever the name is quoted or shown.
const WINDOWS_RESERVED = /[<>:"|?*]/g;

/**
 * A name safe to record, show and send in a header: the last part of any path, without control or invisible
 * format characters, at most 100 characters before an extension that matches `detectedMime`
 * (`evil.html` detected as a PDF becomes `evil.pdf`). Nothing printable left gives `document.<ext>`.
 */
export function safeDownloadName(originalName: string | undefined, detectedMime: string): string {
  const key = `${detectedMime}\u0000${originalName ?? ''}`;
  let safe = remembered.get(key);
  if (safe === undefined) {
    if (remembered.size >= REMEMBERED_NAMES) remembered.clear();
    remembered.set(key, (safe = makeSafe(originalName ?? '', detectedMime)));
  }
  return safe;
}

// Every list page presents each request's file name through the rule, nine a page and mostly the same few
// ('certificate.pdf'); its Unicode classes cost ~2 µs a name, 2 % of a list request. The rule is
// a pure function of its two inputs: its answers are remembered, and forgotten all at once past a bound.
const remembered = new Map<string, string>();
const REMEMBERED_NAMES = 1000;

function makeSafe(originalName: string, detectedMime: string): string {
  const visible = originalName.normalize('NFC').replace(SPACES, ' ').replace(INVISIBLE, '');
  const base = visible.split(PATH_SEPARATOR).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = trimName((dot === -1 ? base : base.slice(0, dot)).replace(WINDOWS_RESERVED, '_'));
  const bounded = trimName(Array.from(stem).slice(0, MAX_STEM_LENGTH).join(''));
  return `${bounded || FALLBACK_STEM}.${EXTENSION_OF_TYPE[detectedMime] ?? 'bin'}`;
}

/** No leading dot (a hidden file) and no trailing dot or space (Windows drops them, and with them the extension). */
function trimName(name: string): string {
  return name.replace(/^[.\s]+|[.\s]+$/g, '');
}

/** A file is served as one of the types uploads are checked against, or as opaque bytes a browser will not render. */
export function servedContentType(storedMime: string): string {
  return storedMime in EXTENSION_OF_TYPE ? storedMime : 'application/octet-stream';
}

/**
 * `inline; filename="…"; filename*=UTF-8''…` (RFC 6266): a plain-ASCII fallback for old clients, then the exact
 * name in RFC 5987 encoding. Written here rather than taken from the `content-disposition` package, which is only
 * a transitive dependency of `@fastify/static`.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // Outside printable ASCII, and the three characters a quoted string or an old browser would read specially.
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // encodeURIComponent leaves `'()*` alone, which RFC 5987's attr-char does not allow.
  const encoded = encodeURIComponent(fileName.replace(INVISIBLE, '')).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
