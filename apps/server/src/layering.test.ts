import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** Lints the text as if it were the file at this path (which need not exist), and names the rules it broke. */
async function brokenRules(relativePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, relativePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const queries = `import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function readAll(db: Db) {
  await db.transaction().execute(async (trx) => trx.selectFrom('users').selectAll().execute());
  return sql\`select 1\`.execute(db);
}
`;

describe('the server layering the linter keeps (decisions 064, 065)', () => {
  it('refuses a query built outside a repository, and accepts the same code in one', async () => {
    const refused = await brokenRules('apps/server/src/features/documents/read-all.ts', queries);
    expect(refused).toEqual([
      'no-restricted-imports',
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
    expect(await brokenRules('apps/server/src/features/documents/read-all.repository.ts', queries)).toEqual([]);
    expect(await brokenRules('apps/server/src/db/read-all.ts', queries)).toEqual([]);
  });

  it('accepts a service that runs a transaction around repository calls', async () => {
    const service = `import type { Db } from '../../db/database';
import { refreshSearchText } from './documents.repository';

export const touch = (db: Db, id: string) => db.transaction().execute((trx) => refreshSearchText(trx, id));
`;
    expect(await brokenRules('apps/server/src/features/documents/touch.ts', service)).toEqual([]);
  });

  it('refuses a feature importing a feature of its own or a higher layer, and accepts a lower one', async () => {
    const upward = `export { decide } from '../verification/decide';\nexport { changeStatus } from '../document-lifecycle/change-status';\n`;
    expect(await brokenRules('apps/server/src/features/documents/upward.ts', upward)).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
    const sideways = `export type { Principal } from '../auth/authenticate';\n`;
    expect(await brokenRules('apps/server/src/features/policy/sideways.ts', sideways)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const downward = `export { changeStatus } from '../document-lifecycle/change-status';\nexport { loadRequester } from '../documents/access';\n`;
    expect(await brokenRules('apps/server/src/features/verification/downward.ts', downward)).toEqual([]);
  });
});
