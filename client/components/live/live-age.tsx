import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getLocale } from '../../../i18n/locales';
import { isLive, type LiveState } from '../../live/store';
import { useI18n } from '../use-i18n';

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
  const now = isLive(live);
  const time = live.feedAt ? new Intl.DateTimeFormat(getLocale(locale).tag, { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(new Date(live.feedAt)) : '';
  const text = now ? t('live.live') : time ? t('live.updated', { time }) : t('live.noData');
  return (
    <p className={`live-age${now ? ' live-age--live' : ''}`} data-live-age={now ? 'live' : time ? 'updated' : 'none'}>
      {live.feedAt ? <time dateTime={live.feedAt}>{text}</time> : text}
    </p>
  );
}
