import { useEffect, useState } from 'react';

/** The current time, re-read every `ms` while `running`. */
export function useClock(running: boolean, ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [running, ms]);
  return now;
}
