import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { usePanelLayer } from '../../overlays/use-panel-layer';
import { openWidget } from '../../platform/actions';
import { remindersDue } from '../../platform/net-position';
import { useStores } from '../../state/context';
import { formatMoney } from '../../format/money';
import { useI18n } from '../use-i18n';

/**
 * The reality check (UK safer gambling): every REALITY_CHECK_MINUTES of play a reminder with the time played and the
 * net position offers Keep playing, View history (game history widget) and Take a break (cool-off widget). It sits
 * at the bottom of the container, over the frame's lower edge only while it is shown. It is the top layer while shown:
 * Esc answers Keep playing (the reminder goes, the game stays), never closes the game under it (issue 51).
 */
export function RealityCheck({ now, onBreak }: { now: number; onBreak: () => void }) {
  const stores = useStores();
  const { t, locale } = useI18n();
  const { open, tally } = useSnapshot(stores.games);
  const currency = useSnapshot(stores.account).currency;
  const every = stores.site.platform.realityCheckMinutes;
  const played = useRef({ ms: 0, at: 0 });
  const [shown, setShown] = useState(0);
  const [due, setDue] = useState(0);
  const keepRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const p = played.current;
    if (open && p.at) p.ms += now - p.at;
    p.at = open ? now : 0;
    setDue(remindersDue(p.ms, every));
  }, [now, open, every]);

  const visible = open && tally !== null && due > shown;
  const dismiss = () => setShown(due);
  const boxRef = useRef<HTMLDivElement>(null);
  usePanelLayer({ open: visible, panelRef: boxRef, onClose: dismiss });
  useEffect(() => {
    if (visible) keepRef.current?.focus();
  }, [visible]);
  if (!visible) return null;

  const minutes = Math.round(played.current.ms / 60_000);
  return (
    <div ref={boxRef} className="reality-check" role="alertdialog" aria-labelledby="reality-check-title" aria-describedby="reality-check-text">
      <h2 id="reality-check-title">{t('gameArea.realityCheckTitle')}</h2>
      <p id="reality-check-text">{t('gameArea.realityCheckText', { minutes, net: formatMoney(tally.net, currency, locale) })}</p>
      <div className="reality-check__actions">
        <button ref={keepRef} type="button" className="btn btn--gold btn--small" onClick={dismiss}>
          {t('gameArea.keepPlaying')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => {
            dismiss();
            openWidget(stores, 'gameHistory');
          }}
        >
          {t('gameArea.viewHistory')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => {
            dismiss();
            onBreak();
            openWidget(stores, 'coolOff');
          }}
        >
          {t('gameArea.takeBreak')}
        </button>
      </div>
    </div>
  );
}
