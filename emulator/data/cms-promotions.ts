/**
 * The `promotions` post type: the four named promotions of SPEC §2 and six more. Most carry an ACF banner image;
 * 'summer-sizzler-archived' has ended and is noindex, as an archived offer would be.
 */
import { image, type CmsPost } from './cms-model';

interface PromotionSpec {
  slug: string;
  title: string;
  subtitle: string;
  excerpt: string;
  /** Raw HTML body. */
  body: string;
  cta: [label: string, url: string];
  start: string;
  end: string;
  banner: boolean;
  featured: boolean;
  noindex?: boolean;
}

const TERMS_FOOTER = '<p>18+. New and existing players. Full terms apply.</p>';

const PROMOTIONS: readonly PromotionSpec[] = [
  {
    slug: 'game-of-the-week',
    title: 'Game of the Week',
    subtitle: '20 free spins on this week\'s pick',
    excerpt: "Spin this week's featured slot and get 20 free spins.",
    body: "<p>Every Monday we pick one game & give you 20 free spins on it when you play £10.</p>\n\n<p>This week: <a href=\"/casino/games/lucky-clover-gold/\">Lucky Clover Gold</a>.</p>",
    cta: ['Play now', '/casino/games/lucky-clover-gold/'],
    start: '2024-03-04',
    end: '2030-12-31',
    banner: true,
    featured: true,
  },
  {
    slug: 'oktoberfest',
    title: 'Oktoberfest',
    subtitle: 'Prost! Daily prize drops all October',
    excerpt: 'Raise a stein: daily prize drops through October.',
    body: '<p>Lederhosen optional. Play any slot in October for a share of the daily prize pool.</p>',
    cta: ['Opt in', '/promotions/oktoberfest/'],
    start: '2024-10-01',
    end: '2024-10-31',
    banner: true,
    featured: true,
  },
  {
    slug: 'summer-sizzler-archived',
    title: 'Summer Sizzler',
    subtitle: 'This promotion has ended',
    excerpt: 'Our summer cash drop has ended - thanks for playing!',
    body: '<p>The Summer Sizzler has ended. Winners were paid by 5 September.</p>',
    cta: ['See current offers', '/promotions/'],
    start: '2024-07-01',
    end: '2024-08-31',
    banner: true,
    featured: false,
    noindex: true,
  },
  {
    slug: 'welcome-package',
    title: 'Welcome Package',
    subtitle: '100% up to £100 + 50 free spins',
    excerpt: 'Double your first deposit and get 50 free spins on Rainbow Riches.',
    body: "<p>New here? We'll match your first deposit 100% up to £100 and add 50 free spins on <strong>Rainbow Riches</strong>.</p>\n\n<h2>How it works</h2>\n\n<ol><li>Register</li><li>Deposit £10 or more</li><li>Your bonus & spins are credited</li></ol>",
    cta: ['Claim now', '/?register=1'],
    start: '2024-01-01',
    end: '2030-12-31',
    banner: true,
    featured: true,
  },
  {
    slug: 'st-patricks-day-bonanza',
    title: "St Patrick's Day Bonanza",
    subtitle: 'A pot of gold for every player',
    excerpt: "Celebrate St Patrick's Day with a shamrock-shaped prize pool.",
    body: "<p>On 17 March, every spin on an Irish slot earns a ticket for the 'Pot of Gold' draw.</p>",
    cta: ['Find Irish slots', '/themes/irish/'],
    start: '2025-03-10',
    end: '2025-03-17',
    banner: true,
    featured: true,
  },
  {
    slug: 'free-spins-friday',
    title: 'Free Spins Friday',
    subtitle: 'Up to 30 free spins every Friday',
    excerpt: 'Deposit on Friday, spin all weekend.',
    body: '<p>Deposit £20 on a Friday for 30 free spins, valid until Sunday midnight.</p>',
    cta: ['Deposit', '/?deposit=1'],
    start: '2024-02-02',
    end: '2030-12-31',
    banner: true,
    featured: false,
  },
  {
    slug: 'cashback-weekend',
    title: 'Cashback Weekend',
    subtitle: '10% cashback, no wagering',
    excerpt: 'Get 10% of your weekend net losses back as cash.',
    body: '<p>Play Saturday & Sunday and we return 10% of net losses as cash on Monday - no wagering.</p>',
    cta: ['Opt in', '/promotions/cashback-weekend/'],
    start: '2024-05-04',
    end: '2030-12-31',
    banner: true,
    featured: false,
  },
  {
    slug: 'daily-jackpot-drop',
    title: 'Daily Jackpot Drop',
    subtitle: 'A jackpot that must drop before midnight',
    excerpt: 'One jackpot drops every day - will it be yours?',
    body: '<p>The Daily Jackpot must drop before 23:59 every day. Any Jackpot King game qualifies.</p>',
    cta: ['Play Jackpot King', '/jackpot-king/'],
    start: '2024-04-01',
    end: '2030-12-31',
    banner: true,
    featured: true,
  },
  {
    slug: 'refer-a-friend',
    title: 'Refer a Friend',
    subtitle: '£20 for you, £20 for them',
    excerpt: 'Bring a friend and you both get a £20 bonus.',
    body: '<p>Share your link; when your friend deposits £20 you both get a £20 bonus.</p>',
    cta: ['Get your link', '/?account=1'],
    start: '2024-01-15',
    end: '2030-12-31',
    banner: false,
    featured: false,
  },
  {
    slug: 'loyalty-rewards',
    title: 'Loyalty Rewards',
    subtitle: 'Points on every spin',
    excerpt: 'Earn points on every spin and swap them for bonuses.',
    body: '<p>Every £10 wagered earns a point. Swap 100 points for a £5 bonus.</p>',
    cta: ['See rewards', '/?rewards=1'],
    start: '2024-01-01',
    end: '2030-12-31',
    banner: false,
    featured: false,
  },
];

export const CMS_PROMOTIONS: readonly CmsPost[] = PROMOTIONS.map((p, i): CmsPost => ({
  id: 300 + i,
  type: 'promotions',
  slug: p.slug,
  title: p.title,
  content: p.body,
  excerpt: p.excerpt,
  date: `${p.start}T07:00:00`,
  modified: `${p.start}T07:30:00`,
  featuredImage: p.featured ? image(1300 + i, `${p.slug}.jpg`, p.title) : null,
  categories: [],
  acf: {
    subtitle: p.subtitle,
    terms: `<ul><li>Runs ${p.start} to ${p.end}.</li><li>Wagering 35x bonus amount.</li></ul>\n${TERMS_FOOTER}`,
    cta_label: p.cta[0],
    cta_url: p.cta[1],
    start_date: p.start,
    end_date: p.end,
    banner_image: p.banner ? image(1350 + i, `${p.slug}-banner.jpg`, `${p.title} banner`, 1440, 480) : null,
  },
  seo: { description: p.excerpt, noindex: p.noindex },
}));
