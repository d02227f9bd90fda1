/**
 * The bundled sample of ~40 Irish/luck-themed games (SPEC §3), the one truth for the emulator's platform games
 * list and its WordPress game pages. Names with 'JPK' are Jackpot King games; some are child-appealing;
 * sub-providers are sometimes empty. The ids search always excludes (5115, 10418, 10419) are not among them: they
 * are the operator's UNLISTED_GAMES below.
 */
export interface SampleGame {
  id: number;
  name: string;
  provider: string;
  subProvider: string;
  megaways: boolean;
  appealingForChildren: boolean;
  tag: '' | 'new';
  /** Has a WordPress game page (and so an info icon on its tile). */
  infoPage: boolean;
  /** That page is a full review. */
  review: boolean;
}

const g = (
  id: number,
  name: string,
  provider: string,
  subProvider = '',
  extra: Partial<Omit<SampleGame, 'id' | 'name' | 'provider' | 'subProvider'>> = {},
): SampleGame => ({
  id,
  name,
  provider,
  subProvider,
  megaways: false,
  appealingForChildren: false,
  tag: '',
  infoPage: false,
  review: false,
  ...extra,
});

export const IRISH_GAMES: readonly SampleGame[] = [
  g(7038, 'Rainbow Riches', 'Barcrest', '', { infoPage: true, review: true }),
  g(7039, 'Rainbow Riches Pick n Mix', 'Barcrest', '', { infoPage: true }),
  g(7040, 'Rainbow Riches Megaways', 'Barcrest', '', { megaways: true }),
  g(7001, 'Lucky Clover Gold', 'Blueprint Gaming', '', { infoPage: true, review: true, tag: 'new' }),
  g(7002, 'Fishin Frenzy The Big Catch JPK', 'Blueprint Gaming', '', { infoPage: true }),
  g(7003, 'Irish Riches Megaways', 'Red Tiger', '', { megaways: true, infoPage: true, review: true }),
  g(7004, 'Leprechaun Goes Wild', "Play'n GO", '', { infoPage: true }),
  g(7005, 'Leprechaun Goes Egypt', "Play'n GO"),
  g(7006, 'Shamrock Fortune', 'Relax Gaming', 'Hacksaw Gaming', { tag: 'new' }),
  g(7007, 'Pot of Gold JPK', 'Blueprint Gaming', '', { infoPage: true }),
  g(7008, 'Finn and the Swirly Spin', 'NetEnt', '', { appealingForChildren: true, infoPage: true }),
  g(7009, "Finn's Golden Tavern", 'NetEnt', ''),
  g(7010, 'Wish Upon a Leprechaun Megaways', 'Blueprint Gaming', '', { megaways: true }),
  g(7011, 'Luck O The Irish Fortune Spins', 'Playtech', 'Ash Gaming'),
  g(7012, 'Irish Luck', 'Pragmatic Play', '', { tag: 'new' }),
  g(7013, 'Clover Gold', 'Pragmatic Play', ''),
  g(7014, 'Lucky Leprechaun', 'Games Global', 'Just For The Win'),
  g(7015, 'Emerald Isle', 'Games Global', 'Microgaming'),
  g(7016, 'Rainbow Jackpots JPK', 'Barcrest', '', { infoPage: true }),
  g(7017, 'Celtic Crown', 'IGT', ''),
  g(7018, 'Paddys Party', 'Inspired', '', { appealingForChildren: true }),
  g(7019, 'Clover Tales', 'Hacksaw Gaming', ''),
  g(7020, 'Magic Mushroom Meadow', 'Push Gaming', '', { appealingForChildren: true }),
  g(7021, 'Four Leaf Fortunes Megaways', 'Big Time Gaming', '', { megaways: true, tag: 'new' }),
  g(7022, 'Irish Pot Luck', 'Games Global', 'Gameburger Studios'),
  g(7023, 'Dublin Your Dough', 'Relax Gaming', 'Kalamba Games'),
  g(7024, 'Gold Cauldron', 'Yggdrasil', ''),
  g(7025, 'Lucky Shamrock Hold and Win', 'Playson', ''),
  g(7026, 'Blarney Stone Bonanza JPK', 'Blueprint Gaming', ''),
  g(7027, 'Cash of the Clover Megaways', 'Red Tiger', '', { megaways: true }),
  g(7028, 'Leprechaun Carol', 'Quickspin', '', { appealingForChildren: true }),
  g(7029, 'Emerald Gold', 'Red Tiger', ''),
  g(7030, 'Shamrock Holmes Megaways', 'Games Global', 'Stormcraft Studios', { megaways: true }),
  g(7031, 'Irish Eyes 2', 'NextGen', ''),
  g(7032, 'Lucky Lager', 'Pragmatic Play', ''),
  g(7033, 'Wild Irish Jackpot JPK', 'Blueprint Gaming', ''),
  g(7034, 'Ceili Reels', 'Thunderkick', '', { tag: 'new' }),
  g(7035, 'Saint Patrick Spins', "Play'n GO", ''),
  g(7036, 'Irish Live Roulette', 'Evolution', '', { infoPage: true }),
  g(7037, 'Lucky Irish Blackjack', 'Evolution', ''),
];

/**
 * What the real catalogue holds under the ids SPEC §5 keeps out of search: games the platform's feed lists but no
 * player looks for. The daily prize wheel and the welcome free-spins wheel open from a promotion's link, by id;
 * the test table is the live studio's QA table, in the feed so the operator's staff can open it on the live site.
 * No category lists them (emulator/data/catalogue.ts gives them the kind 'unlisted'); the site shows them where it
 * shows every game (A–Z, their provider's page), and search never (client/search/engine.ts EXCLUDED_GAME_IDS).
 */
export const UNLISTED_GAMES: readonly SampleGame[] = [
  g(5115, 'Daily Prize Wheel', 'Pariplay'),
  g(10418, 'Welcome Free Spins Wheel', 'Pariplay'),
  g(10419, 'QA Test Table', 'Evolution'),
];

/** Ids listed as jackpot games without the JPK marker in their name (SPEC §9 'or listed ids'). */
export const LISTED_JACKPOT_IDS: readonly number[] = [7025];
