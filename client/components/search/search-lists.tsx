import { memo } from 'react';
import type { SearchGame } from '../../contracts/search';
import { shownProvider } from '../../contracts/catalogue';

/** WebP alone (every browser the site supports decodes it): one element a row, not three, on every keystroke. */
const artOf = (game: SearchGame) => game.webp || game.image;

function Art({ game, width, height }: { game: SearchGame; width: number; height: number }) {
  return <img src={artOf(game)} alt="" width={width} height={height} loading="lazy" decoding="async" />;
}

export interface ResultListProps {
  id: string;
  optionId: (index: number) => string;
  label: string;
  /** By place; an empty place is a hidden row. */
  games: readonly (SearchGame | undefined)[];
  /**
   * Row elements kept in the page even when fewer games show (the spare ones hidden): the list goes from 8 popular
   * titles to 26 results and back as a player types and clears, and filling or hiding a kept row costs the
   * keystroke's frame far less than building or tearing down its elements.
   */
  slots: number;
  /**
   * The games whose art the rows hold, by place: the list as it was once it stayed put for a moment. A row whose
   * game is not the one here keeps that older art, hidden, and shows the placeholder: typing changes no image
   * source, so no keystroke waits on an image being dropped, requested or decoded.
   */
  artGames: readonly SearchGame[];
  /** The option the arrow keys reached (-1: none); the input keeps focus (aria-activedescendant). */
  active: number;
  onPlay: (game: SearchGame) => void;
  playLabel: string;
  /** The query typed is not yet the one the rows answer (they follow a frame or two later): `aria-busy`. */
  busy?: boolean;
}

/**
 * The combobox's listbox: one option per game with its artwork, name and provider (the sub-provider when there is
 * one, SPEC §2). The visible 'Play' is the option's call to action; the option itself is what a click, a tap or
 * Enter activates, so no button sits inside an option (nested controls confuse screen readers).
 */
export function ResultList({ id, optionId, label, games, slots, artGames, active, onPlay, playLabel, busy = false }: ResultListProps) {
  if (games.length === 0) return null;
  const rows = Array.from({ length: Math.max(games.length, slots) }, (_, i) => games[i]);
  return (
    <section className="search-section" aria-labelledby={`${id}-label`}>
      <h3 id={`${id}-label`} className="search-section__title">
        {label}
      </h3>
      <ul id={id} className="search-list" role="listbox" aria-labelledby={`${id}-label`} aria-busy={busy || undefined}>
        {/* Keyed by place, not by game: a keystroke that changes the results updates the rows it has in place instead of
            building new ones (the rows hold no state). */}
        {rows.map((game, i) => (
          <ResultRow key={i} game={game} art={artGames[i]} id={optionId(i)} active={i === active} onPlay={onPlay} playLabel={playLabel} />
        ))}
      </ul>
    </section>
  );
}

interface ResultRowProps {
  /** None: a spare row, hidden (see ResultListProps.slots). */
  game: SearchGame | undefined;
  /** The game whose art the row holds (see ResultListProps.artGames); shown only when it is the row's game. */
  art: SearchGame | undefined;
  id: string;
  active: boolean;
  onPlay: (game: SearchGame) => void;
  playLabel: string;
}

/** One option; memoised, so a keystroke that leaves a row's game and highlight alone does not touch it. */
const ResultRow = memo(function ResultRow({ game, art, id, active, onPlay, playLabel }: ResultRowProps) {
  // A spare row keeps its elements (same tree, nothing in it) so that showing it again only fills it in.
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      hidden={game === undefined}
      className={`search-row${active ? ' search-row--active' : ''}`}
      onClick={() => game && onPlay(game)}
    >
      <span className={`search-row__art${art === game ? '' : ' search-row__art--stale'}`}>
        <img src={art && artOf(art)} alt="" width={72} height={47} loading="lazy" decoding="async" />
      </span>
      <span className="search-row__text">
        <span className="search-row__name">{game?.name}</span>
        <span className="search-row__provider">{game && shownProvider(game)}</span>
      </span>
      <span className="search-row__play" aria-hidden="true">
        {playLabel}
      </span>
    </li>
  );
});

/** 'Your searches:' — thumbnails of the games the player opened from search before (only when there are any). */
export function SearchStrip({ title, games, onPlay }: { title: string; games: readonly SearchGame[]; onPlay: (game: SearchGame) => void }) {
  return (
    <section className="search-section" aria-labelledby="search-strip-title">
      <h3 id="search-strip-title" className="search-section__title">
        {title}
      </h3>
      <ul className="search-strip">
        {games.map((game) => (
          <li key={game.id}>
            <button type="button" className="search-strip__item" aria-label={game.name} title={game.name} onClick={() => onPlay(game)}>
              <Art game={game} width={96} height={63} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
