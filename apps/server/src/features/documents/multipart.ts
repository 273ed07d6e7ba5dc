import { DOCUMENT_MIME_TYPES, MAX_UPLOAD_BYTES } from '@docverify/contract/documents/vocabulary';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';

/** The limits `@fastify/multipart` is registered with: one file, a handful of short text fields. */
const multipartLimits = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 40,
  fieldSize: 10 * 1024,
  parts: 41,
};

/**
 * The routes that read a multipart form, in a scope of their own where @fastify/multipart parses one. Registered
 * for the whole app, its hooks (an async `onRequest` that listens for the socket closing, an async `onResponse`
 * that looks for temporary files) ran on every request, a signed-in `GET /api/user` among them; every other route
 * refuses a multipart body with 415 before reading it.
 */
export function withUploads(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app, options) => {
    await app.register(fastifyMultipart, { limits: multipartLimits });
    await routes(app, options);
  };
}

/** Routes that take an upload accept a body past the app's 1 MiB JSON limit. */
export const uploadBodyLimit = MAX_UPLOAD_BYTES + 1024 * 1024;

export type Upload = {
  bytes: Buffer;
  /** The name the client sent, unchecked: `storedFileRow` records it through `safeDownloadName`. */
  clientFileName: string;
  mimeType: (typeof DOCUMENT_MIME_TYPES)[number];
};

export type MultipartForm = { fields: Record<string, string>; file: Upload | undefined };

const TOO_LARGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
const WRONG_TYPE = 'The file must be a PDF, PNG or JPEG';

/** The type is read from the bytes, never from the name or the browser's claim: a renamed text file is refused. */
async function detectType(bytes: Buffer): Promise<Upload['mimeType']> {
  const detected = await fileTypeFromBuffer(bytes);
  const allowed: readonly string[] = DOCUMENT_MIME_TYPES;
  if (!detected || !allowed.includes(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', WRONG_TYPE, { file: WRONG_TYPE });
  }
  return detected.mime as Upload['mimeType'];
}

/** Maps the multipart parser's own errors (limits, broken bodies) to the API's error shape, never a 500. */
function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, { file: TOO_LARGE });
  if (code === 'FST_FILES_LIMIT') return AppError.validation('file', 'Send one file only');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields');
  }
  return new AppError('VALIDATION', 'The form could not be read: send it again');
}

/**
 * Reads a multipart form: its text fields, and at most one file (any field name), checked for size and type.
 * The file is held in memory: it is at most 5 MiB and goes to the file store in one piece.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let file: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A browser sends an empty file part when nothing was chosen.
        if (bytes.length === 0 && !part.filename) continue;
        if (bytes.length === 0) throw AppError.validation('file', 'The file is empty');
        file = { bytes, clientFileName: part.filename ?? '', mimeType: await detectType(bytes) };
        continue;
      }
      if (part.valueTruncated) throw AppError.validation(part.fieldname, `${part.fieldname} is too long`);
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (value.includes('\u0000')) throw AppError.validation(part.fieldname, 'Text must not contain NUL characters');
      fields[part.fieldname] = value;
    }
  } catch (error) {
    throw asAppError(error);
  }
  return { fields, file };
}

/** Validates input read outside Fastify's schema step, with the same `{ errors: { field: message } }` answer. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error.issues);
}

export function validationError(issues: z.core.$ZodIssue[], extra: Record<string, string> = {}): AppError {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  Object.assign(errors, extra);
  const [field, message] = Object.entries(errors)[0] ?? ['body', 'The request is not valid'];
  return new AppError('VALIDATION', `${field}: ${message}`, errors);
}

export const MISSING_FILE = 'Choose the document file';
