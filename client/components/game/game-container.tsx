import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { openWidget } from '../../platform/actions';
import { currentGameSession, registerGameHost } from '../../platform/game-controller';
import { useStores } from '../../state/context';
import { useModalLayer } from '../../overlays/use-modal-layer';
import { usePanelLayer } from '../../overlays/use-panel-layer';
import { loadPlatform } from '../../platform/start';
import { BrandMark } from '../chrome/brand-mark';
import { CloseIcon, WalletIcon } from '../chrome/icons';
import { ExpandIcon, GridIcon } from './game-icons';
import { useI18n } from '../use-i18n';
import { MoreGames } from './more-games';
import { RealityCheck } from './reality-check';
import { SessionFigures } from './session-figures';
import { useClock } from './use-clock';
import { chromeMessages } from '../../../i18n/groups/chrome';
import { gameMessages } from '../../../i18n/groups/game';
import { registerGroup } from '../../../i18n/translate';

registerGroup(gameMessages);
// Deposit is the lazy chrome's word too (docs/decisions/032).
registerGroup(chromeMessages);

/**
 * SPEC §2 game container: a full-screen modal layer (one history entry, so Back closes it) with a bar — logo (closes
 * the game), the safer-gambling session figures, Deposit, more games, full screen where the browser supports it,
 * close — above the framework's game frame, which nothing covers. Exiting leaves full screen, closes the game and
 * closes search (SPEC §4). Esc and Back close the top layer only (issue 51): the More games panel (a history entry of
 * its own), the reality check or a layer over the game first, the game after.
 */
