import { expect, type Page } from '@playwright/test';
import { latestCode } from './fixtures';

export type NewPerson = { firstName: string; lastName: string; email: string; category?: string; password?: string };

/** Fills the sign-up form on the page already open (/signup, or a referral's link) and creates the account. */
export async function fillSignUp(page: Page, person: NewPerson) {
  const password = person.password ?? 'Sunrise2026';
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel(/^e-?mail/i).fill(person.email);
  await page.getByLabel(/^category/i).selectOption({ label: person.category ?? 'Individual' });
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByLabel(/confirm password/i).fill(password);
  await page.getByRole('button', { name: /create account/i }).click();
}

/** Enters the code e-mailed to `email` and lands on the dashboard. */
export async function confirmCode(page: Page, email: string) {
  await page
    .getByLabel(/code/i)
    .first()
    .fill(await latestCode(page, email));
  await page.getByRole('button', { name: /^verify/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
