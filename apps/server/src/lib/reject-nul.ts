import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** The path of the first string holding a NUL character, which PostgreSQL cannot store in text. */
function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = findNul(child, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Refuses NUL characters anywhere in the input at the edge, so both databases see the same clean text. */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part);
      if (field !== undefined) throw AppError.validation(field, 'Text must not contain NUL characters');
    }
  });
}
