/**
 * WordPress pages behind the site's lobby and content routes (SPEC §2, §7 `/pages?slug`). 'jackpot-king' carries
 * an apostrophe and an ampersand in its title so entity encoding is always exercised.
 */
import { image, type CmsPost } from './cms-model';

interface PageSpec {
  slug: string;
  title: string;
  excerpt: string;
  /** Raw HTML paragraphs / blocks. */
  content: readonly string[];
  seoTitle?: string;
  description: string;
  featured?: boolean;
}

const PAGES: readonly PageSpec[] = [
  {
    slug: 'home',
    title: 'Home',
    excerpt: 'Irish-themed slots, jackpots and live casino.',
    content: ["<p>Welcome to Shamrock Spins, where the luck o' the Irish meets hundreds of slots, jackpots and live tables.</p>"],
    seoTitle: 'Online Slots & Casino Games',
    description: "Play Ireland's luckiest slots, Jackpot King games and live casino. 18+ only, play responsibly.",
    featured: true,
  },
  {
    slug: 'slots',
    title: 'Slots',
    excerpt: 'Every slot in the lobby, from classics to Megaways.',
    content: ['<p>From three-reel fruit machines to 117,649-way Megaways, every slot is here.</p>', '<h2>Finding your slot</h2>', '<p>Filter by provider or theme, or search by name.</p>'],
    description: 'Browse hundreds of online slots: classics, Megaways, jackpots and new releases.',
  },
  {
    slug: 'promotions',
    title: 'Promotions',
    excerpt: 'Offers, free spins and the game of the week.',
    content: ['<p>Our current offers. Significant terms apply to every promotion - read them before you opt in.</p>'],
    description: 'Current casino promotions, free spins and the game of the week.',
  },
  {
    slug: 'providers',
    title: 'Game Providers',
    excerpt: 'The studios behind our games.',
    content: ['<p>We work with the studios you know, from Barcrest to Evolution.</p>'],
    description: 'Slot and casino game providers at Shamrock Spins.',
  },
  {
    slug: 'themes',
    title: 'Slot Themes',
    excerpt: 'Slots by theme: Irish, Egypt, fishing and more.',
    content: ['<p>Pick a theme and find your next favourite game.</p>'],
    description: 'Browse slots by theme: Irish, Egypt, fruit, fishing, jackpots and more.',
  },
  {
    slug: 'game-reviews',
    title: 'Game Reviews',
    excerpt: "Our editors' in-depth slot reviews.",
    content: ["<p>Honest reviews of the games we'd play ourselves: RTP, volatility and features explained.</p>"],
    description: 'In-depth slot reviews with RTP, volatility and bonus features.',
    featured: true,
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    excerpt: 'Get in touch with our support team.',
    content: ['<p>Our support team is here 24/7. Send us a message and we\'ll reply by email.</p>'],
    description: 'Contact Shamrock Spins customer support 24/7.',
  },
  {
    slug: 'new',
    title: 'New Games',
    excerpt: 'The latest releases.',
    content: ['<p>Fresh from the studios: the newest games on the site.</p>'],
    description: 'The newest casino games and slots, updated every week.',
  },
  {
    slug: 'new-slots',
    title: 'New Slots',
    excerpt: 'This month\'s new slots.',
    content: ['<p>New slots every week - be the first to spin them.</p>'],
    description: 'Brand new online slots, added every week.',
  },
  {
    slug: 'megaways-slots',
    title: 'Megaways Slots',
    excerpt: 'Thousands of ways to win on every spin.',
    content: ['<p>Megaways reels change size on every spin, for up to 117,649 ways to win.</p>'],
    description: 'Play Megaways slots with up to 117,649 ways to win.',
  },
  {
    slug: 'jackpot-king',
    title: "Jackpot King: Blueprint's Pots & Prizes",
    excerpt: "Blueprint's progressive jackpot network & its biggest pots.",
    content: ["<p>Every Jackpot King game shares one progressive pot - land five crowns in the bonus and it's yours.</p>", '<p>Jackpots & prizes are paid in cash.</p>'],
    description: "Jackpot King slots: Blueprint's progressive network & its biggest pots.",
    featured: true,
  },
  {
    slug: 'all-games',
    title: 'All Games',
    excerpt: 'Every game, A to Z.',
    content: ['<p>Every game on Shamrock Spins, from A to Z.</p>'],
    description: 'All casino games and slots at Shamrock Spins, A to Z.',
  },
];

export const CMS_PAGES: readonly CmsPost[] = PAGES.map((page, i): CmsPost => ({
  id: 10 + i,
  type: 'page',
  slug: page.slug,
  title: page.title,
  content: page.content.join('\n\n'),
  excerpt: page.excerpt,
  date: `2023-12-${String(1 + i).padStart(2, '0')}T08:00:00`,
  modified: `2024-06-${String(1 + i).padStart(2, '0')}T12:00:00`,
  featuredImage: page.featured ? image(1000 + i, `${page.slug}.jpg`, page.title) : null,
  categories: [],
  acf: null,
  seo: { title: page.seoTitle, description: page.description },
  menuOrder: i,
}));
