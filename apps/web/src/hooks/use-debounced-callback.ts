import { useEffect, useMemo, useRef } from 'react';

/**
 * A callback that runs once calls have stopped for `delay` ms (the spec's 500 ms search wait). The latest
 * callback is used, and a pending call is dropped when the component goes away; `flush` runs a pending call now.
 */
export function useDebouncedCallback<TArgs extends unknown[]>(callback: (...args: TArgs) => void, delay: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<TArgs | undefined>(undefined);

  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(() => {
    const cancel = () => {
      clearTimeout(timer.current);
      pending.current = undefined;
    };
    const flush = () => {
      const args = pending.current;
      cancel();
      if (args) latest.current(...args);
    };
    return {
      run: (...args: TArgs) => {
        clearTimeout(timer.current);
        pending.current = args;
        timer.current = setTimeout(flush, delay);
      },
      cancel,
      flush,
    };
  }, [delay]);
}
