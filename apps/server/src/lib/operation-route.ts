import { ZApiError } from '@docverify/contract/errors';
import type { TAccess, TMultipart, TOperation } from '@docverify/contract/operation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { adminOnly } from '../features/admin/admin-access';
import { authenticate } from '../features/auth/authenticate';
import { allow } from '../features/auth/guards';
import { requireSignInStep, requireStepUp } from '../features/auth/sign-in-gate';
import { defaultRateLimit } from './rate-limits';
import type { Rule } from '../features/policy/policy';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

// The contract names the policy's rules; a rule renamed on one side and not the other fails the typecheck here.
type PolicyAccess = Exclude<TAccess, 'public' | 'signedIn'>;
const sameRules: [PolicyAccess, Rule] extends [Rule, PolicyAccess] ? true : never = true;
void sameRules;

function ruleHooks(ctx: AppContext, access: Exclude<TAccess, 'public'>): Hook[] {
  if (access === 'signedIn') return [];
  // An administrator's refusal is logged, and the handler learns who acts (`administratorOf`) for the audit trail.
  if (access === 'administrator' || access === 'superAdministrator') {
    return [adminOnly(ctx, { superOnly: access === 'superAdministrator' })];
  }
  return allow(ctx, access);
}

/**
 * The onRequest hooks an operation's access stands for, before the body is read so a refused caller spends no
 * upload: a live session (401); a session that has finished signing in, unless the operation is a step of it (403);
 * the role rule (403); and for actions that mint trust or move money, a second factor given in the last five
 * minutes (403 `STEP_UP_REQUIRED`).
 */
export function accessHooks(
  ctx: AppContext,
  operation: Pick<TOperation, 'access' | 'duringSignIn' | 'stepUp'>,
): Hook[] {
  if (operation.access === 'public') return [];
  return [
    authenticate(ctx),
    requireSignInStep(operation.duringSignIn ?? []),
    ...ruleHooks(ctx, operation.access),
    ...(operation.stepUp ? [requireStepUp(ctx)] : []),
  ];
}

type Defined<T> = T extends z.ZodType ? T : never;

// An answer that is not JSON (a file, a page) has no schema at run time, and the handler sends what it likes.
type SuccessResponse<TOp extends TOperation> = TOp['success']['schema'] extends z.ZodType
  ? TOp['success']['status'] extends 201
    ? { 201: TOp['success']['schema'] }
    : { 200: TOp['success']['schema'] }
  : // Not JSON (a file, a signed token): nothing serialises it, so the handler may send bytes, a stream or text.
    Record<TOp['success']['status'], z.ZodAny>;

/** The Fastify schema of an operation, typed by it so that handlers see its params, query and body. */
export type OperationSchema<TOp extends TOperation> = {
  tags: string[];
  summary: string;
  security: Array<Record<string, string[]>>;
  consumes?: string[];
  produces?: string[];
  params: Defined<TOp['params']>;
  querystring: Defined<TOp['query']>;
  body: TOp['multipart'] extends TMultipart ? never : Defined<TOp['body']>;
  response: SuccessResponse<TOp> & { [Status in TOp['errors'][number]]: typeof ZApiError };
};

function schemaOf<TOp extends TOperation>(operation: TOp): OperationSchema<TOp> {
  const { success, multipart } = operation;
  const schema: Record<string, unknown> = {
    tags: [operation.tag],
    summary: operation.summary,
    security: operation.access === 'public' ? [] : [{ bearer: [] }],
    response: {
      // An answer that is not JSON (a file, a signed token) is documented as what it is; streams, buffers and strings
      // are sent as they are, so this schema never serialises one.
      [success.status]: success.schema ?? z.any().describe(`The ${success.mediaType ?? 'file'} itself`),
      ...Object.fromEntries(operation.errors.map((status) => [status, ZApiError])),
      // Every operation is rate limited (rate-limits.ts).
      429: ZApiError,
    },
  };
  if (operation.params) schema.params = operation.params;
  if (operation.query) schema.querystring = operation.query;
  // A multipart operation's handler reads its form, and validates the JSON body it may take instead: Fastify would
  // validate a multipart request's body (there is none until the handler reads the parts) and refuse it.
  if (operation.body && !multipart) schema.body = operation.body;
  if (multipart)
    schema.consumes = operation.body ? ['application/json', 'multipart/form-data'] : ['multipart/form-data'];
  if (success.mediaType) schema.produces = [success.mediaType];
  return schema as OperationSchema<TOp>;
}

/**
 * Route options of an operation, for `app.route({ ...operationRoute(ctx, app, operation), handler })`: method, the
 * URL under the plugin's prefix, the schema, the access hooks and the default rate limit. A route may add hooks or
 * declare a stricter rate limit beside them.
 */
export function operationRoute<const TOp extends TOperation>(ctx: AppContext, app: FastifyInstance, operation: TOp) {
  if (!operation.path.startsWith(app.prefix)) {
    throw new Error(`${operation.path} cannot be registered under the prefix ${app.prefix}`);
  }
  return {
    method: operation.method,
    url: operation.path.slice(app.prefix.length).replace(/\{(\w+)\}/g, ':$1'),
    schema: schemaOf(operation),
    onRequest: accessHooks(ctx, operation),
    // Every operation has a limit; a route that declares its own `config` replaces this one (a stricter limit).
    config: { rateLimit: defaultRateLimit(operation) },
  };
}
