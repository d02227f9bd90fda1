import { memo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { TileGame } from '../contracts/page-data';
import { useStores } from '../state/context';
import { playGame, toggleFavourite } from '../platform/taps';
import { useI18n } from './use-i18n';
import { hydrated } from '../loading/hydration';

/**
 * Tiles a phone shows whole on its first screen (two per row at 390 px): high priority for them alone, so they do not
 * share the first seconds' bandwidth with the five more the first row loads eagerly.
 */
export const FIRST_SCREEN_TILES = 2;

export interface GameTileProps {
  game: TileGame;
  /** From the rail or grid around it (`useTileAccount`): one account subscription per list, not one per tile. */
  loggedIn: boolean;
  /** The game is in the player's favourites. */
  favourite: boolean;
  size?: 'default' | 'tall';
  /** First row: load at once (the rest lazily). */
  eager?: boolean;
  /** The first screen's first tiles: fetched at high priority (the phone's largest paint, docs/decisions/032). */
  priority?: boolean;
  /** Under a rail's h2 the title is an h3; straight under the page's h1 (a grid) it is an h2, so levels never skip. */
  headingLevel?: 2 | 3;
  /** In the game container: Play switches game (SPEC §4 in-game change). */
  inGameChange?: boolean;
}

/**
 * SPEC §2 game tile: artwork (webp + jpg, portrait for tall), title sized by the tile's width (container query, no JS),
 * Play, a 'New' tag, and an info link for guests when the game has an info page or review.
 */
export const GameTile = memo(function GameTile({ game, loggedIn, favourite, size = 'default', eager = false, priority = false, headingLevel = 3, inGameChange = false }: GameTileProps) {
  const stores = useStores();
  const { t, href } = useI18n();
  const tall = size === 'tall';
  const art = tall && game.portrait ? game.portrait : { image: game.image, webp: game.webp };
  return (
    <article className={`tile tile--${size}`}>
      <div className="tile__art">
        <picture>
          <source type="image/webp" srcSet={art.webp} />
          <img
            src={art.image}
            alt=""
            width={100}
            height={tall ? 130 : 65}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            // The first screen's tiles are the largest paint: decoded in the frame that shows them, not one later
            // (an async decode lets the first paint go out without them and moves LCP behind hydration's tasks).
            decoding={priority ? 'auto' : 'async'}
          />
        </picture>
        {game.tag === 'new' && <span className="tile__tag">{t('gameArea.newTag')}</span>}
        <button type="button" className="tile__play" data-tap onClick={(e) => playGame(stores, { id: game.id, name: game.name, provider: game.provider }, { inGameChange }, e.currentTarget)} aria-label={t('gameArea.playGame', { name: game.name })}>
          <span aria-hidden="true">{t('gameArea.play')}</span>
        </button>
        {loggedIn && (
          <button
            type="button"
            className="tile__fav"
            aria-pressed={favourite}
            aria-label={`${t('gameArea.favourite')}: ${game.name}`}
            title={favourite ? t('gameArea.removeFavourite', { name: game.name }) : t('gameArea.addFavourite', { name: game.name })}
            onClick={() => toggleFavourite(stores, game.id)}
          >
            <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
          </button>
        )}
        {!loggedIn && game.info && (
          <a className="tile__info" href={href(`/casino/games/${game.info}/`)} aria-label={t('gameArea.infoAbout', { name: game.name })}>
            <span aria-hidden="true">i</span>
          </a>
        )}
      </div>
      {headingLevel === 2 ? <h2 className="tile__title">{game.name}</h2> : <h3 className="tile__title">{game.name}</h3>}
    </article>
  );
});

/**
 * What a list's tiles show of the account, read once by the rail, grid or panel around them: a tile is memoised on
 * `loggedIn` and `favourite`, so a favourite toggled re-renders one tile, and a page's own render reaches none.
 */
export const useTileAccount = () => useSnapshot(useStores().account);

/** A tile's place, the size of a tile, before its tile is rendered (a rail below the fold, a grid's later rows). */
export function TilePlaceholder() {
  return (
    <li className="tile tile--placeholder" aria-hidden="true">
      <div className="tile__art" />
      <div className="tile__title">&nbsp;</div>
    </li>
  );
}

const PLACEHOLDER_HTML = '<li class="tile tile--placeholder" aria-hidden="true"><div class="tile__art"></div><div class="tile__title">&nbsp;</div></li>';
/** One object per count: React sets inner HTML again whenever the object changes, and a string is a Trusted Types sink. */
const placeholderHtml = new Map<number, { __html: string }>();

/**
 * The children of a list that holds nothing but `count` placeholder tiles. Rendered by the server, or by hydration
 * of the server's list (`fromServer`), they are the list's inner HTML: React builds no fibers for them and hydrates
 * nothing — a home page's nine rails below the fold were ~300 of its ~840 elements, walked by hydration and its
 * commit for markup no code touches (issue 53's blocking time) — and hydration never writes inner HTML. A list the
 * browser creates (a client navigation) gets elements, so no string reaches innerHTML (decision 027's Trusted Types).
 */
export function placeholderTiles(count: number, fromServer: boolean): { dangerouslySetInnerHTML: { __html: string } } | { children: ReactNode } {
  if (!fromServer) return { children: Array.from({ length: count }, (_, i) => <TilePlaceholder key={i} />) };
  let html = placeholderHtml.get(count);
  if (!html) placeholderHtml.set(count, (html = { __html: PLACEHOLDER_HTML.repeat(count) }));
  return { dangerouslySetInnerHTML: html };
}

/** Whether this component's first render is the server's or hydration's (kept for its life: see placeholderTiles). */
export const useFromServer = (): boolean => useState(() => !hydrated)[0];
