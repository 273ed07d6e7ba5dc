import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectInsideViewport, pageOverflow, PHONE } from '../support/phone';
import { fillRequest, payInSandbox } from '../support/requests';

// Before paying, the payer reads how long the verifying body takes and when the request would be due; once paid,
// the request carries its due date.
async function turnaroundThenDueDate(page: Page, onPhone: boolean) {
  const { lastName } = await fillRequest(page, 'education');
  const turnaround = page.getByRole('region', { name: 'Expected turnaround' });
  await expect(turnaround).toContainText(/working days?/);
  await expect(turnaround).toContainText(/Paid today, it is due by \w+day, \w+ \d+, \d{4}\./);
  if (onPhone) {
    await expectInsideViewport(turnaround, 'the expected turnaround');
    expect(await pageOverflow(page)).toBe(0);
  }
  const promised = (await turnaround.getByText(/Paid today/).innerText()).replace(
    /^Paid today, it is due by |\.$/g,
    '',
  );

  await payInSandbox(page, 'Approve');
  await page.goto('/dashboard/document/sent');
  await page.getByRole('button', { name: `Open ${lastName} Chidi` }).click();
  const panel = page.getByRole('dialog', { name: 'Document details' });
  // The date shown before paying is the one fixed on the request when the payment was confirmed.
  await expect(panel.getByRole('region', { name: 'Turnaround' })).toContainText(`Due by ${promised}`);
  await expect(panel.getByRole('region', { name: 'Turnaround' })).toContainText(/working days?/);
  if (onPhone) {
    await expectInsideViewport(panel.getByRole('region', { name: 'Turnaround' }), 'the due date');
    expect(await pageOverflow(page)).toBe(0);
  }
}

test('the payer sees the turnaround before paying and the due date on the request', async ({ page, signIn }) => {
  test.setTimeout(60_000);
  await signIn('student');
  await turnaroundThenDueDate(page, false);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the turnaround and the due date fit a 390 px screen', async ({ page, signIn }) => {
    test.setTimeout(60_000);
    await signIn('student');
    await turnaroundThenDueDate(page, true);
  });
});