export default function GameContainer() {
  const stores = useStores();
  const { t } = useI18n();
  const games = useSnapshot(stores.games);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLElement>(null);
  const moreButtonRef = useRef<HTMLButtonElement>(null);
  const loginAgainRef = useRef<HTMLButtonElement>(null);
  /** The login widget was given a notice (setLoginNotice) that must go once the game is left or back. */
  const noticed = useRef(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  // One clock for the session figures and the reality check, ticking only while a player's game is open.
  const now = useClock(games.open && games.tally !== null);
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    stores.app.searchOpen = false;
    // A player leaving during an in-game switch means to leave, not to finish the switch.
    stores.games.launchedFromInGame = false;
    currentGameSession()?.close();
    setMoreOpen(false);
  }, [stores]);

  // coverPage: the opaque container hides the page anyway; not rendering it under a running game leaves a slow
  // phone's main thread to the game (the lobby's rails and art are not laid out or painted while playing).
  const requestClose = useModalLayer({ open: games.open, panelRef, onClose: exit, initialFocus: closeRef, history: true, inertPage: true, coverPage: true });

  // Opened over the game, closed by Esc, Back, its toggle or a Play in it; focus inside goes back to the toggle.
  const closeMore = usePanelLayer({
    open: moreOpen,
    panelRef: moreRef,
    history: true,
    onClose: () => {
      if (moreRef.current?.contains(document.activeElement)) moreButtonRef.current?.focus({ preventScroll: true });
      setMoreOpen(false);
    },
  });

  const clearNotice = () => {
    if (!noticed.current) return;
    noticed.current = false;
    void loadPlatform().then((bridge) => bridge?.setLoginNotice(null));
  };

  // Logged out while playing (the session expired, or Logout elsewhere; issue 51): the game stops but keeps its place
  // — the container stays open on it and says why, in the stage and in the login widget (the framework may have opened
  // one) —, and opens again once the player has logged in again.
  const loggedIn = useSnapshot(stores.account).isLoggedIn;
  useEffect(() => {
    const { games: state } = stores;
    const session = currentGameSession();
    if (!loggedIn && state.open && !state.sessionEnded) {
      if (moreOpen) closeMore();
      session?.endSession();
      const text = t('gameArea.sessionEnded', { game: state.current?.name ?? '' });
      noticed.current = true;
      void loadPlatform().then((bridge) => bridge?.setLoginNotice(text));
    } else if (loggedIn && state.sessionEnded) {
      clearNotice();
      session?.resume();
    }
  }, [loggedIn]);

  // The stage's Log in takes focus unless a dialog over the game (the framework's login) has it.
  useEffect(() => {
    if (!games.sessionEnded) return;
    const active = document.activeElement;
    if (!active || active === document.body || panelRef.current?.contains(active)) loginAgainRef.current?.focus({ preventScroll: true });
  }, [games.sessionEnded]);

  // A game left while logged out: the login widget no longer says why.
  useEffect(() => {
    if (!games.open) clearNotice();
  }, [games.open]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === panelRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void panelRef.current?.requestFullscreen().catch(() => undefined);
  };

  const hostRef = useCallback((el: HTMLDivElement | null) => registerGameHost(el), []);
  const name = games.current?.name ?? '';

  return createPortal(
    <div className="game-layer" hidden={!games.open}>
      <div ref={panelRef} className="game-container" role="dialog" aria-modal="true" aria-labelledby="game-container-title">
        <div className="game-bar">
          <button type="button" className="game-bar__logo" aria-label={t('gameArea.backToLobby')} onClick={requestClose}>
            <BrandMark size={32} />
          </button>
          <h2 id="game-container-title" className="game-bar__title">
            {name}
          </h2>
          <SessionFigures now={now} />
          <div className="game-bar__actions">
            {stores.account.isLoggedIn && (
              <button type="button" className="btn btn--gold btn--small game-bar__deposit" data-tap onClick={(e) => openWidget(stores, 'deposit', undefined, e.currentTarget)}>
                <WalletIcon />
                <span>{t('account.deposit')}</span>
              </button>
            )}
            <button
              ref={moreButtonRef}
              type="button"
              className="icon-button game-bar__more"
              aria-label={t('gameArea.moreGames')}
              aria-expanded={moreOpen}
              aria-controls="game-more"
              onClick={() => (moreOpen ? closeMore() : setMoreOpen(true))}
            >
              <GridIcon />
            </button>
            {canFullscreen && (
              <button type="button" className="icon-button game-bar__fullscreen" aria-label={t('gameArea.fullscreen')} aria-pressed={fullscreen} onClick={toggleFullscreen}>
                <ExpandIcon />
              </button>
            )}
            <button ref={closeRef} type="button" className="icon-button game-bar__close" aria-label={t('gameArea.closeGame')} onClick={requestClose}>
              <CloseIcon />
            </button>
          </div>
        </div>
        <div className="game-stage" aria-busy={games.loading}>
          <div ref={hostRef} className="game-host" />
          {/* Mounted for as long as the container, so a screen reader hears each change (a launch, an in-game switch:
              shown at once, though the switch waits 1.5 s before it launches, SPEC §4). */}
          <p className="visually-hidden" role="status">
            {games.loading && !games.error ? t('gameArea.gameLoading') : ''}
          </p>
          {games.loading && !games.error && (
            <div className="game-stage__status" aria-hidden="true">
              <span className="spinner" />
              {t('gameArea.gameLoading')}
            </div>
          )}
          {games.error && (
            <p className="game-stage__error" role="alert">
              {t('gameArea.gameError', { reason: games.error })}
            </p>
          )}
          {games.sessionEnded && (
            <div className="game-stage__ended">
              <h2 className="game-stage__ended-title">{t('gameArea.sessionEndedTitle')}</h2>
              <p role="alert">{t('gameArea.sessionEnded', { game: name })}</p>
              <button ref={loginAgainRef} type="button" className="btn btn--gold" onClick={(e) => openWidget(stores, 'login', undefined, e.currentTarget)}>
                {t('gameArea.logInAgain')}
              </button>
            </div>
          )}
        </div>
        <MoreGames open={moreOpen} panelRef={moreRef} onPlayed={closeMore} />
        <RealityCheck now={now} onBreak={requestClose} />
      </div>
    </div>,
    document.body,
  );
}
