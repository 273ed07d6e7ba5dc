import { expect, latestCode, test } from '../support/fixtures';
import { enrolThenOpen } from '../support/second-factor';

async function fillSignup(
  page: import('@playwright/test').Page,
  fields: { email: string; category: string; companyName?: string },
) {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Emeka');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel(/^e-?mail/i).fill(fields.email);
  await page.getByLabel(/^category/i).selectOption({ label: fields.category });
  if (fields.companyName) {
    await page.getByLabel('Company name').fill(fields.companyName);
    await page.getByLabel('Industry').selectOption({ label: 'Human Resources and Recruitment' });
    await page.getByLabel('Country').selectOption({ label: 'Nigeria' });
    await page.getByLabel('Institution e-mail').fill(`hr.${fields.email}`);
    await page.getByLabel('Official website').fill('https://lagosstaffing.example');
    await page.getByLabel('Domain').fill('lagosstaffing.example');
    await page.getByRole('checkbox', { name: 'Employment Record' }).check();
  }
  await page.getByLabel(/^password$/i).fill('Sunrise2026');
  await page.getByLabel(/confirm password/i).fill('Sunrise2026');
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/signup\/otp/);
}

test('signing in before confirming the e-mail leads to the code page, and the code finishes it', async ({ page }) => {
  const email = `unconfirmed.${Date.now()}@e2e.test`;
  await fillSignup(page, { email, category: 'Agent' });
  // The person closes the tab and comes back later to sign in.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password$/i).fill('Sunrise2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\/otp/);
  await expect(page.getByLabel(/^e-?mail/i)).toHaveValue(email);
  await page.getByLabel('Verification code').fill(await latestCode(page, email));
  await page.getByRole('button', { name: /^verify/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an organisation signs up with its institution details, reaches its area and sees it awaits verification', async ({
  page,
  db,
}) => {
  const email = `employer.${Date.now()}@e2e.test`;
  await page.goto('/signup');
  await page.getByLabel(/^category/i).selectOption({ label: 'Organization' });
  await page.getByLabel('First name').fill('Emeka');
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText('Company name is required for an organization')).toBeVisible();

  await fillSignup(page, { email, category: 'Organization', companyName: 'Lagos Staffing Partners' });
  await page.getByLabel('Verification code').fill(await latestCode(page, email));
  await page.getByRole('button', { name: /^verify/i }).click();
  await enrolThenOpen(page, '/org/dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage Staff' }),
  ).toBeVisible();
  await expect(page.getByText('Your institution is awaiting verification by an administrator.')).toBeVisible();
  const organisation = await db
    .selectFrom('organisations')
    .select(['verification_status', 'industry', 'country_code', 'email'])
    .where('name', '=', 'Lagos Staffing Partners')
    .executeTakeFirstOrThrow();
  expect(organisation).toEqual({
    verification_status: 'unverified',
    industry: 'Human Resources and Recruitment',
    country_code: 'NG',
    email: `hr.${email}`,
  });
});

test('a new code can be asked for only after the minute the first was sent in, and the page shows the wait', async ({
  page,
}) => {
  const email = `impatient.${Date.now()}@e2e.test`;
  await fillSignup(page, { email, category: 'Individual' });
  await expect(page.getByRole('button', { name: /resend code in \d+ s/i })).toBeDisabled();
});
