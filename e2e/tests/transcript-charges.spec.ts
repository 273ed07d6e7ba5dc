import { expect, test } from '../support/fixtures';
import { fillRequest } from '../support/requests';

test("an organisation with transcript access sets its charges, and a requester's checkout shows them", async ({
  page,
  db,
  signIn,
}) => {
  test.setTimeout(60_000);
  const account = await signIn('org-with-transcripts');
  const { name } = await db
    .selectFrom('users')
    .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select('organisations.name')
    .where('users.email', '=', account.email)
    .executeTakeFirstOrThrow();

  await page.goto('/org/dashboard');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Service' })).toBeVisible();
  await page.getByLabel('Surcharge (₦)').fill('1500');
  await page.getByRole('button', { name: 'Create Surcharge' }).click();
  await expect(page.getByText('Your surcharge: ₦1,500.00 per request.')).toBeVisible();

  await page.getByRole('link', { name: 'Manage transcripts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transcripts' })).toBeVisible();
  await page.getByLabel('Fee (₦)').fill('12500.50');
  await page.getByLabel('Processing days').fill('10');
  await page.getByRole('checkbox', { name: 'E-mail' }).check();
  await page.getByRole('button', { name: 'Create Transcript' }).click();
  await expect(page.getByText('Transcript service created')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await signIn('student');
  await page.goto('/dashboard');
  await fillRequest(page, 'education', { type: 'Transcript', body: `${name} (Lagos)` });
  const cost = page.getByRole('main');
  await expect(cost.getByText('Transcript fee')).toBeVisible();
  await expect(cost.getByText('₦12,500.50')).toBeVisible();
  await expect(cost.getByText('₦1,500.00')).toBeVisible();
  await expect(cost.getByText('₦14,000.50')).toBeVisible();
  await expect(cost.getByText('Ready in 10 days, delivered by E-mail.')).toBeVisible();
});
