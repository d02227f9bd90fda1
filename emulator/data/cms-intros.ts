/**
 * The `providers` and `themes` post types: intro pages shown above a provider's or theme's games (SPEC §7
 * `/providers?slug`, `/themes?slug`). Slugs equal the category slugs; one of each has no ACF values (`acf: []`).
 */
import { image, type CmsPost, type CmsPostType } from './cms-model';
import { providerTermSlug } from './cms-terms';

type Intro = [slug: string, title: string, intro: string | null, body: string, featured: boolean];

const PROVIDERS: readonly Intro[] = [
  [providerTermSlug('Barcrest'), 'Barcrest', 'The studio behind Rainbow Riches.', "<p>From pub fruit machines to Rainbow Riches, Barcrest has made British slots since 1968.</p>", true],
  [providerTermSlug('Blueprint Gaming'), 'Blueprint Gaming', 'Home of Jackpot King and Fishin Frenzy.', '<p>Blueprint runs the Jackpot King network and the Fishin Frenzy series.</p>', true],
  [providerTermSlug('Red Tiger'), 'Red Tiger', 'Daily drop jackpots and Megaways.', '<p>Red Tiger pairs polished slots with daily jackpots that must drop.</p>', false],
  [providerTermSlug("Play'n GO"), "Play'n GO", "Play'n GO: Book of Dead and the leprechaun's travels.", "<p>Play'n GO's leprechaun has been to Egypt, Hollywood & back.</p>", true],
  [providerTermSlug('NetEnt'), 'NetEnt', 'Starburst, Gonzo & Finn.', '<p>NetEnt made the modern video slot: Starburst, Gonzo\'s Quest and Finn and the Swirly Spin.</p>', false],
  [providerTermSlug('Pragmatic Play'), 'Pragmatic Play', 'New games every week.', '<p>Pragmatic Play releases a new slot nearly every week.</p>', true],
  [providerTermSlug('Games Global'), 'Games Global', 'A family of studios.', '<p>Games Global brings together Just For The Win, Gameburger and Stormcraft.</p>', false],
  [providerTermSlug('Evolution'), 'Evolution', null, '<p>Live roulette, blackjack and game shows, streamed from studios around the world.</p>', true],
];

const THEMES: readonly Intro[] = [
  ['irish', 'Irish Slots', "Leprechauns, shamrocks and the luck o' the Irish.", "<p>Ireland's the luckiest theme in slots: rainbows, clovers and pots of gold.</p>", true],
  ['jackpot-king', 'Jackpot King Slots', "Blueprint's progressive network.", '<p>Every Jackpot King game shares one progressive pot.</p>', true],
  ['fish', 'Fishing Slots', 'Cast a line for cash-value fish.', "<p>Fishin' slots, from Frenzy to Big Bass.</p>", false],
  ['egypt', 'Egyptian Slots', 'Pharaohs, pyramids & scarabs.', '<p>Tombs full of treasure and books of the dead.</p>', true],
  ['popular', 'Popular Slots', "What everyone's playing.", '<p>The games our players come back to.</p>', false],
  ['classic', 'Classic Slots', 'Three reels and a bell.', '<p>Classic fruit machines and retro slots.</p>', true],
  ['roulette', 'Roulette', 'Red or black?', '<p>European, French and live roulette.</p>', false],
  ['fruit', 'Fruit Slots', null, '<p>Cherries, lemons and lucky sevens.</p>', true],
];

const intros = (type: CmsPostType, list: readonly Intro[], firstId: number, firstImage: number, month: number): CmsPost[] =>
  list.map(([slug, title, intro, body, featured], i): CmsPost => {
    const date = new Date(Date.UTC(2024, month, 1 + i * 3, 10)).toISOString().slice(0, 19);
    return {
      id: firstId + i,
      type,
      slug,
      title,
      content: body,
      excerpt: intro ?? '',
      date,
      modified: date,
      featuredImage: featured ? image(firstImage + i, `${type}-${slug}.jpg`, title) : null,
      categories: [],
      acf: intro === null ? null : { intro },
      seo: { description: intro ?? undefined },
    };
  });

export const CMS_PROVIDER_PAGES: readonly CmsPost[] = intros('providers', PROVIDERS, 500, 1500, 1);
export const CMS_THEME_PAGES: readonly CmsPost[] = intros('themes', THEMES, 600, 1600, 2);
