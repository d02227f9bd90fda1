import { useEffect, useState } from 'react';
import { getPageInPlace } from '../api/get-page';
import type { Grid } from '../contracts/page-data';
import { GameTile } from './game-tile';
import { useI18n } from './use-i18n';

/** Tiles in rows: SSR renders one page; 'Load more' appends the next page in place (its href works without JS). */
export function GameGrid({ grid }: { grid: Grid }) {
  const { t } = useI18n();
  const [pages, setPages] = useState<Grid[]>([grid]);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  useEffect(() => setPages([grid]), [grid]);

  const last = pages[pages.length - 1]!;
  const games = pages.flatMap((p) => p.games);
  const loadMore = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!last.nextHref || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setState('loading');
    try {
      const answer = await getPageInPlace(last.nextHref, false);
      // An error payload (status ≥ 400), a redirect or a page without a grid: no next page to append.
      const data = 'redirect' in answer ? null : answer.data;
      const next = data && 'grid' in data ? data.grid : null;
      if (!next) throw new Error('redirect' in answer ? 'redirect' : `HTTP ${answer.status}`);
      setPages((ps) => [...ps, next]);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <ul className="game-grid">
        {games.map((g, i) => (
          <li key={g.id}>
            <GameTile game={g} eager={i < 7 && pages.length === 1} headingLevel={2} />
          </li>
        ))}
      </ul>
      <p className="game-grid__status" aria-live="polite">
        {t('gameArea.pageOf', { page: last.page, pages: last.pageCount })} · {t('gameArea.gamesCount', { count: grid.total })}
        {state === 'failed' ? ` · ${t('general.unknownError')}` : ''}
      </p>
      {last.nextHref && (
        <div className="game-grid__more">
          <a className="button button--primary" href={last.nextHref} onClick={loadMore} aria-busy={state === 'loading'}>
            {t('gameArea.loadMore')}
          </a>
        </div>
      )}
    </>
  );
}
