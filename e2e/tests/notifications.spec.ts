import type { Page } from '@playwright/test';
import { createDocument, createOrganisationUser, createUser } from '../../apps/server/src/testing/factories';
import { expect, latestCode, test } from '../support/fixtures';
import { answerQuery, decideThroughApi, fillRequest, payInSandbox } from '../support/requests';
import { fillSignUp } from '../support/sign-up';

// Every party is told what changed (decision 018).

type Mail = { subject: string; text: string };

/** The dev mailbox (decision 012): what the product e-mailed this address, newest first. */
async function mailbox(page: Page, address: string): Promise<Mail[]> {
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { data: Mail[] }).data;
}

/** Waits for a mail whose subject matches, and returns it. */
async function mailMatching(page: Page, address: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    found = (await mailbox(page, address)).find((mail) => subject.test(mail.subject));
    expect(found, `a mail to ${address} matching ${subject}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found!;
}

test('the verifying body is e-mailed a new paid request and the answer to its query, which its queue opens on', async ({
  page,
  db,
  signIn,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const { user: account, organisation } = await createOrganisationUser(db);
  const staff = await createUser(db, { category: 'staff', organisation_id: organisation.id, first_name: 'Kemi' });

  // A requester pays for a request to this body.
  await signIn('indv');
  const { lastName } = await fillRequest(page, 'education', { body: `${organisation.name} (Lagos)` });
  await payInSandbox(page, 'Approve');

  // The body's account and its staff are told, by the request's reference.
  const arrived = await mailMatching(page, staff.email, /: new request to verify$/);
  const applicationId = arrived.subject.split(':')[0]!;
  expect(arrived.text).toContain('Hello Kemi');
  expect(arrived.text).toContain(`Chidi ${lastName}`);
  expect(arrived.text).toContain(`/org/document/received?search=${applicationId}`);
  await mailMatching(page, account.email, new RegExp(`^${applicationId}: new request to verify$`));

  // The body queries it; the requester answers with a note and a new file.
  await decideThroughApi(page.request, account, applicationId, 'queried', 'Page two of the certificate is missing');
  await page.goto('/dashboard/document/sent');
  await page.getByRole('button', { name: `Open ${lastName} Chidi` }).click();
  await answerQuery(page, 'Here are both pages');

  const answered = await mailMatching(page, staff.email, new RegExp(`^${applicationId}: query answered$`));
  expect(answered.text).toContain('Here are both pages');
  expect(answered.text).toContain('A new file came with the answer.');
  await mailMatching(page, account.email, new RegExp(`^${applicationId}: query answered$`));

  // In the staff member's queue: still truthfully Pending, marked Answered, and it opens on the answer.
  await page.evaluate(() => localStorage.clear());
  await signInAs(staff);
  await page.goto(`/org/document/received?search=${applicationId}`);
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Answered');
  await page.getByRole('button', { name: `Open ${lastName} Chidi` }).click();
  const panel = page.getByRole('dialog', { name: 'Document details' });
  const answer = panel.getByRole('region', { name: 'The requester answered your query' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('Here are both pages');
  await expect(answer).toContainText('A new file came with the answer');
  await expect(answer).toBeInViewport();
});

test('opening a received request changes nothing; Start review does, with a toast, once', async ({
  page,
  db,
  signInAs,
}) => {
  const { user: account, organisation } = await createOrganisationUser(db);
  const owner = await createUser(db);
  const last = `Opened${Date.now().toString(36)}`;
  await createDocument(db, { uploader: owner, organisation, owner: { first: 'Tola', last } });

  await signInAs(account);
  await page.goto('/org/document/received');
  const row = page.getByRole('row').filter({ hasText: last });
  await expect(row).toContainText('Submitted');
  await page.getByRole('button', { name: `Open ${last} Tola` }).click();
  const panel = page.getByRole('dialog', { name: 'Document details' });
  await expect(panel.getByRole('list', { name: 'Status history' })).toBeVisible();
  await page.getByRole('button', { name: 'Close panel' }).click();
  await page.reload();
  await expect(row).toContainText('Submitted');

  await page.getByRole('button', { name: `Open ${last} Tola` }).click();
  await panel.getByRole('button', { name: 'Start review' }).click();
  // The toast sits outside the open panel, which hides the rest of the page from the accessibility tree.
  await expect(page.locator('[role="status"]').filter({ hasText: 'Review started' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Start review' })).toHaveCount(0);
  await expect(panel.getByRole('list', { name: 'Status history' })).toContainText('Review started');
  await page.getByRole('button', { name: 'Close panel' }).click();
  await expect(row).toContainText('Pending');
});

test('the sign-in page says why: a first visit is asked to sign in, an ended session is told it expired', async ({
  page,
  signIn,
}) => {
  await page.goto('/dashboard/transaction');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByText('Your session has expired, sign in again')).toHaveCount(0);

  const account = await signIn('indv');
  await page.goto('/dashboard/transaction');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions History' })).toBeVisible();
  // The session ends on the server (as it does when it expires or is revoked) while the page still holds it.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('userToken') ?? '""') as string);
  const ended = await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(ended.ok()).toBe(true);
  await page.goto('/dashboard/document/sent');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired, sign in again' })).toBeVisible();

  // Signing in again returns to the page asked for.
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/document\/sent$/);
});

test('the wizard refuses a renamed text file on its file step, by content, and names why on the field', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  await signIn('student');
  await fillRequest(page, 'financial');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /: File$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Remove certificate.pdf' }).click();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Document file/ }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Just some notes, not a PDF.') });
  const refusal = 'notes.pdf is not a real PDF, PNG or JPEG: its content is of another kind';
  await expect(page.getByText(refusal)).toBeVisible();
  // Said on the field itself: the drop area is described by it.
  await expect(page.getByRole('button', { name: /^Document file/ })).toHaveAccessibleDescription(new RegExp(refusal));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /: File$/ })).toBeVisible();
});

test("confirming a sign-up code replaces 'We sent a code' with 'Your account is confirmed'", async ({ page }) => {
  const email = `confirmed.${Date.now()}@e2e.test`;
  await page.goto('/signup');
  await fillSignUp(page, { firstName: 'Ifeoma', lastName: 'Nwosu', email });
  await expect(page).toHaveURL(/\/signup\/otp/);
  const codeSent = page.getByRole('status').filter({ hasText: /we sent a code/i });
  await expect(codeSent).toBeVisible();

  await page.getByLabel('Verification code').fill(await latestCode(page, email));
  await page.getByRole('button', { name: /^verify/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account is confirmed' })).toBeVisible();
  await expect(codeSent).toHaveCount(0);
});
