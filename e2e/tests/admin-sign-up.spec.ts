import { loadSecrets } from '../../apps/server/src/lib/secrets';
import { createAdminInvitation } from '../../apps/server/src/testing/factories';
import { E2E_DATA_DIR } from '../support/environment';
import { expect, latestCode, test } from '../support/fixtures';
import { enrolThenOpen } from '../support/second-factor';

test('an invited administrator signs up, confirms the code at /otp/admin and reaches the admin area', async ({
  page,
  db,
}) => {
  // The invitation is written as `POST /system/admin/create/admin` will issue it, keyed with the server's secret.
  const { token, email } = await createAdminInvitation(
    db,
    loadSecrets({ jwtSecret: undefined, dataDir: E2E_DATA_DIR }),
    { adminType: '2' },
  );
  await page.goto(`/signup/admin?invitation=${token}`);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel(/^password$/i).fill('Admin-pass-2026');
  await page.getByLabel(/confirm password/i).fill('Admin-pass-2026');
  await page.getByRole('button', { name: /create account/i }).click();

  await expect(page).toHaveURL(/\/otp\/admin/);
  await page
    .getByLabel(/code/i)
    .first()
    .fill(await latestCode(page, email));
  await page.getByRole('button', { name: /^verify/i }).click();
  // Administrators set up a second factor before anything else.
  await enrolThenOpen(page, '/admin/dashboard');
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('2');
});

test('/signup/admin without an invitation explains that an administrator must invite you', async ({ page }) => {
  await page.goto('/signup/admin');
  await expect(page.getByText(/invit/i).first()).toBeVisible();
});
