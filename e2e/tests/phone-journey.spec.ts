import type { Browser, Page } from '@playwright/test';
import { createOrganisationUser } from '../../apps/server/src/testing/factories';
import { expect, test } from '../support/fixtures';
import { expectInsideViewport, pageOverflow, PHONE } from '../support/phone';
import { answerQuery, decideInPanel, fillRequest, payInSandbox } from '../support/requests';
import { signInPage } from '../support/routes';
import { confirmCode, fillSignUp } from '../support/sign-up';

// The whole journey on a 390 px phone by touch, each party on a phone of their own.
const phone = { viewport: PHONE, hasTouch: true, isMobile: true };
test.use(phone);

// Set SHOTS=/some/folder to keep a picture of each step for a person to look at.
const shots = process.env.SHOTS;

/** Nothing of the page is off to the side of the screen, here. */
async function expectFits(page: Page, where: string) {
  expect.soft(await pageOverflow(page), `${where}: the page is no wider than the screen`).toBe(0);
  if (shots) await page.screenshot({ path: `${shots}/journey-${where.replaceAll(/\W+/g, '-')}.png` });
}

/** Another person's phone: a browser context of its own, signed in. */
async function phoneOf(browser: Browser, account: { email: string; password: string }) {
  const page = await (await browser.newContext(phone)).newPage();
  await signInPage(page, account);
  return page;
}

test('on a 390 px phone by touch: sign up, request and pay, answer a query, get verified, download and share', async ({
  page,
  db,
  browser,
}) => {
  test.setTimeout(150_000);
  const { user: verifier, organisation } = await createOrganisationUser(db);

  // A requester signs up and confirms the code.
  const email = `phone.${Date.now()}@e2e.test`;
  await page.goto('/signup');
  await expectFits(page, 'sign-up');
  await fillSignUp(page, { firstName: 'Amaka', lastName: 'Obi', email });
  await confirmCode(page, email);
  await expectFits(page, 'the dashboard');

  // A Bachelor's request to the body, paid in the sandbox.
  const { lastName } = await fillRequest(page, 'education', { body: `${organisation.name} (Lagos)` });
  await expectFits(page, 'the cost step');
  await payInSandbox(page, 'Approve');
  await expectFits(page, 'the payment result');
  await page.getByRole('link', { name: 'View my documents' }).click();
  const mine = page.getByRole('row').filter({ hasText: lastName });
  await expect(mine).toContainText('Submitted');
  await expectFits(page, 'my documents');

  // The payer holds a receipt, downloadable from the request on the phone.
  await page.getByRole('button', { name: `Open ${lastName} Chidi` }).click();
  const paid = page.getByRole('dialog', { name: 'Document details' });
  const receiptDownload = page.waitForEvent('download');
  await paid.getByRole('button', { name: 'Download receipt' }).tap();
  expect((await receiptDownload).suggestedFilename()).toMatch(/^receipt-DV-.+\.pdf$/);
  await paid.getByRole('button', { name: 'Close panel' }).tap();
  await expect(paid).toBeHidden();

  // The body reviews it on its own phone and queries it with a signed proof.
  const body = await phoneOf(browser, verifier);
  await body.goto('/org/document/received');
  const received = body.getByRole('row').filter({ hasText: lastName });
  await expect(received).toBeVisible();
  await expectFits(body, 'received documents');
  await decideInPanel(body, `${lastName} Chidi`, 'queried', 'Page two of the certificate is missing');
  await expect(received).toContainText('Queried');

  // The requester reads the query and answers with a note and a new file.
  await page.reload();
  await expect(mine).toContainText('Queried');
  await page.getByRole('button', { name: `Open ${lastName} Chidi` }).click();
  const details = page.getByRole('dialog', { name: 'Document details' });
  await expectInsideViewport(details.getByRole('button', { name: 'Close panel' }), 'the panel’s close button');
  const query = details.getByRole('region', { name: 'Your verifier has a query' });
  await expect(query).toContainText('Page two of the certificate is missing');
  await answerQuery(page, 'Here are both pages');
  await expectFits(page, 'the answered panel');
  await details.getByRole('button', { name: 'Close panel' }).tap();
  await expect(details).toBeHidden();

  // The body sees the answer in its queue, opens on it, and verifies with a signed proof.
  await body.reload();
  await expect(received).toContainText('Answered');
  await body.getByRole('button', { name: `Open ${lastName} Chidi` }).click();
  const answer = body
    .getByRole('dialog', { name: 'Document details' })
    .getByRole('region', { name: 'The requester answered your query' });
  await expect(answer).toContainText('Here are both pages');
  await expect(answer).toBeInViewport();
  await body.getByRole('button', { name: 'Close panel' }).tap();
  await decideInPanel(body, `${lastName} Chidi`, 'verified', 'Matches the 2018 graduation register');
  await expect(received).toContainText('Verified');
  await body.context().close();

  // The requester sees it verified, downloads the document and shares the result.
  await page.reload();
  await expect(mine).toContainText('Verified');
  await page.getByRole('button', { name: `Open ${lastName} Chidi` }).click();
  await expect(details).toContainText('Matches the 2018 graduation register');
  await expectFits(page, 'the verified panel');
  const popupOpened = page.waitForEvent('popup');
  await details.getByRole('button', { name: 'Download Document' }).click();
  const popup = await popupOpened;
  await expect.poll(() => popup.url()).toMatch(/\/api\/files\//);
  await popup.close();
  const shareLink = await details.getByRole('textbox', { name: 'Link for Default link' }).inputValue();

  // A stranger on a phone checks it without signing in.
  const stranger = await browser.newContext(phone);
  const publicPage = await stranger.newPage();
  await publicPage.goto(shareLink);
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Valid' })).toBeVisible();
  await expect(publicPage.getByText(`Chidi ${lastName}`)).toBeVisible();
  await expectFits(publicPage, 'the public result');
  await stranger.close();
});
