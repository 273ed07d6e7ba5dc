import { seriousViolations } from '../support/axe';
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
  '/verify/no-such-viewer-code-0000',
];
const shells: { role: Role; path: string }[] = [
  { role: 'indv', path: '/dashboard' },
  { role: 'org-with-transcripts', path: '/org/dashboard' },
  { role: 'admin', path: '/admin/user' },
  { role: 'indv', path: '/dashboard/verifydocument' },
  { role: 'indv', path: '/dashboard/document/sent' },
  { role: 'indv', path: '/dashboard/transaction' },
  { role: 'indv', path: '/dashboard/account' },
  { role: 'org', path: '/org/document/sent' },
  { role: 'org', path: '/org/document/received' },
  { role: 'org', path: '/org/transaction' },
  { role: 'org', path: '/org/staff' },
  { role: 'org', path: '/org/staff/all' },
  { role: 'org', path: '/org/referral' },
  { role: 'org', path: '/org/account' },
  { role: 'org-with-transcripts', path: '/org/transcript' },
  { role: 'org-with-transcripts', path: '/org/service' },
  { role: 'admin', path: '/admin/dashboard' },
  { role: 'admin', path: '/admin/document/all' },
  { role: 'admin', path: '/admin/user/individual' },
  { role: 'admin', path: '/admin/service/servicecharge' },
  { role: 'admin', path: '/admin/service/verifyingbody' },
  { role: 'admin', path: '/admin/transaction' },
  { role: 'admin', path: '/admin/audit' },
];

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
