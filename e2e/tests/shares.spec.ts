import type { Locator } from '@playwright/test';
import { createDocument, createOrganisation } from '../../apps/server/src/testing/factories';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Decision 023: the owner's share links, on a phone first.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** WCAG 2.5.5's 44 CSS pixels: what a thumb can hit. */
const TOUCH = 44;
// Set SHOTS=/some/folder to keep pictures of the share screen for a person to look at.
const shots = process.env.SHOTS;

async function expectTouchSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(TOUCH - 0.5);
}

test('the owner shares a labelled link, sees who opened it, revokes it, and the stranger is told', async ({
  page,
  browser,
  db,
  signIn,
}) => {
  test.setTimeout(90_000);
  const account = await signIn('indv');
  const owner = await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
  const lastName = `Shares${Date.now().toString(36).replace(/\d/g, 'x')}`;
  const document = await createDocument(db, {
    uploader: owner,
    organisation: await createOrganisation(db, { name: `University of Ilorin ${lastName}` }),
    status: 'verified',
    owner: { first: 'Amaka', last: lastName },
  });

  await page.goto('/dashboard/document/sent');
  await page.getByRole('button', { name: `Open ${lastName} Amaka` }).click();
  const panel = page.getByRole('dialog', { name: 'Document details' });
  const links = panel.getByRole('list', { name: 'Share links' });
  await expect(links.getByRole('listitem', { name: 'Default link' })).toBeVisible();

  const form = panel.getByRole('form', { name: 'New link' });
  await form.getByLabel('Label').fill('Acme HR');
  await expectTouchSized(form.getByLabel('Label'));
  await expectTouchSized(form.getByRole('button', { name: 'Create link' }));
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Link "Acme HR" created').first()).toBeVisible();
  const acme = links.getByRole('listitem', { name: 'Acme HR' });
  await expect(acme).toContainText('Not opened yet');
  const shareUrl = await acme.getByRole('textbox', { name: 'Link for Acme HR' }).inputValue();
  expect(shareUrl).toMatch(/\/verify\/[\w-]{32}$/);
  expect(await seriousViolations(page)).toEqual([]);
  if (shots) await links.screenshot({ path: `${shots}/share-links-390.png` });

  // A stranger: a browser with no session at all, on a desktop.
  const stranger = await browser.newContext();
  const publicPage = await stranger.newPage();
  // The page asks for the result and the credential of the code, both answered.
  const answered = (api: string) =>
    publicPage.waitForResponse((response) => response.url().includes(`/api/${api}/`) && response.status() === 200);
  await Promise.all([answered('viewer'), answered('credentials'), publicPage.goto(shareUrl)]);
  await expect(publicPage.getByText(new RegExp(`Amaka ${lastName}`)).first()).toBeVisible();
  await expect(publicPage.getByText('This link was revoked by its owner or has expired.')).toHaveCount(0);

  // Back as the owner: the visit is listed, once, with a coarse browser and network.
  await page.reload();
  await page.getByRole('button', { name: `Open ${lastName} Amaka` }).click();
  await expect(acme).toContainText(/Opened once, last on/);
  const log = panel.getByRole('list', { name: 'Who checked, when' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log).toContainText('Acme HR: Result shown');
  await expect(log).toContainText(/Chrome · desktop, network 127\.0\.x\.x/);

  const revoke = acme.getByRole('button', { name: 'Revoke Acme HR' });
  await expectTouchSized(revoke);
  await revoke.click();
  await page.getByRole('dialog', { name: 'Revoke "Acme HR"?' }).getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByText('"Acme HR" revoked: it no longer opens the result').first()).toBeVisible();
  await expect(acme).toContainText('Revoked on');
  await expect(acme.getByRole('button', { name: 'Revoke Acme HR' })).toHaveCount(0);

  // The stranger reloads: the link is cut off, in words, and the API says 410.
  await publicPage.reload();
  await expect(publicPage.getByText('This link was revoked by its owner or has expired.')).toBeVisible();
  const code = shareUrl.split('/').pop()!;
  const gone = await publicPage.request.get(`/api/viewer/${code}`);
  expect(gone.status()).toBe(410);
  expect(await gone.json()).toEqual({ code: 'GONE', message: 'This link was revoked by its owner' });
  await stranger.close();

  // The owner sees the attempt after the revocation, and the default link still works.
  await page.reload();
  await page.getByRole('button', { name: `Open ${lastName} Amaka` }).click();
  await expect(log).toContainText('Acme HR: Refused: link revoked');
  if (shots) {
    await log.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/share-views-390.png` });
  }
  // The default link is the viewer code the certificate's QR code and the e-mail carry: it still opens the result.
  const byDefault = links.getByRole('listitem', { name: 'Default link' });
  await expect(byDefault).toContainText('The QR code on your certificate and the link in your e-mail open this link.');
  const defaultUrl = await byDefault.getByRole('textbox').inputValue();
  expect(defaultUrl).toMatch(new RegExp(`/verify/${document.viewer_code}$`));
  expect((await page.request.get(`/api/viewer/${document.viewer_code}`)).status()).toBe(200);
  expect((await page.request.get(`/api/credentials/${document.viewer_code}`)).status()).toBe(200);

  // Revoking the default link says first, in words, that the certificate and the e-mail stop working with it.
  await byDefault.getByRole('button', { name: 'Revoke Default link' }).click();
  const warning = page.getByRole('dialog', { name: 'Revoke "Default link"?' });
  const stops = warning.getByRole('list', { name: 'What stops working' });
  await expect(stops.getByRole('listitem')).toHaveText([
    /QR code and the printed link on your certificate/,
    /link in the e-mail we sent you/,
    /This link, wherever you have shared it/,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await warning.getByRole('button', { name: 'Revoke link' }).click();
  await expect(
    page.getByText(/"Default link" revoked: it, your certificate's QR code and the e-mailed link/).first(),
  ).toBeVisible();
  expect((await page.request.get(`/api/viewer/${document.viewer_code}`)).status()).toBe(410);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('the share links sit in the panel with the link and its copy button side by side', async ({
    page,
    db,
    signIn,
  }) => {
    const account = await signIn('indv');
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    const lastName = `Desk${Date.now().toString(36).replace(/\d/g, 'y')}`;
    await createDocument(db, {
      uploader: owner,
      organisation: await createOrganisation(db),
      status: 'verified',
      owner: { first: 'Tunde', last: lastName },
    });
    await page.goto('/dashboard/document/sent');
    await page.getByRole('button', { name: `Open ${lastName} Tunde` }).click();
    const link = page.getByRole('dialog', { name: 'Document details' }).getByRole('listitem', { name: 'Default link' });
    const input = await link.getByRole('textbox').boundingBox();
    const copy = await link.getByRole('button', { name: 'Copy link for Default link' }).boundingBox();
    expect(input && copy && Math.abs(input.y - copy.y) < 8).toBe(true);
    await expect(page.getByRole('list', { name: 'Who checked, when' })).toHaveCount(0);
    await expect(page.getByText('Nobody has opened your links yet.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/share-links-desktop.png` });
  });
});
