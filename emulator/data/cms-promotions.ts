/**
 * The `promotions` post type: the four named promotions of SPEC §2 and six more. Most carry an ACF banner image;
 * 'summer-sizzler-archived' has ended (the editor's `ended` switch) and is noindex, as an archived offer would be.
 * The four named promotions also have Finnish and Spanish translations (Polylang, shared slugs), written by the
 * editor in euros; the other six exist in English only, so the site shows them in English on /fi/ and /es/.
 * An offer whose text names amounts is ticked for its currency (ACF `currencies`): the English originals in pounds
 * for GBP, the translations in euros for EUR; the offers without amounts tick none (every market).
 * The operator runs its welcome package in every market, each in the market's own money: besides the UK original
 * and the Finnish and Spanish translations, an English edition for Ireland (Polylang's 'en-ie', euros) and one for
 * Canada ('en-ca', Canadian dollars), under the same slug. Game of the Week runs in the euro market too ('en-ie'), not
 * in Canada; Refer a Friend and Loyalty Rewards are UK offers (docs/decisions/042-offers-per-market.md).
 */
import { image, type CmsLanguage, type CmsPost } from './cms-model';

/**
 * What a translator (or a market's editor) rewrites of a promotion; dates, images and the named game stay the
 * original's. Its amounts are in its market's money: euros for fi, es and en-ie, Canadian dollars for en-ca.
 */
interface Translation {
  title: string;
  subtitle: string;
  excerpt: string;
  body: string;
  cta: [label: string, url: string];
  /** The key terms' games text in this language. */
  games?: string;
}

/** Key terms as the editor fills the ACF fields (docs/decisions/034); amounts in the offer's market currency. */
interface Terms {
  wagering?: number;
  minDeposit?: number;
  /** The English text; translations carry their own (`Translation.games`). */
  games?: string;
  expiryDays?: number;
  maxWin?: number;
}

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
  /** The platform game the promotion is about. */
  gameId?: number;
  /** The editor closed the offer by hand (before or after its end date). */
  ended?: boolean;
  translations?: Partial<Record<Exclude<CmsLanguage, 'en'>, Translation>>;
  /** The currencies the English text's amounts are in (the translations are written in euros). */
  currencies?: readonly string[];
  terms: Terms;
}

/** A day as the editor of each language writes it in prose ('2 February 2024', '2.2.2024', '2 de febrero de 2024', 'February 2, 2024'). */
const day = (iso: string, lang: CmsLanguage): string =>
  new Intl.DateTimeFormat(
    { en: 'en-GB', fi: 'fi-FI', es: 'es-ES', 'en-ie': 'en-IE', 'en-ca': 'en-CA' }[lang],
    { day: 'numeric', month: lang === 'fi' ? 'numeric' : 'long', year: 'numeric', timeZone: 'UTC' },
  ).format(new Date(`${iso}T00:00:00Z`));

/** The money a version's amounts are written in: the English original's are the spec's `currencies`. */
const VERSION_CURRENCY: Record<Exclude<CmsLanguage, 'en'>, string> = { fi: 'EUR', es: 'EUR', 'en-ie': 'EUR', 'en-ca': 'CAD' };

/** The full terms; their wagering line says what the `wagering` field says (none when it is 0 or empty). */
const englishTerms = (start: string, end: string, w: number) =>
  `<ul><li>Runs ${start} to ${end}.</li>${w ? `<li>Wagering ${w}x bonus amount.</li>` : ''}</ul>\n<p>18+. New and existing players. Full terms apply.</p>`;
const TERMS_TEXT: Record<CmsLanguage, (start: string, end: string, wagering: number) => string> = {
  en: englishTerms,
  'en-ie': englishTerms,
  'en-ca': englishTerms,
  fi: (start, end, w) =>
    `<ul><li>Voimassa ${start}–${end}.</li>${w ? `<li>Kierrätysvaatimus ${w}x bonuksen määrä.</li>` : ''}</ul>\n<p>18+. Uudet ja nykyiset pelaajat. Täydet ehdot ovat voimassa.</p>`,
  es: (start, end, w) =>
    `<ul><li>Válida del ${start} al ${end}.</li>${w ? `<li>Requisito de apuesta ${w}x el importe del bono.</li>` : ''}</ul>\n<p>+18. Jugadores nuevos y existentes. Se aplican los términos completos.</p>`,
};

