import type { RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../state/context';
import { GameTile, useTileAccount } from '../game-tile';
import { useI18n } from '../use-i18n';
import { useTiles } from '../use-tiles';
import { playerListMessages } from '../../../i18n/groups/player-lists';
import { registerGroup } from '../../../i18n/translate';

registerGroup(playerListMessages);

/**
 * The more-games panel (SPEC §2): the player's favourites, then recently played; Play switches game in place (in-game
 * change). Under 900 px it is the quick menu: the first six as a 3×2 grid of tiles.
 */
export function MoreGames({ open, panelRef, onPlayed }: { open: boolean; panelRef: RefObject<HTMLElement | null>; onPlayed: () => void }) {
  const stores = useStores();
  const { t } = useI18n();
  const account = useTileAccount();
  const { favouriteGames } = account;
  const { recentlyPlayed, current } = useSnapshot(stores.games);
  const others = (ids: readonly number[]) => ids.filter((id) => id !== current?.id);
  const favourites = useTiles(open ? others(favouriteGames) : [], stores.site.device).tiles;
  const recent = useTiles(open ? others(recentlyPlayed).filter((id) => !favouriteGames.includes(id)) : [], stores.site.device).tiles;
  return (
    // Closes in the bubble phase, after the tile's own Play ran: a capture-phase close would unmount the tile first.
    <section ref={panelRef} id="game-more" className="game-more" hidden={!open} aria-label={t('gameArea.moreGames')} onClick={(e) => (e.target as Element).closest('.tile__play') && onPlayed()}>
      <h2 className="game-more__heading">{t('gameArea.favourites')}</h2>
      {favourites.length === 0 ? (
        <p className="game-more__empty">{t('gameArea.noFavourites')}</p>
      ) : (
        <ul className="game-more__list">
          {favourites.map((g) => (
            <li key={g.id}>
              <GameTile game={g} loggedIn={account.isLoggedIn} favourite={account.favouriteGames.includes(g.id)} inGameChange />
            </li>
          ))}
        </ul>
      )}
      {recent.length > 0 && (
        <>
          <h2 className="game-more__heading">{t('gameArea.recentlyPlayed')}</h2>
          <ul className="game-more__list">
            {recent.map((g) => (
              <li key={g.id}>
                <GameTile game={g} loggedIn={account.isLoggedIn} favourite={account.favouriteGames.includes(g.id)} inGameChange />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
