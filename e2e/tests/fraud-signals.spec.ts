import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createDocument, createUser } from '../../apps/server/src/testing/factories';
import { expect, test } from '../support/fixtures';
import { categories, choose, payInSandbox, samplePdf } from '../support/requests';

// Decision 024: an administrator lists an unaccredited awarding body; a request naming it, with a
// file identical to another person's upload, is flagged in its verifier's panel with both reasons.

async function next(page: Page, step: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`: ${step}$`) })).toBeVisible();
}

/** The education request as an owner fills it, naming the institution on the certificate themselves. */
async function requestNaming(page: Page, institution: string, lastName: string) {
  const choice = categories.education;
  await page.goto('/dashboard/verifydocument');
  await choose(page, 'Category', choice.category);
  await choose(page, 'Document type', choice.type);
  await choose(page, 'Country', 'Nigeria');
  await choose(page, 'Verifying body', choice.body);
  await next(page, 'Details');
  await page.getByLabel('Institution name').fill(institution);
  await page.getByLabel('Student ID').fill('KBU-2016-007');
  await page.getByLabel('Course', { exact: true }).fill('Business Administration');
  await page.getByLabel('Start year').fill('2016');
  await page.getByLabel('End year').fill('2020');
  await next(page, 'Owner');
  await page.getByLabel('First name').fill('Femi');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Date of birth').fill('1994-07-02');
  await next(page, 'File');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Document file/ }).click();
  await (await chooser).setFiles({ name: 'degree.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await next(page, 'Cost');
  await payInSandbox(page, 'Approve');
}

test('a request naming a listed body, with another person’s file, is flagged to its verifier with the reasons', async ({
  page,
  db,
  signIn,
  signInAs,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const listed = `Kings Bridge University ${suffix}`;

  // The administrator adds the body to the list, from the dashboard's link.
  await signIn('admin');
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Unaccredited awarding bodies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unaccredited awarding bodies' })).toBeVisible();
  const add = page.getByRole('form', { name: 'Add one' });
  await add.getByLabel('Name').fill(listed);
  await add.getByLabel('Country code').fill('GB');
  await add.getByLabel('Source').fill('HEDD list 2026');
  await add.getByRole('button', { name: 'Add to the list' }).click();
  await expect(page.getByRole('list', { name: 'Unaccredited awarding bodies' })).toContainText(listed);
  // Phone first: the list and both forms fit a 390 px screen without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('form', { name: 'Import a list' })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Someone else uploaded the very same file earlier, for their own request elsewhere.
  const stranger = await createUser(db, { first_name: 'Hidden', last_name: `Stranger${suffix}` });
  const earlier = await createDocument(db, {
    uploader: stranger,
    organisation: await db.selectFrom('organisations').selectAll().where('id', '=', 'vb-ug').executeTakeFirstOrThrow(),
    createdAt: '2026-03-03T09:30:00.000Z',
  });
  await db
    .updateTable('stored_files')
    .set({ sha256: createHash('sha256').update(samplePdf()).digest('hex') })
    .where('id', '=', earlier.file_id)
    .execute();

  // The owner names the body the way their certificate spells it.
  await page.evaluate(() => localStorage.clear());
  await signIn('indv');
  const lastName = `Adeyemi${suffix.replace(/\d/g, '')}`;
  await requestNaming(page, `The ${listed}.`, lastName);

  // The verifying body's person opens it and reads both reasons; the request is still only submitted.
  const verifier = await createUser(db, { category: 'org', organisation_id: 'vb-unilag' });
  await page.evaluate(() => localStorage.clear());
  await signInAs(verifier);
  await page.goto('/org/document/received');
  await page.getByRole('searchbox').fill(lastName);
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText('Submitted');
  await page.getByRole('button', { name: `Actions for ${lastName} Femi` }).click();
  await page.getByRole('menuitem', { name: 'Review' }).click();
  const panel = page.getByRole('dialog');
  const warning = panel
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: 'Check before deciding' }) });
  await expect(warning).toContainText(
    `“The ${listed}.” is on the list of unaccredited awarding bodies as “${listed}” (source: HEDD list 2026).`,
  );
  await expect(warning).toContainText(
    "The same file (identical SHA-256) was uploaded for another person's request on 3 March 2026.",
  );
  // The verifier learns that the other upload exists and when — not whose it is or where it went.
  await expect(warning).not.toContainText(earlier.application_id);
  await expect(warning).not.toContainText(`Stranger${suffix}`);
  await expect(panel).toContainText('Submitted');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(warning.getByRole('heading', { name: 'Check before deciding' })).toBeInViewport();
});
