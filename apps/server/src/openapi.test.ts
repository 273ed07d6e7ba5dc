import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

type Operation = { security?: Array<Record<string, string[]>> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

// The document is generated from the routes' schemas alone; one database is enough to build the app.
describe('the OpenAPI document', () => {
  let database: TestDatabase;
  let app: TestApp;
  let document: OpenApi;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await createTestApp(database);
    document = (await app.request({ method: 'GET', url: '/api/docs/json' })).body as OpenApi;
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it("passes Redocly's recommended rules with no error, and warns only of what the contract does not name yet", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const shown = (severity: string) =>
      problems
        .filter((problem) => problem.severity === severity)
        .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(shown('error')).toEqual([]);
    // Operations have no operationId until the contract declares operations; a few public reads have no 4xx answer.
    const knownWarnings = new Set([
      'operation-operationId',
      'operation-4xx-response',
      'info-license',
      'no-illogical-composition-keywords',
    ]);
    expect(shown('warn').filter((line) => !knownWarnings.has(line.split(' ')[0] ?? ''))).toEqual([]);
  });

  it('declares who may call every operation: a bearer token, or `security: []` for a public one', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(80);
    const undeclared = operations.filter(({ operation }) => !Array.isArray(operation.security)).map((o) => o.name);
    expect(undeclared).toEqual([]);
    const unknownSchemes = operations
      .filter(({ operation }) => operation.security?.some((entry) => Object.keys(entry).join() !== 'bearer'))
      .map((o) => o.name);
    expect(unknownSchemes).toEqual([]);
  });
});
