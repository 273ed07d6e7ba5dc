import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Writes each response with a serializer compiled from its contract schema (fast-json-stringify, Fastify's own,
 * from the schema's JSON Schema): only the fields the contract declares go out, whatever else the data holds.
 * The zod serializer it replaces parsed every response against its schema and then ran JSON.stringify over the
 * result: 10–15 % of a list request's CPU in the scale bench.
 *
 * With `checkResponses` (development and tests, never production) each response is also checked as before: a
 * route answering what the contract does not allow fails with the issues listed, and what the compiled
 * serializer wrote must be the JSON the zod serializer would have written (its keys may come in another order),
 * so every route test also proves the production path writes the same answer.
 */
export function contractSerializer({
  checkResponses,
}: {
  checkResponses: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema: contract, method, url }) => {
    const stringify = fastJson(
      forSerializing(z.toJSONSchema(contract, { io: 'output', target: 'draft-7', unrepresentable: 'any' })),
    );
    if (!checkResponses) return (data: unknown) => stringify(data);
    return (data: unknown) => {
      const checked = z.safeEncode(contract, data);
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
      const written = stringify(data);
      const expected = JSON.stringify(checked.data);
      // The same JSON; only the order of an object's keys may differ (required ones come first). A record key
      // named `__proto__` (a hostile query's field in an error) is written by the compiled serializer and was
      // dropped by zod's copy: the one difference allowed.
      if (!isDeepStrictEqual(JSON.parse(written, withoutProtoKeys), JSON.parse(expected))) {
        throw new Error(
          `${method} ${url}: the compiled serializer wrote ${written} where the contract gives ${expected}`,
        );
      }
      return written;
    };
  };
}

const withoutProtoKeys = (key: string, value: unknown) => (key === '__proto__' ? undefined : value);

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema as the serializer is best given it:
 * - without `additionalProperties: false`. fast-json-stringify leaves undeclared fields out either way, but picks a
 *   union's branch by validating the data against each: with the flag, an object carrying one field more than the
 *   contract (a row with a column the answer does not show) would match no branch and fail;
 * - a nullable object, array, enum or number as one schema of two types (`type: ['object', 'null']`) rather than
 *   zod's `anyOf` of it and `null`: fast-json-stringify writes a type list with a `typeof` check, but an `anyOf`
 *   by validating with ajv, which compiles each branch's validator the first time the route answers. That compile
 *   held a route's first request 50–95 ms (77 ms of the administrator dashboard's 114);
 * - a union of literals of one type (`z.union([z.literal(0), z.literal(1)])`) as that type with an `enum`, for the
 *   same reason: written alike whichever branch, but an `anyOf` compiled ajv's validator on the route's first
 *   answer (the administrator's user lists, `is_system_admin`: on a fresh server at a million rows, the first
 *   `GET /system/admin/view/indv` held the event loop 30–33 ms, now 18–22; the first administrators' list took
 *   32–44 ms, now 17–23).
 */
export function forSerializing(schema: unknown): object {
  if (Array.isArray(schema)) return schema.map(forSerializing);
  if (schema === null || typeof schema !== 'object') return schema as object;
  const oneType = nullableBranch(schema as JsonSchema) ?? literalUnion(schema as JsonSchema);
  if (oneType) return forSerializing(oneType);
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, forSerializing(value)]),
  );
}

/** `{ anyOf: [{ type: T, const: a }, { type: T, const: b }, …] }` as `{ type: T, enum: [a, b, …] }`; else undefined. */
function literalUnion(schema: JsonSchema): JsonSchema | undefined {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length < 2 || Object.keys(schema).length !== 1) return undefined;
  const literals = branches as JsonSchema[];
  const type = literals[0]!.type;
  if (typeof type !== 'string') return undefined;
  const isLiteral = (branch: JsonSchema) =>
    branch.type === type && 'const' in branch && Object.keys(branch).every((key) => key === 'type' || key === 'const');
  if (!literals.every(isLiteral)) return undefined;
  return { type, enum: literals.map((branch) => branch.const) };
}

/** `{ anyOf: [X, { type: 'null' }] }` with X of one type, as X accepting null too; otherwise undefined. */
function nullableBranch(schema: JsonSchema): JsonSchema | undefined {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(schema).length !== 1) return undefined;
  const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1;
  const other = (branches as JsonSchema[]).find((branch) => !isNull(branch));
  if (!other || !(branches as JsonSchema[]).some(isNull) || typeof other.type !== 'string') return undefined;
  const { const: constant, enum: values, ...rest } = other;
  const allowed = Array.isArray(values) ? values : constant !== undefined ? [constant] : undefined;
  return { ...rest, type: [other.type, 'null'], ...(allowed ? { enum: [...allowed, null] } : {}) };
}
