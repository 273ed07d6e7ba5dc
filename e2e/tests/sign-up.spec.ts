import { expect, latestCode, test } from '../support/fixtures';
import { fillSignUp } from '../support/sign-up';

test('a new individual signs up, enters the e-mailed code and lands on their dashboard', async ({ page }) => {
  const email = `new.person.${Date.now()}@e2e.test`;
  await page.goto('/signup');
  await fillSignUp(page, { firstName: 'Chiamaka', lastName: 'Okafor', email });

  await expect(page).toHaveURL(/\/signup\/otp/);
  const code = await latestCode(page, email);
  await page.getByLabel(/code/i).first().fill(code);
  await page.getByRole('button', { name: /^verify/i }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /open user menu/i })).toContainText('CO');
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('userToken'),
    type: localStorage.getItem('userType'),
  }));
  expect(JSON.parse(stored.token!)).toEqual(expect.any(String));
  expect(stored.type).toBe('indv');
});

test('bad sign-up input gets an error under each field', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel(/^e-?mail/i).fill('not-an-email');
  await page.getByLabel(/^password$/i).fill('short');
  await page.getByLabel(/confirm password/i).fill('different');
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the server names a taken e-mail under the field', async ({ page, createAccount }) => {
  const existing = await createAccount('indv');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Taken');
  await page.getByLabel('Last name').fill('Person');
  await page.getByLabel(/^e-?mail/i).fill(existing.email);
  await page.getByLabel(/^category/i).selectOption({ label: 'Student' });
  await page.getByLabel(/^password$/i).fill('Sunrise2026');
  await page.getByLabel(/confirm password/i).fill('Sunrise2026');
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText(/already exists/i).first()).toBeVisible();
});

test('a referral link shows who referred the person and records it', async ({ page, db }) => {
  const organisation = await db
    .selectFrom('organisations')
    .selectAll()
    .where('id', '=', 'vb-unilag')
    .executeTakeFirstOrThrow();
  await page.goto(`/signup/${organisation.referral_code}`);
  await expect(page.getByText(/referred by/i)).toContainText('University of Lagos');
  const email = `referred.${Date.now()}@e2e.test`;
  await page.getByLabel('First name').fill('Tunde');
  await page.getByLabel('Last name').fill('Bakare');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^category/i).selectOption({ label: 'Student' });
  await page.getByLabel(/^password$/i).fill('Sunrise2026');
  await page.getByLabel(/confirm password/i).fill('Sunrise2026');
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/signup\/otp/);
  const user = await db
    .selectFrom('users')
    .select('referred_by_organisation_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(user.referred_by_organisation_id).toBe('vb-unilag');
});
