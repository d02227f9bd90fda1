import { placeholderTiles, useFromServer } from './game-tile';

/** Enough placeholder tiles to fill a rail's visible width at every breakpoint (7 visible from 1200 px). */
const TILES = 8;

export type PlayerRailKind = 'recent' | 'favourites';

/**
 * The place of one of the player's home rails (Recently played, Favourites) while its tiles are not known: a rail of
 * the same height as the real one (rail head and placeholder tiles, no text), so the rail fills in place
 * (docs/decisions/023). `known`: the player's list is known to be non-empty, shown whatever the head script guessed;
 * otherwise it shows only when <html> has `has-recent` / `has-favourites` (set before first paint from localStorage).
 */
export function PlayerRailSkeleton({ kind, known = false }: { kind: PlayerRailKind; known?: boolean }) {
  const fromServer = useFromServer();
  return (
    <section className={`rail rail--skeleton player-rail-skeleton player-rail-skeleton--${kind}${known ? ' player-rail-skeleton--known' : ''}`} aria-hidden="true">
      <div className="rail__head">
        <span className="rail__skeleton-title">&nbsp;</span>
      </div>
      <ul className="rail__list" {...placeholderTiles(TILES, fromServer)} />
    </section>
  );
}

/** Both reserved rails, in the order PlayerRails shows them. */
export function PlayerRailSkeletons() {
  return (
    <>
      <PlayerRailSkeleton kind="recent" />
      <PlayerRailSkeleton kind="favourites" />
    </>
  );
}
