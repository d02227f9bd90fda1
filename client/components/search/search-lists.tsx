import { memo } from 'react';
import type { SearchGame } from '../../contracts/search';

/**
 * WebP alone (every browser the site supports decodes it): one element a row, not three, on every keystroke.
 * `load: false` leaves the source out (the placeholder shows): a result row's art waits until its game has stayed
 * put for a moment.
 */
function Art({ game, width, height, load = true }: { game: SearchGame; width: number; height: number; load?: boolean }) {
  return <img src={load ? game.webp || game.image : undefined} alt="" width={width} height={height} loading="lazy" decoding="async" />;
}

export interface ResultListProps {
  id: string;
  optionId: (index: number) => string;
  label: string;
  games: readonly SearchGame[];
  /** The games whose art may load, by place: a row shows its art only when its game is the one here. */
  artGames: readonly SearchGame[];
  /** The option the arrow keys reached (-1: none); the input keeps focus (aria-activedescendant). */
  active: number;
  onPlay: (game: SearchGame) => void;
  playLabel: string;
}

/**
 * The combobox's listbox: one option per game with its artwork, name and provider (the sub-provider when there is
 * one, SPEC §2). The visible 'Play' is the option's call to action; the option itself is what a click, a tap or
 * Enter activates, so no button sits inside an option (nested controls confuse screen readers).
 */
export function ResultList({ id, optionId, label, games, artGames, active, onPlay, playLabel }: ResultListProps) {
  if (games.length === 0) return null;
  return (
    <section className="search-section" aria-labelledby={`${id}-label`}>
      <h3 id={`${id}-label`} className="search-section__title">
        {label}
      </h3>
      <ul id={id} className="search-list" role="listbox" aria-labelledby={`${id}-label`}>
        {/* Keyed by place, not by game: a keystroke that changes the results updates the rows it has in place instead of
            building new ones (the rows hold no state). */}
        {games.map((game, i) => (
          <ResultRow key={i} game={game} art={artGames[i] === game} id={optionId(i)} active={i === active} onPlay={onPlay} playLabel={playLabel} />
        ))}
      </ul>
    </section>
  );
}

interface ResultRowProps {
  game: SearchGame;
  /** Load the game's art (see ResultListProps.artGames). */
  art: boolean;
  id: string;
  active: boolean;
  onPlay: (game: SearchGame) => void;
  playLabel: string;
}

/** One option; memoised, so a keystroke that leaves a row's game and highlight alone does not touch it. */
const ResultRow = memo(function ResultRow({ game, art, id, active, onPlay, playLabel }: ResultRowProps) {
  return (
    <li id={id} role="option" aria-selected={active} className={`search-row${active ? ' search-row--active' : ''}`} onClick={() => onPlay(game)}>
      <span className="search-row__art">
        <Art game={game} width={72} height={47} load={art} />
      </span>
      <span className="search-row__text">
        <span className="search-row__name">{game.name}</span>
        <span className="search-row__provider">{game.subProvider || game.provider}</span>
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
