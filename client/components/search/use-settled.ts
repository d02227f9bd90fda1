import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms`; until then the last value that did (`initial` at first). */
export function useSettled<T>(value: T, ms: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(() => value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
