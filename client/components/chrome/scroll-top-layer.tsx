import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../loading/lazy-part';

/** SPEC §9: the scroll-to-top button appears after 400 px of scroll. */
export const SCROLL_TOP_THRESHOLD_PX = 400;

const ScrollTop = lazyPart(() => import('./scroll-top'));

/**
 * Nothing until the page is first scrolled past the threshold (most visits never are): then the button's chunk, which
 * shows and hides it from there on. Keeps the button off the first screen's JS.
 */
export function ScrollTopLayer() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const onScroll = () => {
      // Not offline: the chunk could not load (lazyPart would draw nothing and ask again once online); the next
      // scroll once online loads it.
      if (window.scrollY > SCROLL_TOP_THRESHOLD_PX && navigator.onLine) setNeeded(true);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ScrollTop threshold={SCROLL_TOP_THRESHOLD_PX} />
    </Suspense>
  ) : null;
}
