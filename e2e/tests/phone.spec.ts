import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expectInsideViewport, expectTouchSized, pageOverflow, PHONE, TOUCH } from '../support/phone';
import { expect, test } from '../support/fixtures';
import { createDocument, createOrganisationUser, createUser } from '../../apps/server/src/testing/factories';
import {
  areaAccounts,
  clippedPlaceholders,
  createWorld,
  LONG_BODY_NAME,
  openRoute,
  routesOf,
  signInPage,
} from '../support/routes';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

// Set SHOTS=/some/folder to keep a picture of every screen for a person to look at.
const shots = process.env.SHOTS;

/**
 * The visible text fields, selects and text areas shorter than a thumb, by their label. A field is measured by the
 * bordered box a person sees: a searchable select's text input sits inside its bordered control.
 */
function shortControls(page: Page): Promise<string[]> {
  return page.evaluate((touch) => {
    const bordered = (element: HTMLElement): HTMLElement => {
      let box: HTMLElement | null = element;
      for (let depth = 0; box && depth < 5; depth += 1, box = box.parentElement) {
        if (parseFloat(getComputedStyle(box).borderTopWidth) > 0) return box;
      }
      return element;
    };
    const controls = document.querySelectorAll<HTMLInputElement>(
      'select, textarea, input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file])',
    );
    return Array.from(controls)
      .filter((control) => {
        if (control.getBoundingClientRect().width === 0) return false;
        const height = bordered(control).getBoundingClientRect().height;
        return height > 0 && height < touch - 0.5;
      })
      .map(
        (control) =>
          control.getAttribute('aria-label') ?? control.labels?.[0]?.textContent ?? control.outerHTML.slice(0, 80),
      );
  }, TOUCH);
}

/** Taps a panel's X and expects the panel gone; the X must be on screen and thumb-sized first. */
async function closePanelByTap(page: Page, path: string) {
  const dialog = page.getByRole('dialog');
  const close = dialog.getByRole('button', { name: 'Close panel' });
  await expect(close).toBeVisible();
  // The panel slides in: measured mid-slide (a loaded machine draws it slowly) its X is still off to the right, so
  // wait for it to come to rest on screen (an X that stays off-screen fails here).
  await expect
    .poll(async () => {
      const box = await close.boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(PHONE.width + 0.5);
  // A page wider than the screen widens a phone's layout viewport, and the panel (the screen's full width) with it.
  expect.soft(await pageOverflow(page), `${path}: with the panel open the page fits the screen`).toBe(0);
  await expectInsideViewport(dialog.getByRole('heading').first(), `${path}: the panel's title`);
  await expectInsideViewport(close, `${path}: the panel's X`);
  await expectTouchSized(close, `${path}: the panel's X`);
  await close.tap();
  await expect(dialog).toHaveCount(0);
}

/** Every list on the page: its first row fits the screen, its controls are thumb-sized, its panels close. */
async function checkLists(page: Page, path: string, checkedDialogs: Set<string>) {
  for (const table of await page.getByRole('table').all()) {
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    if ((await rows.count()) === 0) continue;
    const row = rows.first();
    await expectInsideViewport(row, `${path}: the first row`);
    const tableBox = await table.boundingBox();
    expect
      .soft(tableBox!.x + tableBox!.width, `${path}: the table does not scroll sideways`)
      .toBeLessThanOrEqual(PHONE.width + 0.5);
    for (const button of await row.getByRole('button').all()) {
      await expectTouchSized(button, `${path}: row button '${await button.getAttribute('aria-label')}'`);
      await expectInsideViewport(button, `${path}: row button`);
    }
    const open = row.getByRole('button', { name: /^Open / });
    if ((await open.count()) > 0) {
      await open.first().tap();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: 'Close panel' })).toBeVisible();
      const title = (await dialog.getByRole('heading').first().textContent()) ?? '';
      if (!checkedDialogs.has(title)) {
        checkedDialogs.add(title);
        expect.soft(await seriousViolations(page), `${path}: the '${title}' panel`).toEqual([]);
      }
      if (shots) await page.screenshot({ path: `${shots}/phone-panel-${slug(path)}.png` });
      await closePanelByTap(page, path);
    }
    const actions = row.getByRole('button', { name: /^Actions for / });
    if ((await actions.count()) > 0) {
      await actions.tap();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      for (const item of await menu.getByRole('menuitem').all()) await expectInsideViewport(item, `${path}: menu item`);
      const edit = menu.getByRole('menuitem', { name: 'Edit' });
      if ((await edit.count()) > 0 && path.includes('/received')) {
        await edit.tap();
        await expect(page.getByRole('dialog').getByRole('button', { name: 'Close panel' })).toBeVisible();
        await closePanelByTap(page, `${path} (edit)`);
      } else {
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
      }
    }
  }
}

const slug = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';

