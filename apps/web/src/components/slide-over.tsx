import { lazy, Suspense, useState } from 'react';
import type { TSlideOverProps } from '@/components/slide-over-panel';

const SlideOverPanel = lazy(() =>
  import('@/components/slide-over-panel').then((module) => ({ default: module.SlideOverPanel })),
);

/**
 * The detail panel (slide-over-panel.tsx), its code (the dialog and its focus handling, ~7 KB gzip) downloaded the
 * first time it opens: a list shows without it (decision 019). Once opened it stays mounted, so it closes with its
 * transition and opens at once the next time.
 */
export function SlideOver(props: TSlideOverProps) {
  const [opened, setOpened] = useState(props.open);
  // Derived from the props during render, as React advises for state that follows a prop.
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SlideOverPanel {...props} />
    </Suspense>
  );
}
