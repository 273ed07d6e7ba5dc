import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { endSession } from '@/lib/auth/session';

// A screen's first render imports its lazy route, whose modules Vitest transforms on that first import: on a
// loaded 2-core machine that took over a second, the testing library's default wait (CI failed two tests
// waiting for a page's heading while other suites ran). Five seconds still fails a screen that never appears.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: Headless UI's anchored menus only need ResizeObserver to exist.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// jsdom has no media queries either. Answer like a 1280 px desktop window (where lists are tables), no motion
// preference.
window.matchMedia ??= (query: string) =>
  ({
    matches: /min-width:\s*(\d+)px/.test(query) && Number(/min-width:\s*(\d+)px/.exec(query)?.[1]) <= 1280,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

// The app imports these schemas (and zod) on first use, to keep them off the sign-in page (decision 019). Loaded
// here once, a test's first request does not wait for them to be transformed.
await Promise.all([
  import('@docverify/contract/auth/auth'),
  import('@docverify/contract/errors'),
  import('@hookform/resolvers/zod'),
]);

// The router restores scroll positions; jsdom has nothing to scroll.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  endSession();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
