/**
 * Lobby tabs served at /{tab}/: the English category names the catalogue normalises to (SPEC §9), as slugs.
 * 'slots', 'new' and 'all-games' have routes of their own and are not listed here.
 */
export const LOBBY_TABS = [
  'casino',
  'live-casino',
  'featured-games',
  'jackpots',
  'classic',
  'table-games',
  'blackjack',
  'roulette',
  'baccarat',
] as const;

export type LobbyTab = (typeof LOBBY_TABS)[number];

/** The tabs whose games are live tables (the Live Casino category's lists): drawn as table cards, as /live-casino/ is. */
export const LIVE_TABS = ['blackjack', 'roulette', 'baccarat'] as const satisfies readonly LobbyTab[];
