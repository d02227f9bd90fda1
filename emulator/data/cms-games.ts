/**
 * The `games` post type: one SEO game page per Irish sample game with `infoPage`, plus a few more sample games so
 * a games list spans several pages at small per_page. Built from emulator/data/irish-games.ts (never copied), so
 * game_id, provider and flags always agree with the platform's games list.
 */
import { IRISH_GAMES, type SampleGame } from './irish-games';
import { gamePageSlug, image, type CmsPost } from './cms-model';
import { providerTermId, themeTermId } from './cms-terms';

interface GameDetails {
  themes: readonly string[];
  rtp: string;
  volatility: 'Low' | 'Medium' | 'High';
  reels: number;
  paylines: string;
  minBet: string;
  maxBet: string;
  release: string;
  /** Raw HTML of the first paragraph; the rest of the page is templated. */
  blurb: string;
  featured: boolean;
}

const d = (
  themes: readonly string[],
  rtp: string,
  volatility: GameDetails['volatility'],
  reels: number,
  paylines: string,
  release: string,
  blurb: string,
  featured = true,
  minBet = '£0.10',
  maxBet = '£100',
): GameDetails => ({ themes, rtp, volatility, reels, paylines, minBet, maxBet, release, blurb, featured });

/** Extra sample games with a CMS page although the platform shows no info icon for them. */
export const EXTRA_GAME_PAGE_IDS: readonly number[] = [7005, 7006, 7009, 7010, 7021, 7025];

const DETAILS: Readonly<Record<number, GameDetails>> = {
  7038: d(['irish', 'popular', 'classic'], '95%', 'Medium', 5, '20', '2005-03-01',
    "Barcrest's original leprechaun slot: the Road to Riches, Wishing Well and Pots of Gold bonuses that started it all."),
  7039: d(['irish', 'popular'], '96%', 'Medium', 5, '10', '2016-09-12',
    'Pick the bonus you want &amp; mix it up: the Rainbow Riches features, now on a menu.', false),
  7001: d(['irish', 'jackpots'], '96.2%', 'Medium', 5, '25', '2024-02-14',
    "A four-leaf clover that's literally worth its weight in gold, with stacked wilds and a 'Gold Rush' respin."),
  7002: d(['fish', 'jackpot-king', 'jackpots'], '94.1%', 'High', 5, '10', '2021-05-20',
    "The fisherman's back with a Jackpot King link: land Fisherman wilds to reel in every fish's cash value.", false),
  7003: d(['irish', 'popular'], '96.1%', 'High', 6, 'Up to 117,649', '2020-03-12',
    'Megaways reels on the Emerald Isle, with a free spins ladder and unlimited win multipliers.'),
  7004: d(['irish', 'adventure'], '96.7%', 'Medium', 5, '20', '2014-03-10',
    "Play'n GO's grinning leprechaun leads you to three bonus games - and a rainbow that's always worth chasing."),
  7005: d(['irish', 'egypt', 'adventure'], '96.8%', 'Medium', 5, '20', '2014-10-01',
    'The leprechaun swaps the Emerald Isle for the pyramids in a tomb-raiding pick-and-click bonus.', false),
  7006: d(['irish'], '96.3%', 'High', 5, '20', '2024-03-01',
    'Shamrocks collect coin values in a hold-and-spin bonus with four fixed jackpots.'),
  7007: d(['irish', 'jackpot-king', 'jackpots'], '95%', 'Medium', 5, '20', '2019-03-15',
    'A pot of gold at the end of every rainbow - and a Jackpot King bonus waiting behind it.'),
  7008: d(['irish', 'adventure'], '96.1%', 'Medium', 5, 'Swirl', '2015-03-05',
    "Finn's swirly reel spins around the grid, dropping wilds and spinning up the 'Wild Patrol' feature.", false),
  7009: d(['irish'], '96.5%', 'Medium', 5, '25', '2023-11-20',
    "Pull up a stool at Finn's: a cosy tavern, a golden pint and a bonus that's on the house."),
  7010: d(['irish', 'popular'], '96.1%', 'High', 6, 'Up to 15,625', '2021-03-11',
    'Make a wish at the well: Megaways reels, magic symbols and free spins with a rising multiplier.', false),
  7016: d(['irish', 'jackpot-king', 'jackpots', 'popular'], '95.3%', 'Medium', 5, '10', '2020-06-18',
    'Rainbow Riches meets the Jackpot King network &#8211; every spin a shot at the progressive pot.'),
  7021: d(['irish'], '96.4%', 'High', 6, 'Up to 117,649', '2024-03-14',
    'Four-leaf clovers land as mystery symbols on Megaways reels, all revealing the same "lucky" pay.', false),
  7025: d(['irish', 'jackpots'], '95.7%', 'Medium', 5, '20', '2022-09-08',
    'Hold and win: shamrock coins stick, respins reset, and a full screen lands the Grand jackpot.'),
  7036: d(['roulette', 'irish', 'game-shows'], '97.3%', 'Low', 0, 'n/a', '2023-03-17',
    "Live European roulette from a green-baize studio, with a lucky-number bonus on St Patrick's Day.", true, '£0.20', '£5,000'),
};

