import type { APIRequestContext, Page } from '@playwright/test';
import { signedInToken } from '../support/second-factor';
import {
  createAdmin,
  createDocument,
  createOrganisationUser,
  createUser,
  FACTORY_PASSWORD,
} from '../../apps/server/src/testing/factories';
import { seriousViolations } from '../support/axe';
import { E2E_BASE_URL } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { decideThroughApi } from '../support/requests';

// Tried as a stranger would: given only a link, a certificate file or a credential. The server runs with
// PUBLIC_URL set to the address the browser opens (playwright.config.ts), as a deployment does: the checker trusts
// keys from its own origin only.

// Set SHOTS=/some/folder to keep a picture of each page for a person to look at.
const shots = process.env.SHOTS;

async function tokenOf(request: APIRequestContext, account: { email: string }, portal: 'user' | 'admin' = 'user') {
  const url = portal === 'admin' ? '/api/system/admin/login' : '/api/login';
  const response = await request.post(url, { data: { email: account.email, password: FACTORY_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return signedInToken(request, (await response.json()) as Parameters<typeof signedInToken>[1]);
}

/** Drops a file on /verify (by the chooser the drop zone opens, as a keyboard or a click does) and checks it. */
async function checkFile(page: Page, name: string, bytes: Buffer) {
  await page.goto('/verify');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Certificate \(PDF\)/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByText(name)).toBeVisible();
  await page.getByRole('button', { name: 'Check' }).click();
}

test('a stranger checks a verified request, its certificate, a tampered copy and the credential, then sees it revoked', async ({
  page,
  db,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const { user: verifier, organisation } = await createOrganisationUser(db);
  const owner = await createUser(db, { first_name: 'Bisi' });
  const document = await createDocument(db, {
    uploader: owner,
    organisation,
    owner: { first: 'Ada', last: `Cert${suffix}` },
  });
  await decideThroughApi(page.request, verifier, document.application_id, 'verified', 'Matches our register');
  const { viewer_code: code } = await db
    .selectFrom('documents')
    .select('viewer_code')
    .where('id', '=', document.id)
    .executeTakeFirstOrThrow();
  expect(code).toBeTruthy();

  // The owner downloads the certificate (the API, with their session); the stranger gets only the file.
  const ownerToken = await tokenOf(page.request, owner);
  const certificateAnswer = await page.request.get(`/api/documents/${document.id}/certificate`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(certificateAnswer.status(), await certificateAnswer.text()).toBe(200);
  const certificate = Buffer.from(await certificateAnswer.body());

  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  const privateCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(files|documents|certificates)\//.test(request.url())) privateCalls.push(request.url());
  });

  await test.step('the result page says Valid with the details', async () => {
    await page.goto(`/verify/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Valid' })).toBeVisible();
    await expect(
      page.getByText(/^Issued by DocVerify on .+, verified by Test Organisation .+, Nigeria$/),
    ).toBeVisible();
    await expect(page.getByText(`Ada Cert${suffix}`)).toBeVisible();
    await expect(page.getByText(document.application_id)).toBeVisible();
    await page.getByText('What we checked').click();
    await expect(page.getByText("The signature matches DocVerify's published key")).toBeVisible();
    // Key ids, addresses and formats are for whoever repeats the check: kept under a disclosure of their own.
    await expect(page.getByText(/^Key id \(JWK thumbprint\)/)).toBeHidden();
    await page.getByText('Technical details').click();
    await expect(page.getByText(/^Key id \(JWK thumbprint\)/)).toBeVisible();
    await expect(page.getByText(/says this credential has not been revoked$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check it yourself' })).toHaveAttribute('href', '/verify');
  });

  await test.step('the same link opened at another address of the server (localhost) also says Valid', async () => {
    // Credentials name PUBLIC_URL (127.0.0.1 here); people also open links at localhost, a LAN address or a second
    // host name, where the page must still verify the server's own credentials.
    const elsewhere = new URL(`/verify/${code}`, E2E_BASE_URL.replace('127.0.0.1', 'localhost')).href;
    await page.goto(elsewhere);
    await expect(page.getByRole('heading', { level: 1, name: 'Valid' })).toBeVisible();
    await page.getByText('What we checked').click();
    await expect(page.getByText('It names DocVerify as its issuer')).toBeVisible();
    await page.getByText('Technical details').click();
    await expect(page.getByText(`Issuer: ${E2E_BASE_URL}`)).toBeVisible();
  });

  await test.step('the dropped certificate checks as Valid', async () => {
    await checkFile(page, 'certificate.pdf', certificate);
    await expect(page.getByRole('heading', { level: 2, name: 'Valid' })).toBeVisible();
    await expect(page.getByText(/The file matches its seal/)).toBeAttached();
  });

  await test.step('a copy with one byte changed checks as Tampered, the credential inside still genuine', async () => {
    const edited = Buffer.from(certificate);
    // Inside the page's content, where an editor would change a word: any byte before the seal line will do.
    const at = Math.floor(certificate.indexOf('%DOCVERIFY-SEAL') / 2);
    edited[at] = edited[at]! ^ 0x01;
    await checkFile(page, 'edited.pdf', edited);
    await expect(page.getByRole('heading', { level: 2, name: 'Tampered' })).toBeVisible();
    await expect(page.getByText('This file was changed after we issued it.', { exact: false })).toBeVisible();
    await expect(page.getByText('The credential inside the file is still genuine', { exact: false })).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/tampered-certificate.png`, fullPage: true });
  });

  await test.step('the pasted credential checks as Valid', async () => {
    const answer = await page.request.get(`/api/credentials/${code}`);
    const { data } = (await answer.json()) as { data: { credential: string } };
    await page.goto('/verify');
    await page.getByLabel('Or paste a credential').fill(data.credential);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Valid' })).toBeVisible();
  });

  await test.step('after an administrator archives the request, the same file and the page say Revoked', async () => {
    const admin = await createAdmin(db, '1');
    const adminToken = await tokenOf(page.request, admin, 'admin');
    const archived = await page.request.post('/api/system/admin/update/document', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { doc_id: document.id, action: 'archive', note: 'Withdrawn by the institution' },
    });
    expect(archived.status(), await archived.text()).toBe(200);

    await checkFile(page, 'certificate.pdf', certificate);
    await expect(page.getByRole('heading', { level: 2, name: 'Revoked' })).toBeVisible();
    await page.goto(`/verify/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Revoked' })).toBeVisible();
    await expect(page.getByText(/^Revoked on \w+day, /)).toBeVisible();
  });

  expect(downloads).toEqual([]);
  expect(privateCalls).toEqual([]);
});

for (const viewport of [
  { name: 'a phone', size: { width: 390, height: 844 } },
  { name: 'a desktop', size: { width: 1280, height: 800 } },
]) {
  test(`both public pages say Valid at either address and have no serious accessibility violations on ${viewport.name}`, async ({
    page,
    db,
  }) => {
    await page.setViewportSize(viewport.size);
    const { user: verifier, organisation } = await createOrganisationUser(db);
    const submitted = await createDocument(db, { uploader: await createUser(db), organisation });
    await decideThroughApi(page.request, verifier, submitted.application_id, 'verified', 'Matches our register');
    const { viewer_code: code } = await db
      .selectFrom('documents')
      .select('viewer_code')
      .where('id', '=', submitted.id)
      .executeTakeFirstOrThrow();

    // The same link at the server's other address (localhost; PUBLIC_URL is 127.0.0.1) says Valid as well.
    await page.goto(new URL(`/verify/${code}`, E2E_BASE_URL.replace('127.0.0.1', 'localhost')).href);
    await expect(page.getByRole('heading', { level: 1, name: 'Valid' })).toBeVisible();
    await page.goto(`/verify/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Valid' })).toBeVisible();
    await page.getByText('What we checked').click();
    expect(await seriousViolations(page), '/verify/:code').toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/${viewport.name}-verify-code.png`, fullPage: true });

    await page.goto('/verify');
    await page.getByLabel('Or paste a credential').fill('not a credential');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Not a DocVerify credential' })).toBeVisible();
    expect(await seriousViolations(page), '/verify').toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/${viewport.name}-verify.png`, fullPage: true });
    // Nothing to scroll sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.size.width);
  });
}
