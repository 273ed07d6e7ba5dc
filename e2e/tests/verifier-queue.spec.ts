import {
  createDocument,
  createOrganisationUser,
  createUser,
  FACTORY_PASSWORD,
} from '../../apps/server/src/testing/factories';
import { SIZES } from '../support/phone';
import { expect, test } from '../support/fixtures';
import { decideInPanel, samplePdf } from '../support/requests';
import { enrolThenOpen } from '../support/second-factor';

test('an organisation verifies one request and queries another with signed proofs, and the owner sees both', async ({
  page,
  db,
  signInAs,
}) => {
  test.setTimeout(60_000);
  const { user: verifier, organisation } = await createOrganisationUser(db);
  const owner = await createUser(db, { first_name: 'Bisi' });
  const suffix = Date.now().toString(36);
  await createDocument(db, { uploader: owner, organisation, owner: { first: 'Ada', last: `Verified${suffix}` } });
  await createDocument(db, { uploader: owner, organisation, owner: { first: 'Obi', last: `Queried${suffix}` } });

  await signInAs(verifier);
  await page.goto('/org/document/received');
  await expect(page.getByRole('heading', { level: 1, name: 'Received Documents' })).toBeVisible();
  await decideInPanel(page, `Verified${suffix} Ada`, 'verified', 'Matches our graduation register');
  await decideInPanel(page, `Queried${suffix} Obi`, 'queried', 'The matriculation number does not match');
  await expect(page.getByRole('row').filter({ hasText: `Verified${suffix}` })).toContainText('Verified');
  await expect(page.getByRole('row').filter({ hasText: `Queried${suffix}` })).toContainText('Queried');

  await page.goto('/org/transaction');
  await expect(page.getByRole('columnheader', { name: /Full Name/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Queried${suffix}` })).toContainText('Queried');

  await page.evaluate(() => localStorage.clear());
  await signInAs({ email: owner.email, password: FACTORY_PASSWORD });
  await page.goto('/dashboard/document/sent');
  await expect(page.getByRole('row').filter({ hasText: `Verified${suffix}` })).toContainText('Verified');
  await expect(page.getByRole('row').filter({ hasText: `Queried${suffix}` })).toContainText('Queried');
  const mail = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(owner.email)}`);
  const subjects = ((await mail.json()) as { data: { subject: string }[] }).data.map((m) => m.subject);
  expect(subjects.some((subject) => subject.includes('verified'))).toBe(true);
  expect(subjects.some((subject) => subject.includes('queried'))).toBe(true);
});

test('a staff member reviews a request and has no Manage Staff', async ({ page, db, signInAs }) => {
  const { organisation } = await createOrganisationUser(db);
  const staff = await createUser(db, { category: 'staff', organisation_id: organisation.id });
  const owner = await createUser(db);
  const last = `Review${Date.now().toString(36)}`;
  await createDocument(db, { uploader: owner, organisation, owner: { first: 'Tola', last } });

  await signInAs(staff);
  await page.goto('/org/document/received');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Document History' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Manage Staff' })).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: last });
  await expect(row).toContainText('Submitted');
  await page.getByRole('button', { name: `Actions for ${last} Tola` }).click();
  await page.getByRole('menuitem', { name: 'Review' }).click();
  // Opening reads it; starting the review is the explicit act (decision 018).
  await page.getByRole('dialog').getByRole('button', { name: 'Start review' }).click();
  // The toast sits outside the open panel, which hides the rest of the page from the accessibility tree.
  await expect(page.locator('[role="status"]').filter({ hasText: 'Review started' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Pending');
  await page.getByRole('button', { name: 'Close panel' }).click();
  await expect(row).toContainText('Pending');

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('userToken') ?? '""') as string);
  const refused = await page.request.post('/api/staff/get/all', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(refused.status()).toBe(403);
});

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test('the queue says how long each request has waited, and after Start review Verify leads to the decision', async ({
      page,
      db,
      signInAs,
    }) => {
      const { user: verifier, organisation } = await createOrganisationUser(db);
      const owner = await createUser(db);
      const last = `Waited${Date.now().toString(36)}`;
      const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000 - 3_600_000).toISOString();
      await createDocument(db, {
        uploader: owner,
        organisation,
        owner: { first: 'Femi', last },
        createdAt: threeDaysAgo,
      });

      await signInAs(verifier);
      await page.goto('/org/document/received');
      const row = page.getByRole('row').filter({ hasText: last });
      await expect(row).toContainText('Waiting 3 days');

      await page.getByRole('button', { name: `Actions for ${last} Femi` }).click();
      await page.getByRole('menuitem', { name: 'Review' }).click();
      const review = page.getByRole('dialog', { name: 'Document details' });
      await expect(review.getByRole('button', { name: 'Verify' })).toHaveCount(0);
      await review.getByRole('button', { name: 'Start review' }).click();
      const decision = review.getByRole('region', { name: 'Your decision' });
      await expect(decision.getByRole('button', { name: 'Query' })).toBeVisible();
      await decision.getByRole('button', { name: 'Verify' }).click();

      // The spec's Edit panel, with the status the verifier chose; the note and the signed proof as before.
      const edit = page.getByRole('dialog', { name: 'Edit document status' });
      await expect(edit.getByLabel('Status', { exact: true })).toHaveValue('verified');
      await edit.getByLabel('Verification info').fill('Matches our graduation register');
      const chooser = page.waitForEvent('filechooser');
      await edit.getByRole('button', { name: /^Please upload a verified signed document/ }).click();
      await (await chooser).setFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
      await edit.getByRole('button', { name: 'Edit Status' }).click();
      await expect(page.getByText('Document verified')).toBeVisible();
      await page.getByRole('button', { name: 'Close panel' }).click();
      await expect(row).toContainText('Verified');
      await expect(row).not.toContainText('Waiting');
    });
  });
}

test('an organisation adds a staff member, who sets a password from the e-mailed link', async ({
  page,
  signIn,
  browser,
}) => {
  await signIn('org');
  await page.goto('/org/staff');
  const email = `staff.${Date.now()}@e2e.test`;
  await page.getByLabel('First name').fill('Kemi');
  await page.getByLabel('Last name').fill('Ade');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Add staff' }).click();
  await expect(page.getByText(`Staff created: we sent an invitation to ${email}`)).toBeVisible();

  const mail = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const [invitation] = ((await mail.json()) as { data: { text: string }[] }).data;
  const link = invitation?.text.match(/https?:\/\/\S+\/signup\/staff\?invitation=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffPage.goto(new URL(link!).pathname + new URL(link!).search);
  await staffPage.getByLabel('Password', { exact: true }).fill('StaffPass1');
  await staffPage.getByLabel('Confirm password').fill('StaffPass1');
  await staffPage.getByRole('button', { name: /set password|sign up|create/i }).click();
  await enrolThenOpen(staffPage, '/org/dashboard');
  await staffContext.close();

  await page.goto('/org/staff/all');
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Active');
});
