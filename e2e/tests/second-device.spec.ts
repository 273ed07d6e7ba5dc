import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pageOverflow, SIZES } from '../support/phone';
import { holdTestPasskey, PASSKEY_ORIGIN } from '../support/second-factor';

/**
 * A staff member's passkey (synced to a laptop and a phone, as platform passkeys are) signs in on each device in two
 * taps; the second device sees both where it is signed in and signs the first out.
 */
async function device(
  browser: Browser,
  use: (typeof SIZES)[number]['use'],
  person: { id: string; email: string },
  signCount: number,
) {
  const context = await browser.newContext(use);
  const page = await context.newPage();
  await holdTestPasskey(page, person, { signCount });
  return page;
}

async function signInWithPasskey(page: Page) {
  await page.goto(`${PASSKEY_ORIGIN}/login`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/org\//);
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test('a passkey signs in on a second device, which can sign the first one out', async ({
      browser,
      createAccount,
      db,
    }) => {
      const account = await createAccount('staff');
      const { id } = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      const first = await device(browser, size.use, { id, email: account.email }, 0);
      await signInWithPasskey(first);
      // Chromium's virtual authenticator counts its signatures, and the server refuses a count that goes back (a cloned
      // key): the second device's count starts ahead, as a synced passkey's would never be behind.
      const second = await device(browser, size.use, { id, email: account.email }, 100);
      await signInWithPasskey(second);

      await second.goto(`${PASSKEY_ORIGIN}/org/account`);
      const section = second.getByRole('region', { name: 'Where you’re signed in' });
      const devices = section.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
      await expect(devices).toHaveCount(2);
      if (size.use.isMobile) expect(await pageOverflow(second)).toBe(0);
      await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await second.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(devices).toHaveCount(1);

      // The first device's session has ended: its next page asks it to sign in again.
      await first.goto(`${PASSKEY_ORIGIN}/org/dashboard`);
      await expect(first).toHaveURL(/\/login$/);
      await first.context().close();
      await second.context().close();
    });
  });
}
