import type { PromotionEntry, PromotionKeyTerms } from '../platform/wire-shapes';

export type PromotionLanguage = 'EN' | 'FI' | 'ES';

type Text = { title: string; description: string; ctaText: string; termsAndConditions: string; eligibleGames?: string };

interface PromotionSpec {
  id: number;
  slug: string;
  /** Days from today (UTC) the promotion started and ends; kept relative so the list never goes stale. */
  startsInDays: number;
  endsInDays: number;
  ctaPath: string;
  loggedInOnly?: boolean;
  /** Only shown to players from these countries. */
  countries?: readonly string[];
  /** The key terms' figures (amounts are the same figures in every currency); games text is per language. */
  keyTerms: Omit<PromotionKeyTerms, 'eligibleGames'>;
  text: Record<PromotionLanguage, Text>;
}

const PROMOTIONS: readonly PromotionSpec[] = [
  {
    id: 101,
    keyTerms: { wageringRequirement: 10, expiryDays: 7, maximumWin: 100 },
    slug: 'shamrock-spins-weekend',
    startsInDays: -2,
    endsInDays: 5,
    ctaPath: '/promotions/shamrock-spins-weekend/',
    text: {
      EN: {
        title: 'Shamrock Spins Weekend',
        description: '<p>Play any Irish-themed slot this weekend and collect up to <strong>50 free spins</strong>.</p>',
        ctaText: 'Play now',
        termsAndConditions: '<ul><li>Min. stake {cur}10 on qualifying slots.</li><li>Free spins expire after 7 days.</li></ul>',
        eligibleGames: 'Irish-themed slots',
      },
      FI: {
        title: 'Apilaviikonloppu',
        description: '<p>Pelaa mitä tahansa irlantilaisteemaista kolikkopeliä tänä viikonloppuna ja kerää jopa <strong>50 ilmaiskierrosta</strong>.</p>',
        ctaText: 'Pelaa nyt',
        termsAndConditions: '<ul><li>Vähimmäispanos {cur}10 osallistuvissa peleissä.</li><li>Ilmaiskierrokset vanhenevat 7 päivässä.</li></ul>',
        eligibleGames: 'Irlantilaisteemaiset kolikkopelit',
      },
      ES: {
        title: 'Fin de semana del trébol',
        description: '<p>Juega a cualquier tragamonedas de temática irlandesa este fin de semana y consigue hasta <strong>50 giros gratis</strong>.</p>',
        ctaText: 'Jugar ahora',
        termsAndConditions: '<ul><li>Apuesta mínima de {cur}10 en juegos participantes.</li><li>Los giros gratis caducan a los 7 días.</li></ul>',
        eligibleGames: 'Tragamonedas de temática irlandesa',
      },
    },
  },
  {
    id: 102,
    keyTerms: { wageringRequirement: 0 },
    slug: 'jackpot-king-drop',
    startsInDays: -10,
    endsInDays: 20,
    ctaPath: '/jackpot-king/',
    text: {
      EN: {
        title: 'Jackpot King Drop',
        description: '<p>Extra daily drops on every JPK game until the end of the month.</p>',
        ctaText: 'See the games',
        termsAndConditions: '<p>Drops are paid in cash. One drop per player per day.</p>',
        eligibleGames: 'Jackpot King games',
      },
      FI: {
        title: 'Jackpot King -pudotukset',
        description: '<p>Ylimääräisiä päivittäisiä pudotuksia kaikissa JPK-peleissä kuun loppuun asti.</p>',
        ctaText: 'Katso pelit',
        termsAndConditions: '<p>Pudotukset maksetaan rahana. Yksi pudotus pelaajaa kohden päivässä.</p>',
        eligibleGames: 'Jackpot King -pelit',
      },
      ES: {
        title: 'Premios Jackpot King',
        description: '<p>Premios diarios extra en todos los juegos JPK hasta fin de mes.</p>',
        ctaText: 'Ver los juegos',
        termsAndConditions: '<p>Los premios se pagan en efectivo. Un premio por jugador y día.</p>',
        eligibleGames: 'Juegos Jackpot King',
      },
    },
  },
  {
    id: 103,
    // 20× the bonus: over the UK cap, so a GB player sees it without its call to action.
    keyTerms: { wageringRequirement: 20, minimumDeposit: 20, expiryDays: 7 },
    slug: 'loyal-player-reload',
    startsInDays: -1,
    endsInDays: 3,
    ctaPath: '/promotions/loyal-player-reload/',
    loggedInOnly: true,
    text: {
      EN: {
        title: 'Loyal Player Reload',
        description: '<p>Deposit {cur}20 or more today and get a 25% reload bonus.</p>',
        ctaText: 'Deposit',
        termsAndConditions: '<p>Bonus up to {cur}50. Wagering 20x the bonus. <a href="/help/bonus-policy">Bonus policy</a> applies.</p>',
      },
      FI: {
        title: 'Kanta-asiakkaan talletusbonus',
        description: '<p>Talleta tänään vähintään {cur}20 ja saat 25 %:n talletusbonuksen.</p>',
        ctaText: 'Talleta',
        termsAndConditions: '<p>Bonus enintään {cur}50. Kierrätysvaatimus 20x bonus. <a href="/help/bonus-policy">Bonusehdot</a> ovat voimassa.</p>',
      },
      ES: {
        title: 'Recarga para jugadores fieles',
        description: '<p>Deposita {cur}20 o más hoy y recibe un bono de recarga del 25 %.</p>',
        ctaText: 'Depositar',
        termsAndConditions: '<p>Bono de hasta {cur}50. Requisito de apuesta 20x el bono. Se aplica la <a href="/help/bonus-policy">política de bonos</a>.</p>',
      },
    },
  },
  {
    id: 104,
    keyTerms: { wageringRequirement: 0, expiryDays: 7 },
    slug: 'megaways-mission',
    startsInDays: 0,
    endsInDays: 7,
    ctaPath: '/megaways-slots/',
    loggedInOnly: true,
    text: {
      EN: {
        title: 'Megaways Mission',
        description: '<p>Spin 100 times on Megaways slots to unlock a mystery prize.</p>',
        ctaText: 'Opt in',
        termsAndConditions: '<p>Opt-in required. Prizes range from 5 free spins to {cur}100 cash.</p>',
        eligibleGames: 'Megaways slots',
      },
      FI: {
        title: 'Megaways-tehtävä',
        description: '<p>Pyöräytä Megaways-peleissä 100 kertaa ja avaa yllätyspalkinto.</p>',
        ctaText: 'Osallistu',
        termsAndConditions: '<p>Vaatii osallistumisen. Palkinnot 5 ilmaiskierroksesta {cur}100 rahapalkintoon.</p>',
        eligibleGames: 'Megaways-pelit',
      },
      ES: {
        title: 'Misión Megaways',
        description: '<p>Haz 100 tiradas en tragamonedas Megaways para desbloquear un premio sorpresa.</p>',
        ctaText: 'Participar',
        termsAndConditions: '<p>Requiere inscripción. Premios desde 5 giros gratis hasta {cur}100 en efectivo.</p>',
        eligibleGames: 'Tragamonedas Megaways',
      },
    },
  },
  {
    id: 105,
    keyTerms: { wageringRequirement: 0, maximumWin: 200 },
    slug: 'canada-day-cashback',
    startsInDays: -3,
    endsInDays: 4,
    ctaPath: '/promotions/canada-day-cashback/',
    countries: ['CA'],
    text: {
      EN: {
        title: 'Canada Day Cashback',
        description: '<p>10% cashback on live casino losses, for players in Canada only.</p>',
        ctaText: 'Find out more',
        termsAndConditions: '<p>Cashback up to {cur}200, paid as cash on Monday.</p>',
        eligibleGames: 'Live casino',
      },
      FI: {
        title: 'Kanadan päivän käteispalautus',
        description: '<p>10 %:n palautus live-kasinon tappioista, vain Kanadan pelaajille.</p>',
        ctaText: 'Lue lisää',
        termsAndConditions: '<p>Palautus enintään {cur}200, maksetaan rahana maanantaina.</p>',
        eligibleGames: 'Live-kasino',
      },
      ES: {
        title: 'Reembolso del Día de Canadá',
        description: '<p>10 % de reembolso en pérdidas del casino en vivo, solo para jugadores en Canadá.</p>',
        ctaText: 'Más información',
        termsAndConditions: '<p>Reembolso de hasta {cur}200, pagado en efectivo el lunes.</p>',
        eligibleGames: 'Casino en vivo',
      },
    },
  },
];

