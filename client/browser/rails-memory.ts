import { subscribe } from 'valtio';
import { PLAYER_RAILS_KEY } from '../contracts/activity';
import type { Stores } from '../state/context';

/**
 * Keeps in localStorage whether the logged-in player's home rails (Recently played, Favourites) are non-empty, on
 * every change wherever it happens (a favourite set on a game page counts), for the head script of the next
 * returning render (client/contracts/activity.ts playerRailsHeadScript, docs/decisions/023). Only two booleans:
 * no ids, no player.
 */
export function rememberPlayerRails(stores: Stores): void {
  let last = '';
  const write = () => {
    if (!stores.account.isLoggedIn) return;
    const value = JSON.stringify({ recent: stores.games.recentlyPlayed.length > 0, favourites: stores.account.favouriteGames.length > 0 });
    if (value === last) return;
    last = value;
    try {
      localStorage.setItem(PLAYER_RAILS_KEY, value);
    } catch {
      // Blocked storage: the next returning render reserves no rails, and they are inserted when known.
    }
  };
  subscribe(stores.account, write);
  subscribe(stores.games, write);
}
