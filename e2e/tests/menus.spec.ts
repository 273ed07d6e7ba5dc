import { expect, test, type Role } from '../support/fixtures';

const menus: { role: Role; home: string; shows: string[]; hides: string[] }[] = [
  {
    role: 'indv',
    home: '/dashboard',
    shows: ['dashboard', 'Verify Documents', 'Transactions History', 'Manage Documents', 'Profile'],
    hides: ['Manage Staff', 'Manage Users', 'Manage Service'],
  },
  {
    role: 'org',
    home: '/org/dashboard',
    shows: ['Dashboard', 'Verify Documents', 'Manage Staff', 'Document History', 'Manage Documents', 'Profile'],
    hides: ['Manage Service', 'Manage Users'],
  },
  {
    role: 'staff',
    home: '/org/dashboard',
    shows: ['Dashboard', 'Verify Documents', 'Document History', 'Manage Documents', 'Profile'],
    hides: ['Manage Staff', 'Manage Service'],
  },
  {
    role: 'org-with-transcripts',
    home: '/org/dashboard',
    shows: ['Dashboard', 'Manage Staff', 'Manage Service'],
    hides: ['Manage Users'],
  },
  {
    role: 'admin',
    home: '/admin/dashboard',
    shows: ['dashboard', 'Transactions History', 'Manage Documents', 'Manage Users', 'Manage Service', 'Profile'],
    hides: ['Manage Staff', 'Verify Documents'],
  },
];

for (const { role, home, shows, hides } of menus) {
  test(`${role} sees their own menu`, async ({ page, signIn }) => {
    await signIn(role);
    await page.goto(home);
    const nav = page.getByRole('navigation');
    for (const name of shows) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of hides) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(page.getByText('Document and Qualification Verification').first()).toBeVisible();
  });
}

test('the organisation menu puts Manage Staff third', async ({ page, signIn }) => {
  await signIn('org');
  await page.goto('/org/dashboard');
  const links = page.getByRole('navigation').getByRole('link');
  await expect(links.nth(2)).toHaveText(/Manage Staff/);
});

test('every menu entry leads to a page with its title', async ({ page, signIn }) => {
  await signIn('org-with-transcripts');
  await page.goto('/org/dashboard');
  const nav = page.getByRole('navigation');
  const names = await nav.getByRole('link').allInnerTexts();
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/something went wrong|unexpected application error/i)).toHaveCount(0);
  }
});
