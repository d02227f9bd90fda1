import { useEffect, useState } from 'react';
import { useI18n } from '../use-i18n';
import { ArrowUpIcon } from './icons';
import { chromeMessages } from '../../../i18n/groups/chrome';
import { registerGroup } from '../../../i18n/translate';

// This chunk's text is not the first screen's (docs/decisions/032).
registerGroup(chromeMessages);

/** The button itself: a lazy chunk, loaded the first time the page is scrolled past the threshold. */
export default function ScrollTop({ threshold }: { threshold: number }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);

  const toTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    // The button disappears at the top; keep keyboard users at the start of the page, not on <body>.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={`scroll-top${shown ? ' scroll-top--shown' : ''}`}
      aria-label={t('chrome.backToTop')}
      hidden={!shown}
      onClick={toTop}
    >
      <ArrowUpIcon />
    </button>
  );
}