function body(game: SampleGame, x: GameDetails): string {
  const maker = game.subProvider ? `${game.subProvider} (${game.provider})` : game.provider;
  const shape = x.reels ? `${x.reels} reels and ${x.paylines} ways` : 'a live dealer';
  return [
    `<p>${x.blurb}</p>`,
    `<h2>How ${game.name} plays</h2>`,
    // No amounts in the prose: one page serves every market, and the stakes are fields the site writes in the
    // visitor's currency (docs/decisions/029-market-content.md).
    `<p>${game.name} by ${maker} has ${shape}, an RTP of ${x.rtp} and ${x.volatility.toLowerCase()} volatility. The stake range is in the facts above.</p>`,
    '<ul><li>Try it in demo mode first</li><li>Set a deposit limit before you play</li></ul>',
  ].join('\n\n');
}

/** The feature keys the editor ticks (the site labels them: client/format/game-facts.ts). */
function featuresOf(game: SampleGame, x: GameDetails): string[] {
  if (!x.reels) return [];
  const text = x.blurb.toLowerCase();
  const out = ['wilds'];
  if (/free spins/.test(text)) out.push('free-spins');
  if (game.megaways) out.push('megaways');
  if (/hold[- ]and[- ](spin|win)|respin/.test(text)) out.push('hold-and-win');
  if (x.themes.includes('jackpots') || x.themes.includes('jackpot-king')) out.push('jackpot');
  if (/bonus/.test(text)) out.push('bonus-game');
  if (/multiplier/.test(text)) out.push('multipliers');
  return out;
}

/** Top win as a multiple of the stake: none for a live table, else by volatility (Megaways pay the most). */
const maxWinOf = (game: SampleGame, x: GameDetails): number | null =>
  !x.reels ? null : game.megaways ? 50000 : { Low: 500, Medium: 5000, High: 10000 }[x.volatility];

/** A stable post date per page: one every eleven days from January 2024. */
const postDate = (i: number, hour: number): string => new Date(Date.UTC(2024, 0, 10 + i * 11, hour, 30)).toISOString().slice(0, 19);

const PAGE_GAMES: readonly SampleGame[] = IRISH_GAMES.filter((game) => game.infoPage || EXTRA_GAME_PAGE_IDS.includes(game.id));

export const CMS_GAMES: readonly CmsPost[] = PAGE_GAMES.map((game, i): CmsPost => {
  // A sample game added later without details still gets a plain page rather than breaking the emulator.
  const x = DETAILS[game.id] ?? d(['irish'], '96%', 'Medium', 5, '20', '2024-01-01', `${game.name}: a lucky Irish slot.`);
  const slug = gamePageSlug(game.name);
  const hero = game.review ? image(1200 + i, `${slug}-hero.jpg`, `${game.name} bonus round`, 1600, 900) : null;
  return {
    id: 100 + i,
    type: 'games',
    slug,
    title: game.name,
    content: body(game, x),
    excerpt: x.blurb.replace(/<[^>]*>/g, ''),
    date: postDate(i, 9),
    modified: postDate(i + 2, 16),
    featuredImage: x.featured ? image(1100 + i, `${slug}.jpg`, `${game.name} reels`) : null,
    categories: [...x.themes.map(themeTermId), providerTermId(game.provider)],
    acf: {
      game_id: game.id,
      provider: game.provider,
      sub_provider: game.subProvider,
      megaways: game.megaways,
      review: game.review,
      rtp: x.rtp,
      volatility: x.volatility,
      reels: x.reels,
      paylines: x.paylines,
      min_bet: x.minBet,
      max_bet: x.maxBet,
      release_date: x.release,
      hero_image: hero,
      max_win: maxWinOf(game, x),
      features: featuresOf(game, x),
    },
    seo: {
      title: game.review ? `${game.name} Review - RTP ${x.rtp} & Bonus Features` : undefined,
      description: `Play ${game.name} by ${game.provider}: ${x.rtp} RTP, ${x.volatility.toLowerCase()} volatility. Demo, rules & bonuses.`,
    },
  };
});
