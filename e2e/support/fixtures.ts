import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { openDatabase, type Db } from '../../apps/server/src/db/database';
import { createAdmin, createOrganisationUser, createUser } from '../../apps/server/src/testing/factories';
import { E2E_BASE_URL, E2E_DATA_DIR } from './environment';
import { signedInToken } from './second-factor';

export type Role = 'indv' | 'student' | 'agent' | 'org' | 'staff' | 'org-with-transcripts' | 'admin';

type SignedIn = { email: string; password: string; firstName: string; lastName: string };

type Fixtures = {
  /** The server's own database, written through the same factories the API tests use. */
  db: Db;
  /** Creates a user of that role and signs them in through the API, storing the token as the app does. */
  signIn: (role: Role) => Promise<SignedIn>;
  /** A user of that role who exists but is not signed in. */
  createAccount: (role: Role) => Promise<SignedIn>;
  /** Signs an existing account in through the API and stores the token as the app does. */
  signInAs: (account: { email: string; password: string }, portal?: 'user' | 'admin') => Promise<void>;
};

async function accountFor(db: Db, role: Role) {
  switch (role) {
    case 'admin':
      return createAdmin(db, '1');
    case 'org':
      return (await createOrganisationUser(db, { category: 'org' })).user;
    case 'org-with-transcripts':
      return (await createOrganisationUser(db, { category: 'org', transcriptAccess: 'active' })).user;
    case 'staff':
      return (await createOrganisationUser(db, { category: 'staff' })).user;
    default:
      return createUser(db, { category: role });
  }
}

export async function latestCode(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const { data } = (await response.json()) as { data: { subject: string }[] };
    code = data[0]?.subject.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code!;
}

export const test = base.extend<Fixtures, { workerDb: Db }>({
  workerDb: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const db = openDatabase({ dialect: 'sqlite', file: path.join(E2E_DATA_DIR, 'app.db') });
      await use(db);
      await db.destroy();
    },
    { scope: 'worker' },
  ],
  db: async ({ workerDb }, use) => use(workerDb),
  createAccount: async ({ db }, use) => {
    await use(async (role) => {
      const user = await accountFor(db, role);
      return { email: user.email, password: user.password, firstName: user.first_name, lastName: user.last_name };
    });
  },
  signInAs: async ({ page }, use) => {
    await use(async (account, portal = 'user') => {
      const url = portal === 'admin' ? '/api/system/admin/login' : '/api/login';
      const response = await page.request.post(`${E2E_BASE_URL}${url}`, {
        data: { email: account.email, password: account.password },
      });
      expect(response.status()).toBe(200);
      const answer = (await response.json()) as Parameters<typeof signedInToken>[1] & {
        user: { system_admin_type: string | null; category: string | null };
      };
      const { user } = answer;
      const token = await signedInToken(page.request, answer);
      await page.goto('/login');
      await page.evaluate(
        ([t, type]) => {
          localStorage.setItem('userToken', JSON.stringify(t));
          localStorage.setItem('userType', type);
        },
        [token, user.system_admin_type ?? user.category ?? ''] as const,
      );
    });
  },
  signIn: async ({ createAccount, signInAs }, use) => {
    await use(async (role) => {
      const account = await createAccount(role);
      await signInAs(account, role === 'admin' ? 'admin' : 'user');
      return account;
    });
  },
});

export { expect };
