import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { searchMessages } from '../../../i18n/groups/search';
import { registerGroup } from '../../../i18n/translate';
import type { SearchGame } from '../../contracts/search';
import { playGame } from '../../platform/actions';
import { pushDataLayer } from '../../analytics/events';
import { loadSearchCatalogue } from '../../state/search-catalogue';
import { platformOf, type Platform } from '../../contracts/site';
import { FIRST_RESULTS, keyFrameRows, rowsInView, shownResults } from '../../search/paging';
import { useModalLayer } from '../../overlays/use-modal-layer';
import { useAsync } from '../use-async';
import { useStores } from '../../state/context';
import { SearchIcon } from '../chrome/icon';
import { CloseIcon } from '../chrome/icons';
import { useI18n } from '../use-i18n';
import { readPreviousSearches, recordSearchedGame } from '../../state/search-history';
import { ResultList, SearchStrip } from './search-lists';
import { overlayIndexFor } from './overlay-index';
import { useAnnouncement } from './use-announcement';
import { useAfterPaint } from './use-after-paint';
import { useSettled } from './use-settled';
import { shownProvider } from '../../contracts/catalogue';
import { onIdle } from '../../loading/idle';

registerGroup(searchMessages);

/** Starts fetching the catalogue (prefetch), and builds its index when asked; the overlay picks both up. */
export function preloadSearch(platform: Platform, index: boolean): void {
  void loadSearchCatalogue(platform).then((games) => index && overlayIndexFor(games), () => undefined);
}

const LIST_ID = 'search-list';
/**
 * A result row loads its art once typing has paused this long: typing replaces the list every key, and the art of
 * lists nobody saw cost a request, a response and a decode each on the main thread of the keys after it.
 */
const ART_SETTLE_MS = 250;
const optionId = (i: number) => `search-option-${i}`;
/** At most this long after search opens, its number formats are made (see the effect in SearchOverlay). */
const WARM_FORMATS_MS = 1000;

/**
 * SPEC §2 game search overlay: a modal dialog (the one modal mechanism: focus in and back, Tab contained, Esc and
 * Back close it) with a combobox input. Before typing: the player's previous searches and 'Try our popular
 * titles:'; while typing: ranked results, 26 then 16 more per Load More. Arrow keys move through the list, Enter
 * plays; the count is announced politely. Play closes search first (clearing the query, SPEC §4), then plays.
 */
