import { expect, type Locator, type Page } from '@playwright/test';

// A mid-range phone, held upright, used by touch.
export const PHONE = { width: 390, height: 844 };

/** WCAG 2.5.5's 44 CSS pixels: what a thumb can hit. */
export const TOUCH = 44;

/** How many CSS pixels the page is wider than the screen (0 when it fits). */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

export async function expectInsideViewport(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect.soft(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect.soft(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(PHONE.width + 0.5);
}

export async function expectTouchSized(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect.soft(box?.height ?? 0, `${what} is ${TOUCH} px tall`).toBeGreaterThanOrEqual(TOUCH - 0.5);
  expect.soft(box?.width ?? 0, `${what} is ${TOUCH} px wide`).toBeGreaterThanOrEqual(TOUCH - 0.5);
}

/**
 * The two screens every journey people rely on is tried at: a desktop with a mouse and a phone by touch. Wrap a test
 * in `for (const size of SIZES) test.describe(size.name, () => { test.use(size.use); … })`.
 */
export const SIZES = [
  { name: 'on a desktop', use: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false } },
  { name: 'on a 390 px phone', use: { viewport: PHONE, hasTouch: true, isMobile: true } },
] as const;
