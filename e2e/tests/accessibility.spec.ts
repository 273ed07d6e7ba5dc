import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Role } from '../support/fixtures';

// The screens a person meets first, and the signed-in shell of each area.
const publicPages = [
  '/login',
  '/signup',
  '/signup/otp',
  '/forgotpassword',
  '/login/admin',
  '/signup/admin',
  '/otp/admin',
];
const shells: { role: Role; path: string }[] = [
  { role: 'indv', path: '/dashboard' },
  { role: 'org-with-transcripts', path: '/org/dashboard' },
  { role: 'admin', path: '/admin/user' },
];

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const path of publicPages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const { role, path } of shells) {
  test(`the ${role} shell at ${path} has no serious accessibility violations`, async ({ page, signIn }) => {
    await signIn(role);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
