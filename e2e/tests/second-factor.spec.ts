import type { Page } from '@playwright/test';
import { totpCode } from '../../apps/server/src/features/auth/totp';
import {
  createDocument,
  createOrganisationUser,
  createUser,
  FACTORY_PASSWORD,
} from '../../apps/server/src/testing/factories';
import { expect, test } from '../support/fixtures';
import { SIZES } from '../support/phone';
import { samplePdf } from '../support/requests';
import { PASSKEY_ORIGIN, virtualAuthenticator } from '../support/second-factor';

// Passkeys belong to a domain name: the pages are opened at localhost, not at 127.0.0.1.
const ORIGIN = PASSKEY_ORIGIN;

/** Chromium's virtual authenticator: a phone's or laptop's built-in passkey store that says yes by itself. */
const addVirtualAuthenticator = async (page: Page) => void (await virtualAuthenticator(page));

async function signInWithPassword(page: Page, email: string) {
  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(FACTORY_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The ten codes shown once: saved (the first returned), then on to the account. */
async function saveRecoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have saved them' }).check();
  await next.click();
  return codes;
}

/** Opens a request of the queue and decides it verified, with a note and the signed document. */
async function decide(page: Page, rowName: string) {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Status', { exact: true }).selectOption('verified');
  await panel.getByLabel('Verification info').fill('Matches our register');
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: /^Please upload a verified signed document/ }).click();
  await (await chooser).setFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await panel.getByRole('button', { name: 'Edit Status' }).click();
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test('a body enrols a passkey at its first sign-in, saves its codes, then signs in with the passkey alone', async ({
      page,
      db,
    }) => {
      test.setTimeout(90_000);
      const { user } = await createOrganisationUser(db, { category: 'org', passkey: false });
      await addVirtualAuthenticator(page);

      await signInWithPassword(page, user.email);
      await expect(page.getByRole('heading', { name: 'Protect your account' })).toBeVisible();
      await expect(page).toHaveURL(/\/signin\/enrolment$/);
      // Nothing else opens until a factor is set up.
      await page.goto(`${ORIGIN}/org/staff`);
      await expect(page).toHaveURL(/\/signin\/enrolment$/);

      await page.getByRole('radio', { name: /Passkey/ }).check();
      await page.getByLabel('Name this passkey').fill('Work laptop');
      await page.getByRole('button', { name: 'Create passkey' }).click();
      await saveRecoveryCodes(page);
      // Back where it was going when the guard stopped it.
      await expect(page).toHaveURL(/\/org\/staff$/);

      await signOut(page);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      // Signed in, in the organisation's area (where it last was, as after any sign-in).
      await expect(page).toHaveURL(/\/org\//);
      await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('staff enrol an authenticator app, are asked again before a stale decision, sign in with a recovery code and remove a factor', async ({
      page,
      db,
    }) => {
      test.setTimeout(120_000);
      const { organisation } = await createOrganisationUser(db);
      const staff = await createUser(db, { category: 'staff', organisation_id: organisation.id, passkey: false });
      const owner = await createUser(db);
      const suffix = Date.now().toString(36).replace(/\d/g, '');
      await createDocument(db, { uploader: owner, organisation, owner: { first: 'Ada', last: `First${suffix}` } });
      await createDocument(db, { uploader: owner, organisation, owner: { first: 'Obi', last: `Second${suffix}` } });

      // Forced enrolment with an authenticator app, its code computed from the key the page shows.
      await signInWithPassword(page, staff.email);
      await page.getByRole('radio', { name: /Authenticator app/ }).check();
      const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      await page.getByLabel('Code from the app').fill(totpCode(secret, new Date()));
      await page.getByRole('button', { name: 'Add the app' }).click();
      const [recoveryCode] = await saveRecoveryCodes(page);
      await expect(page).toHaveURL(/\/org\/dashboard$/);

      // Six minutes later by the session's clock: deciding asks for the second factor once, then goes through.
      await db
        .updateTable('sessions')
        .set({ second_factor_at: new Date(Date.now() - 6 * 60_000).toISOString() })
        .where('user_id', '=', staff.id)
        .execute();
      await page.goto(`${ORIGIN}/org/document/received`);
      await decide(page, `First${suffix} Ada`);
      const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
      await expect(stepUp.getByText('Confirm it is you')).toBeVisible();
      // The step after the one used at enrolment: a code is never accepted twice.
      await stepUp
        .getByLabel('Enter a code from your authenticator app')
        .fill(totpCode(secret, new Date(Date.now() + 30_000)));
      await stepUp.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Document verified')).toBeVisible();
      await expect(stepUp).toHaveCount(0);
      await page.getByRole('button', { name: 'Close panel' }).click();

      await decide(page, `Second${suffix} Obi`);
      await expect(page.getByText('Document verified').last()).toBeVisible();
      await expect(stepUp).toHaveCount(0);
      await page.getByRole('button', { name: 'Close panel' }).click();

      // A recovery code instead of the app.
      await signOut(page);
      await signInWithPassword(page, staff.email);
      await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCode!);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/org\//);
      await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();

      // The last factor of an account that must keep one stays, with the server's reason; with a passkey added it goes.
      await page.goto(`${ORIGIN}/org/account`);
      const security = page.getByRole('region', { name: 'Sign-in security' });
      await expect(security.getByText('Authenticator app', { exact: true }).first()).toBeVisible();
      await security.getByRole('button', { name: /^Remove / }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByRole('status').filter({ hasText: /second factor/i })).toBeVisible();

      await addVirtualAuthenticator(page);
      await security.getByRole('button', { name: 'Add a passkey' }).click();
      await security.getByLabel('Name this passkey').fill('My phone');
      await security.getByRole('button', { name: 'Create passkey' }).click();
      await expect(security.getByText('My phone')).toBeVisible();
      await security.getByRole('button', { name: 'Remove Authenticator app' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await expect(security.getByRole('button', { name: 'Remove Authenticator app' })).toHaveCount(0);
      await expect(security.getByText('My phone')).toBeVisible();
    });
  });
}
