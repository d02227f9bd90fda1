import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getLocale, type LocaleId } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/translate';
import { isLive, type LiveState } from '../../live/store';
import { useI18n } from '../use-i18n';

type Figures = Pick<LiveState, 'connection' | 'synced' | 'stale' | 'feedAt'>;

/** 'Live', 'Updated 14:05' (the feed's last time, in `zone` or the browser's own) or 'No live data'. */
export function liveAgeText(t: Translate, locale: LocaleId, figures: Figures, zone?: string): string {
  if (isLive(figures)) return t('live.live');
  if (!figures.feedAt) return t('live.noData');
  const time = new Intl.DateTimeFormat(getLocale(locale).tag, { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(new Date(figures.feedAt));
  return t('live.updated', { time });
}

/**
 * 'Live' while the socket brings the figures as they happen; otherwise their age, 'Updated 14:05', never figures that
 * pretend to be live: the feed fell silent, the socket dropped or is coming back, the browser is offline, or the page
 * is the server's snapshot that the socket has not yet confirmed. The server writes the time in UTC; the browser, after
 * hydration, in its own zone (its first render matches the server's).
 */
export function LiveAge({ state }: { state: LiveState }) {
  const { t, locale } = useI18n();
  const live = useSnapshot(state);
  const [zone, setZone] = useState<string | undefined>('UTC');
  useEffect(() => setZone(undefined), []);
  const kind = isLive(live) ? 'live' : live.feedAt ? 'updated' : 'none';
  const text = liveAgeText(t, locale, live, zone);
  return (
    <p className={`live-age${kind === 'live' ? ' live-age--live' : ''}`} data-live-age={kind}>
      {live.feedAt ? <time dateTime={live.feedAt}>{text}</time> : text}
    </p>
  );
}
