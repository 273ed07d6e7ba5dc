import { createUser } from '../../apps/server/src/testing/factories';
import { expect, test } from '../support/fixtures';
import { decideThroughApi, fillRequest, payInSandbox } from '../support/requests';
import { confirmCode, fillSignUp } from '../support/sign-up';

test('a new individual submits an education document, pays in the sandbox, follows it to Verified and shares it', async ({
  page,
  db,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `journey.${Date.now()}@e2e.test`;
  await page.goto('/signup');
  await fillSignUp(page, { firstName: 'Ngozi', lastName: 'Adebayo', email });
  await confirmCode(page, email);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Verify Documents' }).click();
  const { lastName } = await fillRequest(page, 'education');
  await payInSandbox(page, 'Approve');
  await expect(page.getByText('Transaction ID')).toBeVisible();

  await page.getByRole('link', { name: 'View my documents' }).click();
  await expect(page).toHaveURL(/\/dashboard\/document\/sent/);
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText('Submitted');
  await expect(row).toContainText('Payment confirmed');

  // The payer holds a receipt: e-mailed on payment, and downloadable from the request.
  await expect(async () => {
    const mailbox = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const { data } = (await mailbox.json()) as { data: { subject: string }[] };
    expect(data.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^Receipt for your payment DV-/));
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: `Open ${lastName} Chidi` }).click();
  const receiptPanel = page.getByRole('dialog', { name: 'Document details' });
  const receiptDownload = page.waitForEvent('download');
  await receiptPanel.getByRole('button', { name: 'Download receipt' }).click();
  const receipt = await receiptDownload;
  expect(receipt.suggestedFilename()).toMatch(/^receipt-DV-.+\.pdf$/);
  await receiptPanel.getByRole('button', { name: 'Close panel' }).click();

  const verifier = await createUser(db, { category: 'org', organisation_id: 'vb-unilag' });
  await decideThroughApi(page.request, verifier, lastName, 'verified', 'Matches the 2018 graduation register');

  await page.reload();
  await expect(row).toContainText('Verified');
  await page.getByRole('button', { name: `Open ${lastName} Chidi` }).click();
  const panel = page.getByRole('dialog', { name: 'Document details' });
  await expect(panel).toContainText('Matches the 2018 graduation register');

  const popupOpened = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Download Document' }).click();
  const popup = await popupOpened;
  await expect.poll(() => popup.url()).toMatch(/\/api\/files\//);
  const file = await page.request.get(popup.url());
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await popup.close();

  const shareLink = await panel.getByRole('textbox', { name: 'Link for Default link' }).inputValue();
  expect(shareLink).toMatch(/\/verify\/[\w-]+$/);
  // Anyone holding the link sees the result: a browser with no session at all.
  const stranger = await browser.newContext();
  const publicPage = await stranger.newPage();
  await publicPage.goto(shareLink);
  // Checked in the browser against the signed credential the decision issued.
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Valid' })).toBeVisible();
  await expect(publicPage.getByText('University of Lagos', { exact: true })).toBeVisible();
  await expect(publicPage.getByText(`Chidi ${lastName}`)).toBeVisible();
  await expect(publicPage.getByText(email)).toHaveCount(0);
  await stranger.close();
});

test('a declined payment is shown as Failed, and paying again succeeds', async ({ page, signIn }) => {
  test.setTimeout(60_000);
  await signIn('student');
  await fillRequest(page, 'financial');
  await payInSandbox(page, 'Decline');
  await expect(page.getByText('Declined at the sandbox checkout')).toBeVisible();

  await page.goto('/dashboard/transaction');
  await expect(
    page.getByRole('table', { name: 'Transactions History' }).getByRole('img', { name: 'Payment failed' }),
  ).toBeVisible();

  await page.goto('/dashboard/document/sent');
  await expect(page.getByRole('row').filter({ hasText: 'Bank Statement' })).toContainText('Awaiting payment');

  await page.goto('/dashboard/transaction');
  await page.goBack();
  await page
    .getByRole('row')
    .filter({ hasText: 'Bank Statement' })
    .getByRole('button', { name: /^Open / })
    .click();
  await page.getByRole('dialog', { name: 'Document details' }).getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment confirmed' })).toBeVisible();

  await page.goto('/dashboard/transaction');
  const table = page.getByRole('table', { name: 'Transactions History' });
  await expect(table.getByRole('img', { name: 'Payment confirmed' })).toBeVisible();
  await expect(table.getByRole('img', { name: 'Payment failed' })).toBeVisible();
});

test('an agent pays for a request in each of the four categories and sees them all submitted', async ({
  page,
  signIn,
}) => {
  test.setTimeout(150_000);
  await signIn('agent');
  const kinds = ['education', 'professional', 'financial', 'employment'] as const;
  for (const kind of kinds) {
    await fillRequest(page, kind);
    await payInSandbox(page, 'Approve');
  }
  await page.goto('/dashboard/document/sent');
  const table = page.getByRole('table', { name: 'Sent Documents' });
  for (const type of [
    "Bachelor's",
    'Institute of Chartered Accountants of Nigeria (ICAN)',
    'Bank Statement',
    'Employment Letter',
  ]) {
    await expect(table.getByRole('row').filter({ hasText: type })).toContainText('Submitted');
  }
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Submitted 4' })).toBeVisible();
});
