import type { Page } from '@playwright/test';
import { createOrganisationUser } from '../../apps/server/src/testing/factories';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { pageOverflow, SIZES } from '../support/phone';
import { areaAccounts, clippedPlaceholders, createWorld, openRoute, routesOf, signInPage } from '../support/routes';

// Every route of every role, once each, on a desktop screen (the config's 1280×800); tests/phone.spec.ts does
// the same at 390×844 by touch. One sign-in per role.
// Set SHOTS=/some/folder to keep a picture of every screen for a person to look at.
const shots = process.env.SHOTS;

for (const { area, account } of areaAccounts) {
  test(`every ${area} route has no serious accessibility violations on a desktop`, async ({ page, db }) => {
    test.setTimeout(300_000);
    const world = await createWorld(db);
    const who = account(world);
    if (who) await signInPage(page, who, area === 'admin' ? 'admin' : 'user');
    for (const path of routesOf(world)[area]) {
      await test.step(path, async () => {
        await openRoute(page, path);
        expect.soft(await seriousViolations(page), `${path}: axe`).toEqual([]);
        expect.soft(await clippedPlaceholders(page), `${path}: placeholders shown in full`).toEqual([]);
        for (const table of await page.getByRole('table').all()) {
          // Every column, the row's menu included, fits the list's card: nothing to scroll sideways to.
          const hidden = await table.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth);
          expect.soft(hidden, `${path}: the table fits its card`).toBeLessThanOrEqual(0);
        }
        if (shots) await page.screenshot({ path: `${shots}/desktop-${area}-${path.replace(/[^a-z0-9]+/gi, '-')}.png` });
      });
    }
  });
}

/** Signs in with the password alone, storing the token as the app does: the session stops at its second step. */
async function signInWithPasswordOnly(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { category: string } };
  await page.goto('/login');
  await page.evaluate(
    ([t, type]) => {
      localStorage.setItem('userToken', JSON.stringify(t));
      localStorage.setItem('userType', type);
    },
    [token, user.category] as const,
  );
}

// The steps of signing in that a session reaches before anything else, at both sizes.
for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test('the enrolment and second-factor screens have no serious accessibility violations', async ({ page, db }) => {
      const newcomer = await createOrganisationUser(db, { passkey: false });
      await signInWithPasswordOnly(page, newcomer.user);
      await openRoute(page, '/signin/enrolment');
      await expect(page.getByRole('heading', { name: 'Protect your account' })).toBeVisible();
      expect.soft(await seriousViolations(page), 'enrolment: axe').toEqual([]);
      expect(await pageOverflow(page), 'enrolment: nothing wider than the screen').toBe(0);
      if (shots)
        await page.screenshot({ path: `${shots}/${size.name.replace(/\W+/g, '-')}-enrolment.png`, fullPage: true });

      const member = await createOrganisationUser(db, { category: 'staff' });
      await signInWithPasswordOnly(page, member.user);
      await openRoute(page, '/signin/second-factor');
      await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
      expect.soft(await seriousViolations(page), 'second factor: axe').toEqual([]);
      expect(await pageOverflow(page), 'second factor: nothing wider than the screen').toBe(0);
      if (shots)
        await page.screenshot({ path: `${shots}/${size.name.replace(/\W+/g, '-')}-second-factor.png`, fullPage: true });
    });
  });
}
