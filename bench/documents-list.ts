/**
 * Does a page of the document list stay cheap as a person's history grows? Paging, sorting, filtering and
 * search run in the database over indexed columns, so a page for someone with 5,000 requests should cost about
 * what it costs for someone with 50. Compares, in one run, on SQLite:
 *   - POST /api/get/documents, page 1, for the small and the large history,
 *   - the large history sorted by name, filtered by status, on a middle page, and searched,
 * and prints the ratio of each to the small history. Nothing is asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import { createDocument, createOrganisation, createUser } from '../apps/server/src/testing/factories';
import { measure, printResults, seconds, startBenchServer } from './support/bench-server';

const SMALL = 50;
const LARGE = Number(process.env.BENCH_LARGE ?? 5000);

const { app, db, config, address } = await startBenchServer();
const organisation = await createOrganisation(db);
const password = 'bench-pass-1';
const small = await createUser(db, { password });
const large = await createUser(db, { password });
const statuses = ['submitted', 'pending', 'verified', 'queried'] as const;
const types = ['educ-bachelors', 'educ-masters', 'prof-ican', 'finance-bank-statement', 'employment-letter'];

async function seed(uploader: { id: string }, count: number) {
  for (let i = 0; i < count; i++) {
    await createDocument(db, {
      uploader,
      organisation,
      status: statuses[i % statuses.length],
      documentTypeId: types[i % types.length],
      owner: { first: `Owner${i}`, last: `Family${i % 97}` },
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    });
  }
}
await seed(small, SMALL);
await seed(large, LARGE);

async function tokenOf(user: { email: string }) {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password } });
  return (response.json() as { token: string }).token;
}
const list = (name: string, token: string, body: object) =>
  measure(address, name, '/api/get/documents', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

const smallToken = await tokenOf(small);
const largeToken = await tokenOf(large);
const rssBefore = process.memoryUsage().rss;
const baseline = await list(`page 1, ${SMALL} requests`, smallToken, {});
const results = [
  baseline,
  await list(`page 1, ${LARGE} requests`, largeToken, {}),
  await list(`sorted by name, ${LARGE}`, largeToken, { sort: { field: 'name', direction: 'desc' } }),
  await list(`verified only, page 20, ${LARGE}`, largeToken, { verifier_status: 'verified', page: 20 }),
  await list(`search "family42", ${LARGE}`, largeToken, { search: 'family42' }),
];
const rssAfter = process.memoryUsage().rss;

console.log(`\nDocument list, ${seconds} s per scenario, ${os.cpus().length} cores, SQLite\n`);
printResults(results);
console.log('');
for (const result of results.slice(1)) {
  console.log(`${result.name.padEnd(40)} costs ${(baseline.rps / result.rps).toFixed(2)}x the ${SMALL}-request page`);
}
console.log(`RSS ${(rssBefore / 2 ** 20).toFixed(0)} MiB before, ${(rssAfter / 2 ** 20).toFixed(0)} MiB after`);

await app.close();
await db.destroy();
fs.rmSync(config.dataDir, { recursive: true, force: true });
