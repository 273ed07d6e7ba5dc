import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signedInToken } from './second-factor';
import type { Db } from '../../apps/server/src/db/database';

/** The smallest file each checker accepts as that type (the server reads the bytes, not the name). */
export const samplePdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A signed-in requester's user row and the seeded University of Lagos, for requests made straight in the database. */
export async function requesterAndUnilag(db: Db, email: string) {
  const owner = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const organisation = await db
    .selectFrom('organisations')
    .selectAll()
    .where('id', '=', 'vb-unilag')
    .executeTakeFirstOrThrow();
  return { owner, organisation };
}

type Choice = { category: string; type: string; body: string };

export const categories = {
  education: { category: 'Education', type: "Bachelor's", body: 'University of Lagos (Lagos)' },
  professional: {
    category: 'Professional Certification',
    type: 'Institute of Chartered Accountants of Nigeria (ICAN)',
    body: 'Institute of Chartered Accountants of Nigeria (Lagos)',
  },
  financial: { category: 'Financial Record', type: 'Bank Statement', body: 'First Bank of Nigeria (Lagos)' },
  employment: { category: 'Employment Record', type: 'Employment Letter', body: 'MTN Nigeria (Lagos)' },
} satisfies Record<string, Choice>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A verifying body named "Name (City)" as the wizard lists it: "Name — City, Country · domain · Verified body",
 * the domain and mark only for bodies that have them.
 */
export function bodyOption(option: string): RegExp {
  const [, name, city] = /^(.*) \(([^)]*)\)$/.exec(option) ?? [undefined, option, undefined];
  return new RegExp(`^${escapeRegExp(name!)}${city ? ` — ${escapeRegExp(city)},` : '$'}`);
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  if (label === 'Verifying body') await page.getByRole('option', { name: bodyOption(option) }).click();
  else await page.getByRole('option', { name: option, exact: true }).click();
}

async function next(page: Page, step: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`: ${step}$`) })).toBeVisible();
}

/** A number written in the letters a–z: unique like a timestamp, and a valid name (names take no digits). */
const lettersOnly = (value: number) =>
  [...value.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');

/**
 * Fills the Verify Documents wizard as a person would, up to the cost step, and returns the owner's last name
 * (unique per call, so a list search finds this request).
 */
export async function fillRequest(
  page: Page,
  kind: keyof typeof categories,
  options: { area?: 'dashboard' | 'org'; type?: string; body?: string } = {},
) {
  const choice = { ...categories[kind], ...(options.type ? { type: options.type } : {}) };
  const body = options.body ?? choice.body;
  const area = options.area ?? 'dashboard';
  const lastName = `Eze${lettersOnly(Date.now())}`;
  await page.goto(area === 'org' ? '/org/verifydocument' : '/dashboard/verifydocument');
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 5: Document' })).toBeVisible();
  await choose(page, 'Category', choice.category);
  await choose(page, 'Document type', choice.type);
  await choose(page, 'Country', 'Nigeria');
  await choose(page, 'Verifying body', body);
  await next(page, 'Details');

  if (kind === 'education') {
    await page.getByLabel('Student ID').fill('STU-2014-0042');
    await page.getByLabel('Course', { exact: true }).fill('Computer Science');
  } else if (kind === 'professional') {
    await page.getByLabel('Member or student ID').fill('ICAN-55521');
    await page.getByLabel('Qualification').fill('Chartered Accountant');
    await choose(page, 'Enrolment status', 'Member');
  } else if (kind === 'financial') {
    await expect(page.getByLabel('Bank', { exact: true })).not.toBeEmpty();
  } else {
    await page.getByLabel('Role').fill('Software Engineer');
  }
  if (kind !== 'financial') {
    await page.getByLabel('Start year').fill('2014');
    if (kind === 'education') await page.getByLabel('End year').fill('2018');
  }
  await next(page, 'Owner');

  await page.getByLabel('First name').fill('Chidi');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Date of birth').fill('1996-03-14');
  await next(page, 'File');

  // As a person does: click the drop area and pick the file in the chooser.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Document file/ }).click();
  await (await chooser).setFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(page.getByText('certificate.pdf')).toBeVisible();
  await next(page, 'Cost');
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  return { lastName };
}

/** From the cost step: submit, pay in the sandbox with Approve or Decline, and land on the result page. */
export async function payInSandbox(page: Page, outcome: 'Approve' | 'Decline') {
  await page.getByRole('button', { name: 'Submit and pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox payment' })).toBeVisible();
  await page.getByRole('button', { name: outcome }).click();
  const heading = outcome === 'Approve' ? 'Payment confirmed' : 'Payment failed';
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A verifying body's user decides a request through the API, with a signed proof PDF, as the verifier's screen does. */
export async function decideThroughApi(
  request: APIRequestContext,
  verifier: { email: string; password: string },
  applicationId: string,
  status: 'verified' | 'queried',
  note: string,
) {
  const login = await request.post('/api/login', { data: { email: verifier.email, password: verifier.password } });
  expect(login.ok()).toBe(true);
  const token = await signedInToken(request, (await login.json()) as Parameters<typeof signedInToken>[1]);
  const headers = { authorization: `Bearer ${token}` };
  const queue = await request.post('/api/get/verifier/document', { headers, data: { search: applicationId } });
  const { data } = (await queue.json()) as { data: { id: string; version: number }[] };
  expect(data).toHaveLength(1);
  const decided = await request.post('/api/verifier/verify/document', {
    headers,
    multipart: {
      doc_id: data[0]!.id,
      status,
      verify_info: note,
      version: String(data[0]!.version),
      proof: { name: 'signed-proof.pdf', mimeType: 'application/pdf', buffer: samplePdf() },
    },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** A verifying body's user decides a request from its queue's row menu, with a signed proof PDF, and closes the panel. */
export async function decideInPanel(page: Page, rowName: string, status: 'verified' | 'queried', note: string) {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const panel = page.getByRole('dialog');
  const submit = panel.getByRole('button', { name: 'Edit Status' });
  await expect(submit).toBeDisabled();
  await panel.getByLabel('Status', { exact: true }).selectOption(status);
  await panel.getByLabel('Verification info').fill(note);
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: /^Please upload a verified signed document/ }).click();
  await (await chooser).setFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(status === 'verified' ? 'Document verified' : 'Document queried')).toBeVisible();
  await page.getByRole('button', { name: 'Close panel' }).click();
}

/** In the open request's panel, the owner answers its query with a note and a new file, and is told it was sent. */
export async function answerQuery(page: Page, note: string) {
  const query = page.getByRole('dialog', { name: 'Document details' }).getByRole('region', {
    name: 'Your verifier has a query',
  });
  await query.getByLabel('Your answer').fill(note);
  const chooser = page.waitForEvent('filechooser');
  await query.getByRole('button', { name: /^New file/ }).click();
  await (await chooser).setFiles({ name: 'both-pages.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await query.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Answer sent to the verifier')).toBeVisible();
}