const PROMOTIONS: readonly PromotionSpec[] = [
  {
    slug: 'game-of-the-week',
    terms: { wagering: 10, minDeposit: 10, games: 'Lucky Clover Gold', expiryDays: 7, maxWin: 100 },
    currencies: ['GBP'],
    title: 'Game of the Week',
    subtitle: '20 free spins on this week\'s pick',
    excerpt: "Spin this week's featured slot and get 20 free spins.",
    body: "<p>Every Monday we pick one game & give you 20 free spins on it when you play £10.</p>\n\n<p>This week: <a href=\"/casino/games/lucky-clover-gold/\">Lucky Clover Gold</a>.</p>",
    cta: ['Play now', '/casino/games/lucky-clover-gold/'],
    start: '2024-03-04',
    end: '2030-12-31',
    banner: true,
    featured: true,
    gameId: 7001,
    translations: {
      fi: {
        title: 'Viikon peli',
        subtitle: '20 ilmaiskierrosta viikon valintaan',
        excerpt: 'Pelaa viikon valittua kolikkopeliä ja saat 20 ilmaiskierrosta.',
        body: '<p>Valitsemme joka maanantai yhden pelin ja annamme siihen 20 ilmaiskierrosta, kun pelaat 10 €:lla.</p>\n\n<p>Tällä viikolla: <a href="/fi/casino/games/lucky-clover-gold/">Lucky Clover Gold</a>.</p>',
        cta: ['Pelaa nyt', '/fi/casino/games/lucky-clover-gold/'],
        games: 'Lucky Clover Gold',
      },
      es: {
        title: 'Juego de la semana',
        subtitle: '20 giros gratis en el juego elegido',
        excerpt: 'Juega a la tragamonedas destacada de la semana y consigue 20 giros gratis.',
        body: '<p>Cada lunes elegimos un juego y te damos 20 giros gratis en él cuando juegas 10 €.</p>\n\n<p>Esta semana: <a href="/es/casino/games/lucky-clover-gold/">Lucky Clover Gold</a>.</p>',
        cta: ['Jugar ahora', '/es/casino/games/lucky-clover-gold/'],
        games: 'Lucky Clover Gold',
      },
      'en-ie': {
        title: 'Game of the Week',
        subtitle: "20 free spins on this week's pick",
        excerpt: "Spin this week's featured slot and get 20 free spins.",
        body: '<p>Every Monday we pick one game & give you 20 free spins on it when you play €10.</p>\n\n<p>This week: <a href="/en-ie/casino/games/lucky-clover-gold/">Lucky Clover Gold</a>.</p>',
        cta: ['Play now', '/en-ie/casino/games/lucky-clover-gold/'],
        games: 'Lucky Clover Gold',
      },
    },
  },
  {
    slug: 'oktoberfest',
    terms: { wagering: 0, games: 'All slots' },
    title: 'Oktoberfest',
    subtitle: 'Prost! Daily prize drops all October',
    excerpt: 'Raise a stein: daily prize drops through October.',
    body: '<p>Lederhosen optional. Play any slot in October for a share of the daily prize pool.</p>',
    cta: ['Opt in', '/promotions/oktoberfest/'],
    start: '2024-10-01',
    end: '2024-10-31',
    banner: true,
    featured: true,
    translations: {
      fi: {
        title: 'Oktoberfest',
        subtitle: 'Kippis! Päivittäisiä palkintopudotuksia koko lokakuun',
        excerpt: 'Nosta tuoppi: päivittäisiä palkintopudotuksia läpi lokakuun.',
        body: '<p>Nahkahousut eivät ole pakolliset. Pelaa mitä tahansa kolikkopeliä lokakuussa ja voita osuus päivän palkintopotista.</p>',
        cta: ['Osallistu', '/fi/promotions/oktoberfest/'],
        games: 'Kaikki kolikkopelit',
      },
      es: {
        title: 'Oktoberfest',
        subtitle: '¡Salud! Premios diarios durante todo octubre',
        excerpt: 'Levanta la jarra: premios diarios durante todo octubre.',
        body: '<p>Los pantalones de cuero son opcionales. Juega a cualquier tragamonedas en octubre y llévate parte del bote diario.</p>',
        cta: ['Participar', '/es/promotions/oktoberfest/'],
        games: 'Todas las tragamonedas',
      },
    },
  },
  {
    slug: 'summer-sizzler-archived',
    terms: { wagering: 0, games: 'All slots' },
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
    ended: true,
    translations: {
      fi: {
        title: 'Kesän helle',
        subtitle: 'Tämä kampanja on päättynyt',
        excerpt: 'Kesän rahapudotuksemme on päättynyt – kiitos pelaamisesta!',
        body: '<p>Kesän helle -kampanja on päättynyt. Voittajille maksettiin 5. syyskuuta mennessä.</p>',
        cta: ['Katso nykyiset tarjoukset', '/fi/promotions/'],
        games: 'Kaikki kolikkopelit',
      },
      es: {
        title: 'Verano abrasador',
        subtitle: 'Esta promoción ha finalizado',
        excerpt: 'Nuestro premio de verano ha finalizado. ¡Gracias por jugar!',
        body: '<p>La promoción Verano abrasador ha finalizado. Los premios se pagaron antes del 5 de septiembre.</p>',
        cta: ['Ver ofertas actuales', '/es/promotions/'],
        games: 'Todas las tragamonedas',
      },
    },
  },
  {
    slug: 'welcome-package',
    terms: { wagering: 10, minDeposit: 10, games: 'Rainbow Riches', expiryDays: 30 },
    currencies: ['GBP'],
    title: 'Welcome Package',
    subtitle: '100% up to £100 + 50 free spins',
    excerpt: 'Double your first deposit and get 50 free spins on Rainbow Riches.',
    body: "<p>New here? We'll match your first deposit 100% up to £100 and add 50 free spins on <strong>Rainbow Riches</strong>.</p>\n\n<h2>How it works</h2>\n\n<ol><li>Register</li><li>Deposit £10 or more</li><li>Your bonus & spins are credited</li></ol>",
    cta: ['Claim now', '/?register=1'],
    start: '2024-01-01',
    end: '2030-12-31',
    banner: true,
    featured: true,
    translations: {
      fi: {
        title: 'Tervetuliaispaketti',
        subtitle: '100 % aina 100 €:oon asti + 50 ilmaiskierrosta',
        excerpt: 'Tuplaa ensitalletuksesi ja saat 50 ilmaiskierrosta Rainbow Riches -peliin.',
        body: '<p>Uusi täällä? Tuplaamme ensitalletuksesi 100 % aina 100 €:oon asti ja annamme 50 ilmaiskierrosta <strong>Rainbow Riches</strong> -peliin.</p>\n\n<h2>Näin se toimii</h2>\n\n<ol><li>Rekisteröidy</li><li>Talleta vähintään 10 €</li><li>Bonus ja kierrokset hyvitetään tilillesi</li></ol>',
        cta: ['Lunasta nyt', '/fi/?register=1'],
        games: 'Rainbow Riches',
      },
      es: {
        title: 'Paquete de bienvenida',
        subtitle: '100 % hasta 100 € + 50 giros gratis',
        excerpt: 'Duplica tu primer depósito y consigue 50 giros gratis en Rainbow Riches.',
        body: '<p>¿Eres nuevo? Igualamos tu primer depósito al 100 % hasta 100 € y te damos 50 giros gratis en <strong>Rainbow Riches</strong>.</p>\n\n<h2>Cómo funciona</h2>\n\n<ol><li>Regístrate</li><li>Deposita 10 € o más</li><li>Recibes el bono y los giros</li></ol>',
        cta: ['Conseguir ahora', '/es/?register=1'],
        games: 'Rainbow Riches',
      },
      'en-ie': {
        title: 'Welcome Package',
        subtitle: '100% up to €100 + 50 free spins',
        excerpt: 'Double your first deposit and get 50 free spins on Rainbow Riches.',
        body: "<p>New here? We'll match your first deposit 100% up to €100 and add 50 free spins on <strong>Rainbow Riches</strong>.</p>\n\n<h2>How it works</h2>\n\n<ol><li>Register</li><li>Deposit €10 or more</li><li>Your bonus & spins are credited</li></ol>",
        cta: ['Claim now', '/en-ie/?register=1'],
        games: 'Rainbow Riches',
      },
      'en-ca': {
        title: 'Welcome Package',
        subtitle: '100% up to C$100 + 50 free spins',
        excerpt: 'Double your first deposit and get 50 free spins on Rainbow Riches.',
        body: "<p>New here? We'll match your first deposit 100% up to C$100 and add 50 free spins on <strong>Rainbow Riches</strong>.</p>\n\n<h2>How it works</h2>\n\n<ol><li>Register</li><li>Deposit C$10 or more</li><li>Your bonus & spins are credited</li></ol>",
        cta: ['Claim now', '/en-ca/?register=1'],
        games: 'Rainbow Riches',
      },
    },
  },
  {
    slug: 'st-patricks-day-bonanza',
    terms: { wagering: 0, games: 'Irish-themed slots' },
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
    terms: { wagering: 10, minDeposit: 20, games: 'Selected slots', expiryDays: 2, maxWin: 50 },
    currencies: ['GBP'],
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
    terms: { wagering: 0, games: 'All slots' },
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
    terms: { wagering: 0, games: 'Jackpot King games' },
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
    terms: { wagering: 10, minDeposit: 20, expiryDays: 30 },
    currencies: ['GBP'],
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
    // 20× is over the UK cap: never listed to a UK visitor; its page (reached by its address only) shows no call to
    // action and says so, and it is flagged in the log (docs/decisions/034, 042).
    terms: { wagering: 20, games: 'All slots', expiryDays: 30 },
    currencies: ['GBP'],
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

const TERMS = (lang: CmsLanguage, p: PromotionSpec) => TERMS_TEXT[lang](day(p.start, lang), day(p.end, lang), p.terms.wagering ?? 0);

function postOf(p: PromotionSpec, id: number, lang: CmsLanguage, text: Translation, translationOf?: number): CmsPost {
  const i = PROMOTIONS.indexOf(p);
  return {
    id,
    type: 'promotions',
    slug: p.slug,
    title: text.title,
    content: text.body,
    excerpt: text.excerpt,
    date: `${p.start}T07:00:00`,
    modified: `${p.start}T07:30:00`,
    featuredImage: p.featured ? image(1300 + i, `${p.slug}.jpg`, p.title) : null,
    categories: [],
    acf: {
      subtitle: text.subtitle,
      terms: TERMS(lang, p),
      cta_label: text.cta[0],
      cta_url: text.cta[1],
      start_date: p.start,
      end_date: p.end,
      banner_image: p.banner ? image(1350 + i, `${p.slug}-banner.jpg`, `${p.title} banner`, 1440, 480) : null,
      game_id: p.gameId ?? null,
      ended: p.ended === true,
      // Each version is written in its market's money: one with amounts is for that market's visitors only.
      currencies: lang === 'en' ? (p.currencies ?? []) : p.currencies?.length ? [VERSION_CURRENCY[lang]] : [],
      wagering: p.terms.wagering ?? null,
      min_deposit: p.terms.minDeposit ?? null,
      eligible_games: (lang === 'en' ? p.terms.games : text.games) ?? '',
      expiry_days: p.terms.expiryDays ?? null,
      max_win_amount: p.terms.maxWin ?? null,
    },
    seo: { description: text.excerpt, noindex: p.noindex },
    ...(lang === 'en' ? {} : { lang, translationOf }),
  };
}

/** English originals (ids 300…), then Finnish (800…) and Spanish (850…) translations, the Irish (900…) and Canadian (950…) editions. */
export const CMS_PROMOTIONS: readonly CmsPost[] = [
  ...PROMOTIONS.map((p, i) => postOf(p, 300 + i, 'en', { title: p.title, subtitle: p.subtitle, excerpt: p.excerpt, body: p.body, cta: p.cta })),
  ...(['fi', 'es', 'en-ie', 'en-ca'] as const).flatMap((lang, l) =>
    PROMOTIONS.flatMap((p, i) => {
      const text = p.translations?.[lang];
      return text ? [postOf(p, 800 + 50 * l + i, lang, text, 300 + i)] : [];
    }),
  ),
];
