import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { areaAccounts, createWorld, openRoute, routesOf, signInPage } from '../support/routes';

// A tablet held upright, by touch — the width where the lists switch from cards to tables (Tailwind's
// md, 768 px) and touch-sized controls meet the desktop layout. Every route of every role: the page and its
// tables fit the screen, and axe finds nothing serious. (tests/phone.spec.ts and accessibility.spec.ts cover
// 390 px and the desktop.)
const tablets = [
  { held: 'upright', viewport: { width: 768, height: 1024 } },
  { held: 'sideways', viewport: { width: 1024, height: 768 } },
];
// Set SHOTS=/some/folder to keep a picture of every screen for a person to look at.
const shots = process.env.SHOTS;
const slug = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';

for (const { held, viewport } of tablets) {
  test.describe(`a tablet held ${held}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });
    for (const { area, account } of areaAccounts) {
      test(`at ${viewport.width}×${viewport.height} by touch, every ${area} route fits the screen and passes axe`, async ({
        page,
        db,
      }) => {
        test.setTimeout(300_000);
        const world = await createWorld(db);
        const who = account(world);
        if (who) await signInPage(page, who, area === 'admin' ? 'admin' : 'user');
        for (const path of routesOf(world)[area]) {
          await test.step(path, async () => {
            await openRoute(page, path);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect.soft(overflow, `${path}: the page is no wider than the screen`).toBeLessThanOrEqual(0);
            for (const table of await page.getByRole('table').all()) {
              const box = await table.boundingBox();
              if (box)
                expect
                  .soft(box.x + box.width, `${path}: the table fits the screen`)
                  .toBeLessThanOrEqual(viewport.width + 0.5);
            }
            expect.soft(await seriousViolations(page), `${path}: axe`).toEqual([]);
            if (shots) await page.screenshot({ path: `${shots}/tablet-${viewport.width}-${area}-${slug(path)}.png` });
          });
        }
      });
    }
  });
}
