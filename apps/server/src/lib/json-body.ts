import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** No request of this API nests deeper than a few levels; 32 leaves room and stops recursion-heavy bodies. */
export const MAX_JSON_DEPTH = 32;
/** The largest JSON body any operation needs (uploads are multipart, with their own limits). */
export const JSON_BODY_LIMIT = 100 * 1024;

const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * How deep the text nests, in one pass over it, without parsing: brackets inside strings do not count. Stops
 * at the first level past the limit, so a hostile body costs at most one scan of the allowed size.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return false;
}

/** The path of the first string holding a NUL character, walked without recursion (the depth is bounded anyway). */
export function findNul(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || 'body';
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return undefined;
}

/**
 * Every JSON body is parsed here, before any schema sees it: bounded in size and depth (a too-deep body is
 * a 400 that says so), parsed by Fastify's own prototype-poisoning-safe parser, and refused when a string in
 * it holds NUL, which PostgreSQL cannot store. NUL can only appear in JSON text as the escape `\u0000`, so
 * the walk runs only for bodies whose text contains one. Query strings and path parameters are flat and
 * checked by `rejectNulCharacters`.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, text, done) => {
      const body = text as string;
      // Upload routes raise the byte limit for their multipart bodies; JSON sent to them keeps this one.
      if (body.length > JSON_BODY_LIMIT) {
        return done(new AppError('PAYLOAD_TOO_LARGE', `A JSON body may be at most ${JSON_BODY_LIMIT / 1024} KB`));
      }
      if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
        return done(AppError.validation('body', `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`));
      }
      parse(request, body, (error, parsed) => {
        if (error) return done(error);
        if (/\\u0000/i.test(body)) {
          const field = findNul(parsed);
          if (field !== undefined) return done(AppError.validation(field, NUL_MESSAGE));
        }
        done(null, parsed);
      });
    },
  );
}

/** Refuses NUL characters in path parameters and query strings, which Fastify parses flat. */
export function rejectNulCharacters(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and each promise costs there (lib/request-context).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query]) {
      const field = findNul(part);
      if (field !== undefined) return done(AppError.validation(field, NUL_MESSAGE));
    }
    done();
  });
}
