import {
  MAX_IMPORT_CHARS,
  ZAddUnaccredited,
  ZAddUnaccreditedResponse,
  ZImportUnaccredited,
  ZImportUnaccreditedResponse,
  ZRemoveUnaccreditedResponse,
  ZUnaccreditedListQuery,
  ZUnaccreditedListResponse,
  ZUnaccreditedParams,
} from '@docverify/contract/fraud-signals/unaccredited';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http';
import { findNul, MAX_JSON_DEPTH } from '../../lib/json-body';
import { adminOnly, administratorOf } from '../admin/admin-access';
import { addUnaccredited, importUnaccredited, listUnaccredited, removeUnaccredited } from './unaccredited';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const adminRoute = { tags: ['admin'], security: [{ bearer: [] }] };

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
    const administrators = adminOnly(ctx);

    app.get(
      '/system/admin/unaccredited',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: 'One page (20) of the unaccredited awarding bodies, by name; `search` finds any part of a name',
          querystring: ZUnaccreditedListQuery,
          response: { 200: ZUnaccreditedListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listUnaccredited(ctx, request.query),
    );

    app.post(
      '/system/admin/unaccredited',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: 'Adds one awarding body to the list (409 when the name, however written, is on it); audited',
          body: ZAddUnaccredited,
          response: { 200: ZAddUnaccreditedResponse, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => {
        const entry = await addUnaccredited(ctx, { administrator: administratorOf(request), input: request.body });
        return { message: `“${entry.name}” added to the list`, data: entry };
      },
    );

    await app.register(async (scoped: ZodApp) => {
      acceptLargeJson(scoped);
      scoped.post(
        '/system/admin/unaccredited/import',
        {
          onRequest: administrators,
          schema: {
            ...adminRoute,
            summary:
              'Imports pasted lines `name[,country_code]` (at most 5,000) with one source: names on the list already ' +
              'or given twice are skipped and counted, unreadable lines are named with the reason; audited',
            body: ZImportUnaccredited,
            response: { 200: ZImportUnaccreditedResponse, ...errorResponses(400, 401, 403, 413) },
          },
        },
        async (request) => {
          const result = await importUnaccredited(ctx, {
            administrator: administratorOf(request),
            input: request.body,
          });
          const message = `${result.added} added, ${result.skipped} already listed, ${result.errors.length} not readable`;
          return { message, data: result };
        },
      );
    });

    app.post(
      '/system/admin/unaccredited/remove',
      {
        onRequest: administrators,
        schema: {
          ...adminRoute,
          summary: 'Takes an awarding body off the list; requests naming it are no longer flagged; audited',
          body: ZUnaccreditedParams,
          response: { 200: ZRemoveUnaccreditedResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const name = await removeUnaccredited(ctx, { administrator: administratorOf(request), id: request.body.id });
        return { message: `“${name}” removed from the list` };
      },
    );
  };
}
