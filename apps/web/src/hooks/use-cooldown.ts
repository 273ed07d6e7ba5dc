import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before an action may be repeated, counting down once a second. Starts running at mount when
 * asked to (a code was sent just before the page opened) and again on every `restart`.
 */
export function useCooldown(seconds: number, { startNow = false } = {}) {
  const [until, setUntil] = useState(() => (startNow ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  }, [seconds]);

  return { secondsLeft: left, restart };
}
