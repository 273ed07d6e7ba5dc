import type { MouseEvent } from 'react';

/** The id of each layout's main landmark, where the skip link lands. */
export const MAIN_ID = 'main';

/**
 * The first stop of the keyboard on every page (WCAG 2.4.1): hidden until focused, it moves focus past the menus
 * to the page itself. It focuses the landmark directly so the router never sees a '#main' in the address.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    // Focusing scrolls the landmark into view too.
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-60 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-md focus:bg-white focus:px-4 focus:text-sm focus:font-semibold focus:text-green-800 focus:shadow-lg focus:ring-2 focus:ring-green-600"
    >
      Skip to content
    </a>
  );
}
