import { expect, latestCode, test } from '../support/fixtures';

test('/ redirects to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

for (const path of [
  '/login',
  '/signup',
  '/signup/otp',
  '/forgotpassword',
  '/forgotpassword/admin',
  '/login/admin',
  '/signup/admin',
  '/otp/admin',
]) {
  test(`${path} renders`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/something went wrong|unexpected application error/i)).toHaveCount(0);
  });
}

test('/success needs a signed-in user', async ({ page, signIn }) => {
  await page.goto('/success');
  await expect(page).toHaveURL(/\/login$/);
  await signIn('agent');
  await page.goto('/success');
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a forgotten password is reset with the e-mailed code', async ({ page, createAccount }) => {
  const account = await createAccount('student');
  await page.goto('/forgotpassword');
  await page.getByLabel(/^e-?mail/i).fill(account.email);
  await page.getByRole('button', { name: /send code/i }).click();
  const code = await latestCode(page, account.email);
  await page.getByLabel(/code/i).first().fill(code);
  await page.getByLabel(/^new password$/i).fill('Moonrise2027');
  await page.getByLabel(/confirm/i).fill('Moonrise2027');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^e-?mail/i).fill(account.email);
  await page.getByLabel(/^password$/i).fill('Moonrise2027');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
