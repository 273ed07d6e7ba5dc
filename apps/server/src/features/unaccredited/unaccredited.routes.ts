import { MAX_IMPORT_CHARS } from '@docverify/contract/fraud-signals/unaccredited';
import * as operations from '@docverify/contract/fraud-signals/unaccredited-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { findNul, MAX_JSON_DEPTH } from '../../lib/json-body';
import { operationRoute } from '../../lib/operation-route';
import { administratorOf } from '../admin/admin-access';
import { addUnaccredited, importUnaccredited, listUnaccredited, removeUnaccredited } from './unaccredited';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A pasted list of 5,000 long names, with room for JSON's quoting; past this the answer is 413. */
export const IMPORT_BODY_LIMIT = MAX_IMPORT_CHARS * 1.25;

/** Whether the text opens more than `limit` brackets at once outside strings: one pass, stops at the first excess. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      if (++depth > limit) return true;
    } else if (ch === ']' || ch === '}') depth--;
  }
  return false;
}

/**
 * The import alone takes JSON bigger than the API's usual 100 KB: this parser is registered in the import's own
 * plugin scope, so every other route keeps the global parser and limit. Like it, it refuses deep nesting before
 * parsing and NUL in any string after.
 */
function acceptLargeJson(app: ZodApp) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
    (request, text, done) => {
      const body = text as string;
      if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
        return done(AppError.validation('body', `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`));
      }
      parse(request, body, (error, parsed) => {
        if (error) return done(error);
        const field = findNul(parsed);
        if (field !== undefined) return done(AppError.validation(field, 'Text must not contain NUL characters'));
        done(null, parsed);
      });
    },
  );
}

/** The administrators' list of unaccredited awarding bodies (decision 024): list, add, import, remove; audited. */
export function unaccreditedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...operationRoute(ctx, app, operations.listUnaccredited),
      handler: async (request) => listUnaccredited(ctx, request.query),
    });

    app.route({
      ...operationRoute(ctx, app, operations.addUnaccredited),
      handler: async (request) => {
        const entry = await addUnaccredited(ctx, { administrator: administratorOf(request), input: request.body });
        return { message: `“${entry.name}” added to the list`, data: entry };
      },
    });

    await app.register(async (scoped: ZodApp) => {
      acceptLargeJson(scoped);
      scoped.route({
        ...operationRoute(ctx, scoped, operations.importUnaccredited),
        handler: async (request) => {
          const result = await importUnaccredited(ctx, {
            administrator: administratorOf(request),
            input: request.body,
          });
          const message = `${result.added} added, ${result.skipped} already listed, ${result.errors.length} not readable`;
          return { message, data: result };
        },
      });
    });

    app.route({
      ...operationRoute(ctx, app, operations.removeUnaccredited),
      handler: async (request) => {
        const name = await removeUnaccredited(ctx, { administrator: administratorOf(request), id: request.body.id });
        return { message: `“${name}” removed from the list` };
      },
    });
  };
}
