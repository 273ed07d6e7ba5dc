import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZManagedUserList } from '@docverify/contract/admin/users';
import { contractSerializer, forSerializing } from './contract-serializer';

const ZAccount = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  nickname: z.string().optional(),
  roles: z.array(z.enum(['admin', 'staff'])),
  limits: z.record(z.string(), z.number().int()),
  payload: z.unknown(),
  owner: z.union([z.object({ kind: z.literal('person'), email: z.string() }), z.object({ kind: z.literal('body') })]),
  // Nullable of each kind: written from a list of two types, not an `anyOf` (forSerializing).
  address: z.object({ city: z.string() }).nullable(),
  tags: z.array(z.string()).nullable(),
  status: z.enum(['active', 'suspended']).nullable(),
  age: z.number().int().nullable(),
  answer: z.literal('yes').nullable(),
  // A union of literals of one type: written as that type (forSerializing).
  flag: z.union([z.literal(0), z.literal(1)]),
});

const account: z.input<typeof ZAccount> = {
  id: 'u1',
  name: 'Ọlá "Ayo" \\ Ẹ̀gbẹ́',
  phone: null,
  roles: ['staff'],
  limits: { daily: 3 },
  payload: { any: ['shape', 1, null] },
  owner: { kind: 'person', email: 'ayo@example.test' },
  address: null,
  tags: null,
  status: null,
  age: null,
  answer: null,
  flag: 1,
};

const serializerFor = (checkResponses: boolean) =>
  contractSerializer({ checkResponses })({ schema: ZAccount, method: 'GET', url: '/account', httpStatus: '200' });

describe('contractSerializer', () => {
  it('writes the JSON the zod serializer wrote, in both modes', () => {
    const expected = z.encode(ZAccount, account);
    expect(JSON.parse(serializerFor(true)(account))).toEqual(expected);
    expect(JSON.parse(serializerFor(false)(account))).toEqual(expected);
    const full: z.input<typeof ZAccount> = {
      ...account,
      nickname: 'Ayo',
      owner: { kind: 'body' },
      address: { city: 'Lagos' },
      tags: ['alumni'],
      status: 'active',
      age: 31,
      answer: 'yes',
    };
    expect(JSON.parse(serializerFor(true)(full))).toEqual(z.encode(ZAccount, full));
    expect(JSON.parse(serializerFor(false)(full))).toEqual(z.encode(ZAccount, full));
  });

  it('gives fast-json-stringify no union of one type to pick a branch of (ajv would compile it on first use)', () => {
    const unions: string[] = [];
    const find = (node: unknown, path: string): void => {
      if (!node || typeof node !== 'object') return;
      if ('anyOf' in node || 'oneOf' in node) unions.push(path);
      for (const [key, value] of Object.entries(node)) find(value, `${path}.${key}`);
    };
    const jsonSchema = (schema: z.ZodType) =>
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
    find(forSerializing(jsonSchema(ZAccount)), '$');
    // Only the union of two objects is left: its branch depends on the data.
    expect(unions).toEqual(['$.properties.owner']);
    expect(forSerializing(jsonSchema(ZAccount))).toMatchObject({
      properties: { flag: { type: 'number', enum: [0, 1] } },
    });
    unions.length = 0;
    find(forSerializing(jsonSchema(ZManagedUserList)), '$');
    expect(unions).toEqual([]);
  });

  it('never writes a field the contract does not declare, even unchecked (production)', () => {
    const leaky = {
      ...account,
      password_hash: 'scrypt$secret',
      owner: { ...account.owner, token: 't' },
      address: { city: 'Lagos', token: 't' },
    };
    const written = serializerFor(false)(leaky);
    expect(written).not.toContain('password_hash');
    expect(written).not.toContain('"token"');
    expect(JSON.parse(written)).toEqual(z.encode(ZAccount, { ...account, address: { city: 'Lagos' } }));
  });

  it('names a field called __proto__ (a hostile query) rather than failing', () => {
    const ZProblem = z.object({ errors: z.record(z.string(), z.string()) });
    const write = contractSerializer({ checkResponses: true })({
      schema: ZProblem,
      method: 'GET',
      url: '/x',
      httpStatus: '400',
    });
    const written = write({ errors: { ['__proto__']: 'Text must not contain NUL characters', q: 'Too long' } });
    expect(written).toBe('{"errors":{"__proto__":"Text must not contain NUL characters","q":"Too long"}}');
    expect(Object.getPrototypeOf(JSON.parse(written).errors)).toBe(Object.prototype);
  });

  it('refuses, when checking, an answer the contract does not allow, naming the issue', () => {
    let thrown: unknown;
    try {
      serializerFor(true)({ ...account, roles: ['owner'] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(isResponseSerializationError(thrown as Error)).toBe(true);
    expect(JSON.stringify((thrown as { cause: { issues: unknown } }).cause.issues)).toContain('roles');
  });
});