export interface PromotionQuery {
  loggedIn: boolean;
  country: string;
  language: PromotionLanguage;
  currencySymbol: string;
}

const DAY_MS = 86_400_000;

function visible(spec: PromotionSpec, query: PromotionQuery): boolean {
  if (spec.loggedInOnly && !query.loggedIn) return false;
  return !spec.countries || spec.countries.includes(query.country);
}

function toWire(spec: PromotionSpec, query: PromotionQuery, origin: string, now: number): PromotionEntry {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const fill = (s: string) => s.replaceAll('{cur}', query.currencySymbol);
  const text = spec.text[query.language];
  return {
    id: spec.id,
    title: text.title,
    description: fill(text.description),
    image: `${origin}/artwork/cms/${spec.slug}.jpg`,
    startDate: new Date(today + spec.startsInDays * DAY_MS).toISOString(),
    endDate: new Date(today + spec.endsInDays * DAY_MS - 1000).toISOString(),
    ctaText: text.ctaText,
    ctaUrl: spec.ctaPath,
    termsAndConditions: fill(text.termsAndConditions),
    keyTerms: { ...spec.keyTerms, ...(text.eligibleGames ? { eligibleGames: text.eligibleGames } : {}) },
  };
}

/** The promotions a player with these details sees, in display order. */
export function limitedTimePromotions(query: PromotionQuery, origin: string, now = Date.now()): PromotionEntry[] {
  return PROMOTIONS.filter((p) => visible(p, query)).map((p) => toWire(p, query, origin, now));
}

/** One promotion, or undefined when it does not exist or is not shown to this player. */
export function limitedTimePromotion(id: number, query: PromotionQuery, origin: string, now = Date.now()): PromotionEntry | undefined {
  const spec = PROMOTIONS.find((p) => p.id === id);
  return spec && visible(spec, query) ? toWire(spec, query, origin, now) : undefined;
}
