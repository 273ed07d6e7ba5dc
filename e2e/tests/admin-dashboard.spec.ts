import { createDocument, createOrganisation, createUser } from '../../apps/server/src/testing/factories';
import { expect, test } from '../support/fixtures';

// The charts are drawn for the eye (their numbers are in a table behind "Show the numbers"), by recharts, in the
// production build: this checks each actually draws its bars for days with requests.
test("the administrator's dashboard draws a bar for today's requests and revenue", async ({ page, db, signIn }) => {
  const owner = await createUser(db);
  const organisation = await createOrganisation(db);
  for (let i = 0; i < 3; i++) await createDocument(db, { uploader: owner, organisation });

  await signIn('admin');
  await page.goto('/admin/dashboard');
  for (const title of ['Requests per day', 'Revenue per day']) {
    const chart = page.getByRole('figure', { name: new RegExp(title) });
    await expect(chart).toBeVisible();
    // One bar per day with a value: the bars are the only paths the bar chart draws.
    await expect(chart.locator('svg path').first()).toBeVisible();
  }
});
