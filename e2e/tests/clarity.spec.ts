import { recordAudit } from '../../apps/server/src/features/audit/audit';
import type { TAuditAction } from '@docverify/contract/admin/audit';
import { createDocument, createOrganisation, createUser } from '../../apps/server/src/testing/factories';
import { SIZES } from '../support/phone';
import { expect, test } from '../support/fixtures';
import { fillRequest } from '../support/requests';

// Decision 020: words people can quote.
const suffix = () => Date.now().toString(36);

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    test('the audit trail says who did what to which request, with the raw entry behind a disclosure', async ({
      page,
      db,
      signIn,
    }) => {
      const body = await createOrganisation(db, { name: `University of Lagos ${suffix()}` });
      const verifier = await createUser(db, { first_name: 'Ada', last_name: 'Obi' });
      const document = await createDocument(db, {
        uploader: await createUser(db),
        organisation: body,
        status: 'verified',
      });
      await recordAudit(db, {
        actorUserId: verifier.id,
        action: 'document.decided',
        entityType: 'document',
        entityId: document.id,
        before: { status: 'pending', version: 2 },
        after: { status: 'verified', verify_info: 'Matches the register' },
        now: new Date().toISOString(),
      });

      await signIn('admin');
      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search' }).fill(document.application_id);
      const sentence = `Ada Obi verified ${document.application_id} for ${body.name}`;
      const table = page.getByRole('table', { name: 'Audit Trail' });
      await expect(table.getByRole('rowheader', { name: sentence })).toBeVisible();
      await expect(table).not.toContainText('document.decided');

      await page.getByRole('button', { name: `Open change: ${sentence}` }).click();
      const panel = page.getByRole('dialog', { name: 'Change details' });
      await expect(panel.getByText(sentence)).toBeVisible();
      // The raw action code, ids and JSON are there, folded away until asked for.
      await expect(panel.getByText('document.decided')).toBeHidden();
      await panel.getByText('Technical detail').click();
      await expect(panel.getByText('document.decided')).toBeVisible();
      await expect(panel.getByText(document.id)).toBeVisible();

      await panel.getByRole('link', { name: document.application_id }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/document/all\\?search=${document.application_id}`));
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(document.application_id);
    });
  });
}

test("the audit trail reads an owner's share links, a refund and an action it has no words for as sentences", async ({
  page,
  db,
  signIn,
}) => {
  const body = await createOrganisation(db, { name: `Covenant University ${suffix()}` });
  const owner = await createUser(db, { first_name: 'Kemi', last_name: 'Ade' });
  const document = await createDocument(db, { uploader: owner, organisation: body, status: 'verified' });
  const now = new Date().toISOString();
  const entries = [
    { action: 'document.share_created', after: { share_id: 's-1', label: 'Acme HR', expires_at: null } },
    { action: 'document.share_revoked', after: { share_id: 's-1', label: 'Acme HR', revoked_at: now } },
    { action: 'document.refunded', after: { status: 'archived', reason: 'Duplicate request' } },
    { action: 'document.renumbered', after: null },
  ];
  for (const entry of entries) {
    // The last is no action this build knows, as an older or newer server's row would be: written as one anyway.
    const action = entry.action as TAuditAction;
    await recordAudit(db, {
      ...entry,
      action,
      actorUserId: owner.id,
      entityType: 'document',
      entityId: document.id,
      now,
    });
  }

  await signIn('admin');
  await page.goto('/admin/audit');
  await page.getByRole('searchbox', { name: 'Search' }).fill(document.application_id);
  const table = page.getByRole('table', { name: 'Audit Trail' });
  const id = document.application_id;
  for (const sentence of [
    `Kemi Ade made the share link “Acme HR” to ${id}`,
    `Kemi Ade revoked the share link “Acme HR” to ${id}`,
    `Kemi Ade refunded the payment for ${id} for ${body.name}`,
    `Kemi Ade changed the request ${id}`,
  ]) {
    await expect(table.getByRole('rowheader', { name: sentence })).toBeVisible();
  }
  await expect(table).not.toContainText('document.');
  await expect(table).not.toContainText('made a change');
});

test("a requester finds a request by part of its verifying body's name", async ({ page, db, signIn }) => {
  const account = await signIn('indv');
  const owner = await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
  const tag = suffix();
  const body = await createOrganisation(db, { name: `Federal Polytechnic Nekede ${tag}` });
  const elsewhere = await createOrganisation(db, { name: `Covenant University ${tag}` });
  await createDocument(db, { uploader: owner, organisation: body, owner: { first: 'Kemi', last: 'Nekede' } });
  await createDocument(db, { uploader: owner, organisation: elsewhere, owner: { first: 'Kemi', last: 'Covenant' } });

  await page.goto('/dashboard/document/sent');
  const table = page.getByRole('table', { name: 'Sent Documents' });
  await expect(table.getByRole('rowheader')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search' }).fill(`polytechnic nekede ${tag}`.toUpperCase());
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  await expect(table.getByRole('rowheader', { name: /Nekede Kemi/ })).toBeVisible();
});

test("'This is me' fills the owner's names from the profile", async ({ page, signIn }) => {
  const account = await signIn('indv');
  await fillRequest(page, 'education');
  // Back to the owner step from the cost step.
  for (const step of ['File', 'Owner']) {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`: ${step}$`) })).toBeVisible();
  }
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Last name').fill('');
  await page.getByRole('checkbox', { name: 'This is me' }).check();
  await expect(page.getByLabel('First name')).toHaveValue(account.firstName);
  await expect(page.getByLabel('Last name')).toHaveValue(account.lastName);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /: File$/ })).toBeVisible();
});

test('the cost step says what each way to pay does', async ({ page, signIn }) => {
  await signIn('indv');
  await fillRequest(page, 'education');
  await expect(page.getByRole('button', { name: 'Submit and pay' })).toHaveAccessibleDescription(
    /checkout, where you choose how to pay/,
  );
  await expect(page.getByRole('button', { name: 'Pay by card' })).toHaveAccessibleDescription(/card/);
});

test('the public verification page shows the course and the years', async ({ page, db }) => {
  const body = await createOrganisation(db, { name: `University of Ibadan ${suffix()}` });
  const document = await createDocument(db, { uploader: await createUser(db), organisation: body, status: 'verified' });
  await page.goto(`/verify/${document.viewer_code}`);
  // The browser checked the request's signed credential: the details are what it says.
  await expect(page.getByRole('heading', { level: 1, name: 'Valid' })).toBeVisible();
  await expect(page.getByText('Computer Science')).toBeVisible();
  await expect(page.getByText('2014 – 2018')).toBeVisible();
  await expect(page.getByText('1995-04-12')).toHaveCount(0);
});
