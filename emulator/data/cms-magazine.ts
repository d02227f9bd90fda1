/**
 * The `magazine` post type: twelve articles on luck, Irish folklore and slot basics, dated across 2024–2025 so the
 * default date-desc order and paging are visible. Some are filed under theme terms, some have no image. Three link a
 * promotion, as editors do: the welcome package (every market has one), the Daily Jackpot Drop (every market) and
 * Game of the Week (not run in Canada, where the site shows the words without the link: docs/decisions/042).
 */
import { image, type CmsPost } from './cms-model';
import { themeTermId } from './cms-terms';

type Article = [slug: string, title: string, date: string, themes: readonly string[], featured: boolean, paragraphs: readonly string[]];

const ARTICLES: readonly Article[] = [
  ['why-four-leaf-clovers-are-lucky', 'Why Four-Leaf Clovers Are Lucky', '2025-03-14T10:00:00', ['irish'], true, [
    "Only about one clover in 5,000 has four leaves, which is exactly why finding one feels like a sign.",
    'Irish tradition gives each leaf a meaning: faith, hope, love - and luck.',
    'Feeling lucky? Lucky Clover Gold is our <a href="/promotions/game-of-the-week/">Game of the Week</a>.',
  ]],
  ['a-short-history-of-the-leprechaun', 'A Short History of the Leprechaun', '2025-02-20T09:30:00', ['irish'], true, [
    'Long before he guarded pots of gold on slot reels, the leprechaun was a cobbler of Irish folklore.',
    "Catch one, the stories say, and he'll grant you three wishes to win his freedom.",
  ]],
  ['rtp-explained', 'RTP Explained: What "96%" Really Means', '2025-01-28T12:00:00', [], true, [
    "Return to player is a long-run average over millions of spins - it doesn't predict your next session.",
    '<strong>Tip:</strong> compare RTPs between versions of the same game; operators can choose between several.',
  ]],
  ['volatility-high-or-low', 'Volatility: High or Low?', '2024-12-09T15:00:00', [], false, [
    'Low-volatility slots pay small wins often; high-volatility slots pay rarely but bigger.',
    'Neither is better. Pick the ride that suits your budget & patience.',
  ]],
  ['jackpot-king-explained', 'Jackpot King Explained', '2024-11-18T11:00:00', ['jackpot-king', 'jackpots'], true, [
    "Blueprint's Jackpot King links dozens of slots to one progressive pot.",
    'Collect crowns in the bonus to climb the ladder - five crowns wins the King Jackpot.',
    'And every day one more pot must go: the <a href="/promotions/daily-jackpot-drop/">Daily Jackpot Drop</a>.',
  ]],
  ['st-patricks-day-traditions', "St Patrick's Day Traditions", '2024-10-30T08:45:00', ['irish'], false, [
    'Wearing green, the shamrock on the lapel and a parade in every town: the day has travelled the world.',
  ]],
  ['megaways-how-it-works', 'Megaways: How It Works', '2024-09-22T13:20:00', ['popular'], true, [
    'Each reel shows between two and seven symbols per spin, so the number of ways changes every time.',
    'Cascades replace winning symbols, and free spins often add a multiplier that never resets.',
  ]],
  ['lucky-charms-around-the-world', 'Lucky Charms Around the World', '2024-08-05T10:10:00', [], true, [
    "Horseshoes, maneki-neko cats, the number eight and, of course, the four-leaf clover: every culture has its charm.",
  ]],
  ['setting-a-budget', 'Setting a Budget Before You Play', '2024-06-17T09:00:00', [], false, [
    "Decide what you can afford to lose before you start - and stop when it's gone.",
    'Use deposit limits, reality checks and time-outs from your account page.',
  ]],
  ['fishing-slots-reeled-in', 'Fishing Slots, Reeled In', '2024-05-02T16:00:00', ['fish'], true, [
    "Why do fishing slots keep biting? Cash-value fish and a fisherman wild make every bonus a 'catch'.",
  ]],
  ['the-gold-at-the-end-of-the-rainbow', 'The Gold at the End of the Rainbow', '2024-03-11T07:30:00', ['irish'], true, [
    'The rainbow and its pot of gold are as Irish as the shamrock, and slot studios have never let them go.',
    'New here? Our <a href="/promotions/welcome-package/">welcome package</a> comes with 50 free spins on Rainbow Riches.',
  ]],
  ['classic-fruit-machines', 'Classic Fruit Machines & Why We Love Them', '2024-01-22T18:00:00', ['classic', 'fruit'], false, [
    'Cherries, lemons, bells and BARs: the fruit machine is the great-grandparent of every video slot.',
  ]],
];

export const CMS_MAGAZINE: readonly CmsPost[] = ARTICLES.map(([slug, title, date, themes, featured, paragraphs], i): CmsPost => ({
  id: 400 + i,
  type: 'magazine',
  slug,
  title,
  content: paragraphs.map((p) => `<p>${p}</p>`).join('\n\n'),
  excerpt: paragraphs[0]!.replace(/<[^>]*>/g, ''),
  date,
  modified: date,
  featuredImage: featured ? image(1400 + i, `${slug}.jpg`, title) : null,
  categories: themes.map(themeTermId),
  acf: null,
  seo: {},
}));