export default function SearchOverlay() {
  const stores = useStores();
  const { t } = useI18n();
  const app = useSnapshot(stores.app);
  const account = useSnapshot(stores.account);
  const platform = platformOf(app.deviceType);
  const [data, retry] = useAsync(() => loadSearchCatalogue(platform).then(overlayIndexFor), [platform]);
  const [query, setQuery] = useState('');
  const [loads, setLoads] = useState(0);
  const [active, setActive] = useState(-1);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const afterClose = useRef<(() => void) | null>(null);
  const playerId = account.isLoggedIn ? account.playerId : null;

  const requestClose = useModalLayer({
    open: true,
    panelRef,
    initialFocus: inputRef,
    history: true,
    inertPage: true,
    coverPage: true,
    onClose: () => {
      stores.app.searchOpen = false;
      const next = afterClose.current;
      afterClose.current = null;
      next?.();
    },
  });

  // The key's own frame echoes the letter and nothing else: the results are searched and rendered in a task after
  // that frame is painted (useAfterPaint), so the field never waits on a screen of rows. Keys typed faster than a
  // frame are searched once, for the last of them (decision 012).
  const shownQuery = useAfterPaint(query);
  const searching = shownQuery.trim() !== '';
  const results = useMemo(() => (data.status === 'ready' && searching ? data.value.engine.search(shownQuery) : []), [data, shownQuery, searching]);
  const popular = data.status === 'ready' ? data.value.popular : [];
  const shown = shownResults(results.length, loads);
  const list: readonly SearchGame[] = useMemo(() => (searching && results.length > 0 ? results.slice(0, shown) : popular), [searching, results, shown, popular]);
  // The results' frame renders a screen of rows; the rest come in a render after that frame is painted, so it does
  // not lay out and paint rows below the fold first. Load More and the arrow keys (the query unchanged, or a row past
  // the head chosen) never wait.
  const head = useMemo(() => rowsInView(window.innerHeight), []);
  const typed = useMemo(() => ({ query: shownQuery, list }), [shownQuery, list]);
  const late = useAfterPaint(typed);
  const rows = late.query === shownQuery || active >= head ? list : keyFrameRows(list, late.list, head);
  // Settled on the query as well as the list: a key that leaves the results as they were (a space, a letter the
  // ranking ignores) is still typing, and art loaded then lands its requests and decodes on the very next key.
  const artGames = useSettled(typed, ART_SETTLE_MS).list;
  const previous = useMemo(
    () => (data.status === 'ready' && playerId ? data.value.gamesFor(readPreviousSearches(playerId)) : []),
    [data, playerId],
  );

  const announcement = data.status !== 'ready' || !searching ? '' : results.length === 0 ? t('search.noResults', { query: shownQuery.trim() }) : t('search.resultsCount', { count: results.length });
  const announced = useAnnouncement(announcement);

  /** Play (SPEC §4): search closes first — its history entry goes, the query clears — then the game opens. */
  const play = (game: SearchGame, from: 'result' | 'popular' | 'previous') => {
    if (from === 'result') recordSearchedGame(playerId, game.id, query);
    if (from === 'previous') pushDataLayer({ event: 'previousGameClick', searchedGame: game.name, searchedID: game.id });
    afterClose.current = () => playGame(stores, { id: game.id, name: game.name, provider: shownProvider(game) });
    requestClose();
  };

  const listKind: 'result' | 'popular' = searching && results.length > 0 ? 'result' : 'popular';
  // One callback for the page's life, so the memoised rows stay untouched by keystrokes that do not change them.
  const latest = useRef({ play, listKind });
  latest.current = { play, listKind };
  const onListPlay = useCallback((game: SearchGame) => latest.current.play(game, latest.current.listKind), []);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (list.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, list.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (e.key === 'Enter' && active >= 0 && list[active]) {
      e.preventDefault();
      play(list[active]!, listKind);
    }
  };

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  // The first number a page formats loads the engine's number data: the first keystroke's results count made it a
  // 100–150 ms handler at 4× CPU (30–45 ms once made). Formatted here in idle time after search opens, with the
  // messages the keys use, so the memoised plural rules and number format are ready before the first key.
  useEffect(() => {
    onIdle(() => {
      t('search.resultsCount', { count: 2 });
      t('search.showing', { shown: 1, total: 2 });
    }, WARM_FORMATS_MS);
  }, [t]);

  const change = (value: string) => {
    // New results start at the top: the rows a key renders first are the ones in view (see keyFrameRows).
    if (bodyRef.current) bodyRef.current.scrollTop = 0;
    setQuery(value);
    setLoads(0);
    setActive(-1);
  };

  const loadMore = () => {
    const first = shown;
    setLoads((n) => n + 1);
    // The button goes when the last results show: keep the player's place by moving to the first new result.
    if (shownResults(results.length, loads + 1) >= results.length) {
      inputRef.current?.focus();
      setActive(first);
    }
  };

  const listLabel = listKind === 'result' ? t('search.results') : t('search.popular');
  return createPortal(
    <div className="search-layer">
      <div className="search-layer__backdrop" aria-hidden="true" onClick={requestClose} />
      <div ref={panelRef} className="search-panel" role="dialog" aria-modal="true" aria-labelledby="search-title">
        <h2 id="search-title" className="visually-hidden">
          {t('search.title')}
        </h2>
        <div className="search-panel__bar">
          <SearchIcon />
          {/* The clear button sits inside the field's end, so an idle one takes none of the placeholder's room (issue 28). */}
          <div className="search-panel__field">
            <input
              ref={inputRef}
              className="search-panel__input"
              type="text"
              inputMode="search"
              enterKeyHint="search"
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={100}
              role="combobox"
              aria-label={t('search.placeholder')}
              aria-describedby="search-hint"
              aria-autocomplete="list"
              aria-controls={LIST_ID}
              aria-expanded={list.length > 0}
              aria-activedescendant={active >= 0 && active < list.length ? optionId(active) : undefined}
              placeholder={t('search.placeholder')}
              value={query}
              onChange={(e) => change(e.target.value)}
              onKeyDown={onKeyDown}
            />
            {/* Always in the field, invisible (and so out of the Tab order and the accessibility tree) with nothing to clear:
                the input keeps its box when typing starts instead of being laid out again on the first key. */}
            <button
              type="button"
              className={`icon-button search-panel__clear${query === '' ? ' search-panel__clear--idle' : ''}`}
              aria-label={t('search.clear')}
              onClick={() => {
                change('');
                inputRef.current?.focus();
              }}
            >
              <CloseIcon />
            </button>
          </div>
          {/* The visible 'Close' is the start of the name ('Close search'), as WCAG 2.5.3 asks. */}
          <button type="button" className="btn btn--ghost btn--small search-panel__close" aria-label={t('search.close')} onClick={requestClose}>
            {t('search.closeShort')}
          </button>
        </div>
        <p id="search-hint" className="visually-hidden">
          {t('search.keyboardHint')}
        </p>
        <p className="visually-hidden" role="status" aria-live="polite">
          {announced}
        </p>
        <div ref={bodyRef} className="search-panel__body">
          {data.status === 'loading' && (
            <p className="search-panel__message" role="status">
              <span className="spinner" aria-hidden="true" /> {t('search.loading')}
            </p>
          )}
          {data.status === 'error' && (
            <div className="search-panel__message" role="alert">
              <p>{t('search.unavailable')}</p>
              <button type="button" className="btn btn--gold btn--small" onClick={retry}>
                {t('search.retry')}
              </button>
            </div>
          )}
          {data.status === 'ready' && (
            <>
              {!searching && previous.length > 0 && <SearchStrip title={t('search.yourSearches')} games={previous} onPlay={(g) => play(g, 'previous')} />}
              {searching && results.length === 0 && <p className="search-panel__empty">{t('search.noResults', { query: shownQuery.trim() })}</p>}
              <ResultList id={LIST_ID} optionId={optionId} label={listLabel} games={rows} slots={FIRST_RESULTS} artGames={artGames} active={active} onPlay={onListPlay} playLabel={t('gameArea.play')} busy={late.query !== query} />
              {searching && shown < results.length && (
                <div className="search-panel__more">
                  <p id="search-showing" className="search-panel__showing">
                    {t('search.showing', { shown, total: results.length })}
                  </p>
                  <button type="button" className="btn btn--ghost" aria-describedby="search-showing" onClick={loadMore}>
                    {t('search.loadMore')}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
