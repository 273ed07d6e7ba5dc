import { createDocument } from '../../apps/server/src/testing/factories';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { requesterAndUnilag } from '../support/requests';

const plan = [
  ['educ-bachelors', 'verified'],
  ['educ-masters', 'queried'],
  ['finance-bank-statement', 'submitted'],
  ['employment-letter', 'pending'],
] as const;

test('the sent list pages, sorts, filters with chips and searches on the server', async ({ page, db, signIn }) => {
  test.setTimeout(60_000);
  const account = await signIn('indv');
  const { owner, organisation } = await requesterAndUnilag(db, account.email);
  // Twelve requests: two pages of nine; owners Aaa… to Lll… so the name order is plain to see.
  for (let i = 0; i < 12; i++) {
    const [documentTypeId, status] = plan[i % plan.length]!;
    await createDocument(db, {
      uploader: owner,
      organisation,
      documentTypeId,
      status,
      owner: { first: 'Test', last: `${String.fromCharCode(65 + i).repeat(3)}person` },
      createdAt: new Date(Date.UTC(2026, 10, 1, 9, i)).toISOString(),
    });
  }

  await page.goto('/dashboard/document/sent');
  const table = page.getByRole('table', { name: 'Sent Documents' });
  const names = table.getByRole('rowheader');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(names).toHaveCount(9);
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // Next asks for page 2 from the cursor the server gave with page 1, and keeps both in the URL.
  const secondPage = page.waitForRequest((request) => request.url().endsWith('/api/get/documents'));
  await page.getByRole('button', { name: 'Next' }).click();
  expect((await secondPage).postDataJSON()).toMatchObject({ page: 2, cursor: expect.any(String) });
  await expect(page).toHaveURL(/[?&]page=2&cursor=[\w-]+/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(names).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  const nameHeader = table.getByRole('columnheader', { name: /^Name/ });
  await nameHeader.getByRole('button').click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(names.first()).toContainText('AAAperson');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(names.first()).toContainText('LLLperson');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('menuitem', { name: 'Show All Documents' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Bank Statement' }).click();
  await expect(page.getByRole('button', { name: 'Details (filtered)' })).toBeVisible();
  await expect(page.getByText('Document: Bank Statement')).toBeVisible();
  await expect(names).toHaveCount(3);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  await page.getByRole('button', { name: 'Remove filter Document: Bank Statement' }).click();
  await page.getByRole('button', { name: 'Verifier Status' }).click();
  await expect(page.getByRole('menuitem', { name: 'Show All Statuses' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Verified' }).click();
  await expect(page.getByText('Verifier: Verified')).toBeVisible();
  await expect(names).toHaveCount(3);
  for (const row of await table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .all()) {
    await expect(row).toContainText('Verified');
  }
  await page.getByRole('button', { name: 'Remove filter Verifier: Verified' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  // The search waits for typing to stop: one request for the whole term, not one per key.
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/get/documents')) {
      const search = (request.postDataJSON() as { search?: string }).search;
      if (search) searches.push(search);
    }
  });
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('gggPERS', { delay: 40 });
  await expect(names).toHaveCount(1);
  await expect(names.first()).toContainText('GGGperson');
  expect(searches).toEqual(['gggPERS']);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await page.getByRole('button', { name: 'Open LLLperson Test' }).click();
  await expect(page.getByRole('dialog', { name: 'Document details' })).toContainText('Transaction ID');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Close panel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a row’s actions menu opens at the first click or key, as every later time', async ({ page, db, signIn }) => {
  const account = await signIn('indv');
  const { owner, organisation } = await requesterAndUnilag(db, account.email);
  await createDocument(db, {
    uploader: owner,
    organisation,
    status: 'submitted',
    owner: { first: 'Ada', last: 'Okafor' },
  });

  // The first click opens the menu, with Headless UI's state on its button.
  await page.goto('/dashboard/document/sent');
  const actions = page.getByRole('button', { name: 'Actions for Okafor Ada' });
  await actions.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(actions).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(actions).toBeFocused();

  // From the keyboard on a fresh page: Enter opens it on its first item, and closing gives focus back.
  await page.reload();
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(actions).toBeFocused();
});