for (const { area, account } of areaAccounts) {
  test(`at 390×844 by touch, every ${area} route fits the screen and passes axe`, async ({ page, db }) => {
    test.setTimeout(300_000);
    const world = await createWorld(db);
    const who = account(world);
    if (who) await signInPage(page, who, area === 'admin' ? 'admin' : 'user');
    const checkedDialogs = new Set<string>();
    for (const path of routesOf(world)[area]) {
      await test.step(path, async () => {
        await openRoute(page, path);
        const overflow = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        expect
          .soft(overflow.scroll, `${path}: the page is no wider than the screen`)
          .toBeLessThanOrEqual(overflow.inner);
        expect.soft(await seriousViolations(page), `${path}: axe`).toEqual([]);
        expect.soft(await clippedPlaceholders(page), `${path}: placeholders shown in full`).toEqual([]);
        expect.soft(await shortControls(page), `${path}: fields and selects are ${TOUCH} px tall`).toEqual([]);
        if (shots) await page.screenshot({ path: `${shots}/phone-${area}-${slug(path)}.png` });
        await checkLists(page, path, checkedDialogs);
      });
    }
  });
}

test('a requester sees, on a phone, where each request went and where it stands', async ({ page, db }) => {
  const world = await createWorld(db);
  await signInPage(page, world.individual);
  await openRoute(page, '/dashboard/document/sent');
  const row = page.getByRole('row').filter({ hasText: 'Verified' }).first();
  await expect(row.getByText(new RegExp(`^${LONG_BODY_NAME} `))).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Actions for / })).toBeVisible();

  await openRoute(page, '/dashboard');
  const recent = page.getByRole('region', { name: 'Recent requests' });
  await expect(recent.getByRole('link', { name: 'View all documents' })).toBeVisible();
  await expectInsideViewport(recent.getByRole('link', { name: 'View all documents' }), 'View all documents');
  await expectInsideViewport(recent.getByText('Pending', { exact: true }), 'a recent status');
  await expectInsideViewport(page.getByRole('region', { name: 'Money spent' }), 'Money spent');
});

test('with long real names, the dashboard of a body with a waiting request and the public checks fit 390 px', async ({
  page,
  db,
  signInAs,
}) => {
  const tag = Date.now().toString(36);
  const long = `Obafemi Awolowo University Teaching Hospitals Complex Ile-Ife Postgraduate College ${tag}`;
  const { user: verifier, organisation } = await createOrganisationUser(db);
  await db.updateTable('organisations').set({ name: long }).where('id', '=', organisation.id).execute();
  const body = { ...organisation, name: long };
  const uploader = await createUser(db);
  const owner = {
    first: 'Oluwadamilareoluwatobiloba',
    middle: 'Chukwuemekaifeanyichukwu',
    last: `Adebayo-Ogunlesi${tag}`,
  };
  await createDocument(db, { uploader, organisation: body, status: 'submitted', owner });
  const verified = await createDocument(db, { uploader, organisation: body, status: 'verified', owner });
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);

  await signInAs({ email: verifier.email, password: verifier.password });
  await openRoute(page, '/org/dashboard');
  const waiting = page.getByRole('region', { name: 'Waiting longest' });
  await expect(waiting.getByRole('link')).toHaveCount(1);
  expect(await width()).toBeLessThanOrEqual(PHONE.width);
  await expectInsideViewport(waiting.getByText('Submitted', { exact: true }), 'the waiting request’s status');

  await openRoute(page, '/org/document/received');
  await expect(page.getByText(/^Waiting \d+ minutes?$/)).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(PHONE.width);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${verified.viewer_code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Valid' })).toBeVisible();
  await page.getByText('What we checked').click();
  await expect(page.getByRole('group').getByRole('listitem').first()).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(PHONE.width);
  if (shots) await page.screenshot({ path: `${shots}/phone-public-checks-long-names.png`, fullPage: true });
});

test('a list moves nothing on the screen while its rows arrive over a slow network', async ({ page, db }) => {
  const world = await createWorld(db);
  await signInPage(page, world.individual);
  // The rows come a second after the page, as on a slow mobile network: the loading rows show first.
  await page.route('**/api/get/documents', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openRoute(page, '/dashboard/document/sent');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  // Lighthouse's "good" is 0.1; the page bar pushed off the screen by the arriving rows was 0.088 on its own.
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test('the skip link is the first stop of the keyboard and lands on the page', async ({ page, db }) => {
  const world = await createWorld(db);
  for (const path of ['/login']) {
    await openRoute(page, path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expectInsideViewport(skip, 'the skip link');
    await skip.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  }
  await signInPage(page, world.org);
  await openRoute(page, '/org/document/received');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test.describe('a narrow window used with a mouse', () => {
  // The `touch` variant is for coarse pointers and for any screen narrower than `md`: a phone whose browser reports a
  // fine pointer, or a desktop window made narrow, gets the same thumb-sized controls (apps/web/src/index.css).
  test.use({ viewport: PHONE, hasTouch: false, isMobile: false });

  test("gives a row's actions and a field the 44 px a thumb needs", async ({ page, db }) => {
    const world = await createWorld(db);
    await signInPage(page, world.individual);
    await openRoute(page, '/dashboard/document/sent');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(false);
    await expectTouchSized(page.getByRole('button', { name: /^Actions for / }).first(), 'a row’s actions');
    expect(await shortControls(page)).toEqual([]);
  });
});
