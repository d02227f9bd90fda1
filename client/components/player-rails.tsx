import { useSnapshot } from 'valtio';
import { useStores } from '../state/context';
import { GameRail } from './game-rail';
import { PlayerRailSkeleton } from './player-rail-skeleton';
import { useI18n } from './use-i18n';
import { useTiles } from './use-tiles';
import { playerListMessages } from '../../i18n/groups/player-lists';
import { registerGroup } from '../../i18n/translate';

registerGroup(playerListMessages);

/**
 * The home lobby's 'Recently played' and 'Favourites' rails, for a logged-in player, each only when non-empty. While
 * a rail's tiles load, its place is held at the rail's height (PlayerRailSkeleton), so it fills in place.
 */
export default function PlayerRails() {
  const stores = useStores();
  const { t, href } = useI18n();
  const { isLoggedIn, favouriteGames } = useSnapshot(stores.account);
  const { recentlyPlayed } = useSnapshot(stores.games);
  const home = useSnapshot(stores.router).payload.route === 'home';
  const shown = isLoggedIn && home;
  const recent = useTiles(shown ? recentlyPlayed.slice(0, 10) : [], stores.site.device);
  const favourites = useTiles(shown ? favouriteGames.slice(0, 10) : [], stores.site.device);
  if (!shown) return null;
  return (
    <>
      {recent.loading ? (
        <PlayerRailSkeleton kind="recent" known />
      ) : (
        recent.tiles.length > 0 && (
          <GameRail rail={{ name: t('gameArea.recentlyPlayed'), href: href('/'), total: recent.tiles.length, games: recent.tiles }} eager={false} />
        )
      )}
      {favourites.loading ? (
        <PlayerRailSkeleton kind="favourites" known />
      ) : (
        favourites.tiles.length > 0 && (
          <GameRail rail={{ name: t('gameArea.favourites'), href: href('/'), total: favourites.tiles.length, games: favourites.tiles }} eager={false} />
        )
      )}
    </>
  );
}
