import type { Page } from '@playwright/test';
import { expect, latestCode, test } from '../support/fixtures';
import { PHONE } from '../support/phone';
import { samplePdf } from '../support/requests';
import { enrolThenOpen } from '../support/second-factor';

/**
 * An impostor signs up as "University of Lagos" with an e-mail at an unrelated domain, naming the university's
 * domain. It cannot have the domain code sent to its own mailbox, and the administrator sees it flagged as a
 * look-alike of the real university, with the domain already used, and cannot verify it.
 */
async function impostorCannotGetThrough(page: Page, signIn: (role: 'admin') => Promise<unknown>) {
  const run = Date.now().toString(36);
  const email = `ceo.${run}@quickcash-fintech.example`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Tunde');
  await page.getByLabel('Last name').fill('Bakare');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^category/i).selectOption({ label: 'Organization' });
  await page.getByLabel('Company name').fill('University of Lagos');
  await page.getByLabel('Industry').selectOption({ label: 'Fintech' });
  await page.getByLabel('Country').selectOption({ label: 'Nigeria' });
  await page.getByLabel('Institution e-mail').fill(email);
  await page.getByLabel('Official website').fill('https://unilag.edu.ng');
  await page.getByLabel('Domain').fill('unilag.edu.ng');
  await page.getByRole('checkbox', { name: 'Education' }).check();
  await page.getByLabel(/^password$/i).fill('Sunrise2026');
  await page.getByLabel(/confirm password/i).fill('Sunrise2026');
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/signup\/otp/);
  await page.getByLabel('Verification code').fill(await latestCode(page, email));
  await page.getByRole('button', { name: /^verify/i }).click();
  await enrolThenOpen(page, '/org/dashboard');

  // Its own mailbox is not at the university's domain: no code goes there.
  await page.goto('/org/account');
  const proof = page.getByRole('region', { name: 'Prove your institution' });
  await expect(proof.getByText('Domain: unilag.edu.ng (not proven yet)')).toBeVisible();
  await proof.getByLabel('Address at your domain').fill(email);
  await proof.getByRole('button', { name: 'Send code' }).click();
  await expect(proof.getByText('Enter an address at unilag.edu.ng, such as registrar@unilag.edu.ng')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await proof.getByRole('button', { name: /^Evidence document/ }).click();
  await (await chooser).setFiles({ name: 'accreditation.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await proof.getByRole('button', { name: 'Upload evidence' }).click();
  await expect(proof.getByText(/Sent: accreditation\.pdf/)).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await signIn('admin');
  await page.goto('/admin/service/verifyingbody');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`ceo.${run}`);
  // The search finds this impostor only (the real university, and other runs' impostors, share its name).
  const actions = page.getByRole('button', { name: 'Actions for University of Lagos' });
  await expect(actions).toHaveCount(1);
  await actions.click();
  await page.getByRole('menuitem', { name: 'Review' }).click();
  const panel = page.getByRole('dialog', { name: 'Verifying body' });
  const lookAlike = panel.getByRole('alert').filter({ hasText: "Name looks like another body's" });
  await expect(lookAlike).toContainText('University of Lagos (Lagos, Nigeria · unilag.edu.ng, verified): 100% alike');
  await expect(panel.getByRole('alert').filter({ hasText: 'Domain unilag.edu.ng already used by' })).toBeVisible();
  await expect(panel.getByText('unilag.edu.ng: not proven')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Download evidence' })).toBeVisible();
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText(
      'Could not update verifying body: This body cannot be verified yet: it has not proven control of unilag.edu.ng',
    ),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Verify' })).toBeVisible();
}

test('an impostor "University of Lagos" is flagged as a look-alike and cannot be verified without the domain', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await impostorCannotGetThrough(page, signIn);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('an impostor "University of Lagos" is flagged and refused on a phone too', async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await impostorCannotGetThrough(page, signIn);
  });
});
