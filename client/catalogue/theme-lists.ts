import type { Game } from '../contracts/catalogue';
import { THEMES, type Theme } from '../contracts/search';

/**
 * Hand-curated game ids per theme, in display order. Ids are platform ids: the Irish sample (7001–7040, Rainbow
 * Riches 7038–7040) and the platform's wider catalogue (20000+). None names 5115, 10418 or 10419: in the real
 * catalogue those are the operator's own (prize wheels, a test table), which search never shows (SPEC §5). Lists are allowed to name games a market or a smaller
 * catalogue does not have; themeGames drops those. Ids under 20400 are preferred, so that a small catalogue still
 * fills most lists. Slingo and TV & Movies have no titles of their own in the catalogue yet: their lists
 * hold the nearest stand-ins (fairground-themed and heist/cowboy/pirate-themed slots) until editors replace them.
 */
export const THEME_LISTS: Readonly<Record<Theme, readonly number[]>> = {
  // Pragmatic Play's prize-drop network: Pragmatic slots only.
  'drops-and-wins': [7012, 7013, 7032, 20002, 20014, 20017, 20032, 20049, 20054, 20074, 20085, 20092, 20106, 20146, 20150, 20162],
  // RNG and live poker tables: Three Card Poker, Caribbean Stud, Hold'em.
  poker: [20022, 20139, 20263, 20265, 20292, 20294, 20360, 20373, 20408, 20637],
  blackjack: [7037, 20155, 20188, 20212, 20379, 20414, 20440, 20468, 20617, 20700, 20767, 20874],
  roulette: [7036, 20095, 20194, 20207, 20311, 20370, 20497, 20596, 20627, 20695, 20780, 20819],
  // Baccarat, Punto Banco and its cousin Dragon Tiger.
  baccarat: [20052, 20145, 20285, 20129, 20158, 20170, 20354, 20505, 20642, 20643, 20687, 20742, 20786, 20809],
  // JPK-marked games plus the listed jackpot 7025, as the jackpot rule has them.
  jackpots: [7002, 7016, 7007, 7025, 7033, 7026, 20003, 20019, 20066, 20100, 20137, 20321, 20352],
  'jackpot-king': [7002, 7007, 7016, 7026, 7033, 20003, 20019, 20066, 20100, 20137, 20321, 20352],
  // Stand-ins: carnival, circus and fiesta slots.
  slingo: [20013, 20026, 20049, 20097, 20130, 20183, 20241, 20326, 20367],
  // Live show-style tables (Shamrock, Power, Lightning, Party, Golden Wealth) and the studio roulette.
  'game-shows': [7036, 20207, 20379, 20022, 21179, 21391, 21524, 20627, 20637, 20700, 21366, 20834, 20642],
  // Stand-ins: heists, cowboys, ninjas and pirates.
  'tv-and-movies': [20075, 20193, 20284, 20214, 20138, 20148, 20031, 20109, 20223, 20298],
  egypt: [
    7005, 20009, 20024, 20027, 20046, 20054, 20059, 20061, 20083, 20162, 20193, 20204, 20215, 20238, 20253, 20287, 20356,
    20371, 20372, 20366, 20221, 20042, 20011,
  ],
  animal: [
    20007, 20018, 20039, 20045, 20057, 20058, 20063, 20067, 20085, 20098, 20127, 20136, 20200, 20217, 20272, 20289, 20316,
    20351,
  ],
  // Fruit-machine classics with fruit in the name.
  fruit: [20006, 20036, 20044, 20104, 20113, 20134, 20157, 20186, 20270, 20341],
  god: [20009, 20015, 20016, 20025, 20071, 20073, 20087, 20115, 20179, 20203, 20248, 20254, 20290, 20306, 20331, 20342],
  adventure: [7004, 7005, 20010, 20017, 20021, 20062, 20088, 20092, 20163, 20173, 20199, 20225, 20280, 20300, 20386],
  jewel: [
    7015, 20001, 20008, 20038, 20047, 20053, 20070, 20086, 20106, 20109, 20133, 20143, 20205, 20281, 20289, 20298, 20326,
    20335, 20389,
  ],
  jungle: [20000, 20002, 20074, 20160, 20171, 20232, 20268, 20282, 20316, 20317, 20329, 20330, 20388, 20315],
  fish: [7002, 20005, 20023, 20029, 20131, 20147, 20169, 20179, 20192, 20214, 20216, 20237, 20376, 20382, 20363, 20380],
  // Three-reel classics and fruit machines, with the original Rainbow Riches.
  classic: [
    7038, 20006, 20036, 20044, 20104, 20113, 20134, 20157, 20161, 20186, 20195, 20218, 20250, 20270, 20283, 20288, 20291,
    20341, 20362, 20368, 20393, 20398,
  ],
  popular: [7038, 7003, 7001, 7039, 7002, 7016, 7004, 7010, 7036, 20017, 20057, 20105, 20155, 20009, 20162, 20331],
  irish: [
    7038, 7039, 7040, 7001, 7003, 7004, 7005, 7006, 7007, 7009, 7010, 7011, 7012, 7013, 7014, 7015, 7016, 7017, 7021,
    7022, 7023, 7025, 7029, 7031, 7033, 7034, 7035, 7036, 7037, 20207,
  ],
};

/** True when the slug names a curated theme list. */
export function isTheme(slug: string): slug is Theme {
  return (THEMES as readonly string[]).includes(slug);
}

/** A theme's games in list order; ids not in gamesById (unknown, filtered out) and repeats are dropped. */
export function themeGames(theme: Theme, gamesById: ReadonlyMap<number, Game>): Game[] {
  const seen = new Set<number>();
  const out: Game[] = [];
  for (const id of THEME_LISTS[theme]) {
    const game = gamesById.get(id);
    if (!game || seen.has(id)) continue;
    seen.add(id);
    out.push(game);
  }
  return out;
}
