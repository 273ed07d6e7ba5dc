import { createDocument, createUser } from '../../apps/server/src/testing/factories';
import { expect, test } from '../support/fixtures';
import { answerQuery, decideThroughApi, requesterAndUnilag } from '../support/requests';

test('the owner reads a query, answers it with a note and a new file, and the request goes back to pending', async ({
  page,
  db,
  signIn,
}) => {
  const account = await signIn('indv');
  const { owner, organisation } = await requesterAndUnilag(db, account.email);
  const lastName = `Queried${Date.now().toString(36)}`;
  await createDocument(db, {
    uploader: owner,
    organisation,
    status: 'submitted',
    owner: { first: 'Ada', last: lastName },
  });
  const verifier = await createUser(db, { category: 'staff', organisation_id: 'vb-unilag' });
  await decideThroughApi(page.request, verifier, lastName, 'queried', 'Page two of the certificate is missing');

  await page.goto('/dashboard/document/sent');
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText('Queried');
  await page.getByRole('button', { name: `Open ${lastName} Ada` }).click();
  const query = page.getByRole('dialog', { name: 'Document details' }).getByRole('region', {
    name: 'Your verifier has a query',
  });
  await expect(query).toContainText('Page two of the certificate is missing');
  await answerQuery(page, 'Here are both pages');
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText('Here are both pages');
  await page.getByRole('button', { name: 'Close panel' }).click();
  await expect(row).toContainText('Pending');
});

test('a person edits their name and changes their password from the profile', async ({ page, signIn }) => {
  const account = await signIn('indv');
  await page.goto('/dashboard/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText('no update yet')).toBeVisible();

  await page.getByLabel('First name').fill('Zainab');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toContainText('Z');

  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('Brighter2027');
  await page.getByLabel('Confirm new password').fill('Brighter2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  const login = await page.request.post('/api/login', { data: { email: account.email, password: 'Brighter2027' } });
  expect(login.status()).toBe(200);
});
