import type { MessageGroup } from '../group';

/**
 * The names of a player's own lists: the home page's player rails (a lazy chunk, logged-in players only) and the game
 * container's more-games panel. A guest's first screen never shows them (issue 29's 85 KB).
 */
const en = {
  'gameArea.favourites': 'Favourites',
  'gameArea.recentlyPlayed': 'Recently played',
};

export type PlayerListMessageKey = keyof typeof en;

export const playerListMessages: MessageGroup<PlayerListMessageKey> = {
  en,
  fi: {
    'gameArea.favourites': 'Suosikit',
    'gameArea.recentlyPlayed': 'Viimeksi pelatut',
  },
  es: {
    'gameArea.favourites': 'Favoritos',
    'gameArea.recentlyPlayed': 'Jugados recientemente',
  },
};
