import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
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
