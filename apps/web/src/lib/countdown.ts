import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `endsAt`, never negative; rounds up so 179.2 s shows as 180. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * A countdown measured against the clock rather than by counting ticks, so a throttled
 * background tab still ends on time. `start(seconds)` (re)starts it; `seconds` is what is left.
 */
export function useCountdown(): { seconds: number; running: boolean; start: (seconds: number) => void; stop: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + seconds * 1000);
  }, []);
  const stop = useCallback(() => setEndsAt(null), []);
  const seconds = secondsLeft(endsAt, now);
  return { seconds, running: endsAt !== null && seconds > 0, start, stop };
}
