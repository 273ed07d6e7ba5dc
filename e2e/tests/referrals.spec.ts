import { expect, test } from '../support/fixtures';
import { fillRequest, payInSandbox } from '../support/requests';
import { confirmCode, fillSignUp } from '../support/sign-up';

test('a person signs up through an organisation’s referral link, and the organisation sees them and their request', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn('org');
  await page.goto('/org/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  const link = await page.getByLabel('Referral link').inputValue();
  expect(link).toMatch(/\/signup\/[A-Z0-9]+$/);

  const personContext = await browser.newContext();
  const person = await personContext.newPage();
  const email = `referred.${Date.now()}@e2e.test`;
  await person.goto(new URL(link).pathname);
  await expect(person.getByText(/referred by/i)).toBeVisible();
  await fillSignUp(person, { firstName: 'Femi', lastName: 'Bankole', email, category: 'Student' });
  await confirmCode(person, email);
  const { lastName } = await fillRequest(person, 'education');
  await payInSandbox(person, 'Approve');
  await personContext.close();

  await page.goto('/org/referrals/user');
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  await page.goto('/org/referrals/document');
  await expect(page.getByRole('row').filter({ hasText: lastName })).toContainText('Submitted');
  await page.goto('/org/referral');
  // A fresh organisation: exactly the one person and their one paid request.
  const count = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(count('Referred users')).toHaveText('1');
  await expect(count('Referred documents')).toHaveText('1');
});
