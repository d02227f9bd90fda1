import { useSnapshot } from 'valtio';
import { useStores } from '../state/context';
import { GameRail } from './game-rail';
import { useI18n } from './use-i18n';
import { useTiles } from './use-tiles';

/** The home lobby's 'Recently played' and 'Favourites' rails, for a logged-in player, each only when non-empty. */
export default function PlayerRails() {
  const stores = useStores();
  const { t, href } = useI18n();
  const { isLoggedIn, favouriteGames } = useSnapshot(stores.account);
  const { recentlyPlayed } = useSnapshot(stores.games);
  const home = useSnapshot(stores.router).payload.route === 'home';
  const shown = isLoggedIn && home;
  const recent = useTiles(shown ? recentlyPlayed.slice(0, 10) : [], stores.site.device).tiles;
  const favourites = useTiles(shown ? favouriteGames.slice(0, 10) : [], stores.site.device).tiles;
  if (!shown) return null;
  return (
    <>
      {recent.length > 0 && <GameRail rail={{ name: t('gameArea.recentlyPlayed'), href: href('/'), total: recent.length, games: recent }} eager={false} />}
      {favourites.length > 0 && <GameRail rail={{ name: t('gameArea.favourites'), href: href('/'), total: favourites.length, games: favourites }} eager={false} />}
    </>
  );
}
