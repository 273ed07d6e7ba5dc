import { createDocument, createUser } from '../../apps/server/src/testing/factories';
import { SIZES } from '../support/phone';
import { expect, test } from '../support/fixtures';
import { answerQuery, decideThroughApi, fillRequest, payInSandbox, requesterAndUnilag } from '../support/requests';

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

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test('an answer with a new file leaves the original downloadable, and both are listed with who and when', async ({
      page,
      db,
      signIn,
    }) => {
      test.setTimeout(90_000);
      await signIn('indv');
      const { lastName } = await fillRequest(page, 'education');
      await payInSandbox(page, 'Approve');
      const verifier = await createUser(db, { category: 'staff', organisation_id: 'vb-unilag' });
      await decideThroughApi(page.request, verifier, lastName, 'queried', 'Send the sworn affidavit too');

      await page.goto('/dashboard/document/sent');
      await page.getByRole('button', { name: `Open ${lastName} Chidi` }).click();
      const panel = page.getByRole('dialog', { name: 'Document details' });
      await answerQuery(page, 'Here is the affidavit');

      const files = panel.getByRole('list', { name: 'Files' });
      const items = files.getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items.nth(0)).toContainText('Original document');
      await expect(items.nth(0)).toContainText('certificate.pdf');
      await expect(items.nth(1)).toContainText('Signed proof');
      await expect(items.nth(2)).toContainText('Answer to query');
      await expect(items.nth(2)).toContainText('both-pages.pdf');
      await expect(panel.getByRole('list', { name: 'Status history' })).toContainText('File: both-pages.pdf');

      /** The name the file opened by `button` is served under. */
      const served = async (button: ReturnType<typeof panel.getByRole>) => {
        const popupOpened = page.waitForEvent('popup');
        await button.click();
        const popup = await popupOpened;
        await expect.poll(() => popup.url()).toMatch(/\/api\/files\//);
        const file = await page.request.get(popup.url());
        await popup.close();
        return file.headers()['content-disposition'];
      };
      expect(await served(panel.getByRole('button', { name: 'Download Document' }))).toContain('certificate.pdf');
      expect(await served(files.getByRole('button', { name: 'Download original document' }))).toContain(
        'certificate.pdf',
      );
      expect(await served(files.getByRole('button', { name: /^Download answer to query/ }))).toContain(
        'both-pages.pdf',
      );
    });
  });
}

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
