import { useEffect, useState } from 'react';

/**
 * `value`, a frame late: it catches up in a task after the next frame is painted. For work the frame that answers
 * an input must not wait for — React's own deferred render (useDeferredValue) is queued at once and often runs
 * before that frame is painted, delaying it.
 */
export function useAfterPaint<T>(value: T): T {
  const [late, setLate] = useState(value);
  useEffect(() => {
    if (Object.is(late, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer set in an animation frame callback runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setLate(() => value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, late]);
  return late;
}
