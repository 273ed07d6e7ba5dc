import { useEffect, useMemo, useRef } from 'react';

/**
 * A callback that runs once calls have stopped for `delay` ms (the spec's 500 ms search wait). The latest
 * callback is used, and a pending call is dropped when the component goes away.
 */
export function useDebouncedCallback<TArgs extends unknown[]>(callback: (...args: TArgs) => void, delay: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(
    () => ({
      run: (...args: TArgs) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(...args), delay);
      },
      cancel: () => clearTimeout(timer.current),
    }),
    [delay],
  );
}
