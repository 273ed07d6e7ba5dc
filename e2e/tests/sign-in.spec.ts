import { E2E_ADMIN } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { finishSignInThroughApi, holdTestPasskey, PASSKEY_ORIGIN } from '../support/second-factor';

test('the first administrator signs in at /login/admin, gives its second factor, and signing out returns there', async ({
  page,
}) => {
  await page.goto('/login/admin');
  await page.getByLabel(/^e-?mail/i).fill(E2E_ADMIN.email);
  await page.getByLabel(/^password$/i).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The password alone opens nothing: its first sign-in sets up a second factor, a later one asks for it.
  await finishSignInThroughApi(page);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('1');

  await page.getByRole('button', { name: /open user menu/i }).click();
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
  await page.getByRole('menuitem', { name: /logout/i }).click();
  await expect(page).toHaveURL(/\/login\/admin$/);
  expect(await page.evaluate(() => [localStorage.getItem('userToken'), localStorage.getItem('userType')])).toEqual([
    null,
    null,
  ]);
});

test("a wrong password shows the server's message", async ({ page, createAccount }) => {
  const account = await createAccount('indv');
  await page.goto('/login');
  await page.getByLabel(/^e-?mail/i).fill(account.email);
  await page.getByLabel(/^password$/i).fill('Not-the-password1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Incorrect e-mail or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visit to /org/staff goes to /login and, after the password and the passkey, back to /org/staff', async ({
  page,
  createAccount,
  db,
}) => {
  const account = await createAccount('org');
  const { id } = await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
  // The phone holds the body's passkey; passkeys work at the site's name, not at an IP address.
  await holdTestPasskey(page, { id, email: account.email });
  await page.goto(`${PASSKEY_ORIGIN}/org/staff`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^e-?mail/i).fill(account.email);
  await page.getByLabel(/^password$/i).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page).toHaveURL(/\/org\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: /staff/i })).toBeVisible();
});

test('a signed-out visit to the admin area goes to /login/admin', async ({ page }) => {
  await page.goto('/admin/user/individual');
  await expect(page).toHaveURL(/\/login\/admin$/);
});

test('a 401 from the API clears the stored token and type and sends the user to sign in', async ({ page, signIn }) => {
  await signIn('indv');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /open user menu/i })).toBeVisible();
  // The session is revoked elsewhere (another tab signs out): the next API call answers 401.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('userToken')!) as string);
  const logout = await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('userToken'), localStorage.getItem('userType')])).toEqual([
    null,
    null,
  ]);
});

test('a signed-in user opening another role’s area is sent to their own home', async ({ page, signIn }) => {
  await signIn('indv');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});
