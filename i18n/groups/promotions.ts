import type { MessageGroup } from '../group';

/** The promotions list's and a promotion page's text (lazy chunks: none of it is first-screen text). */
const en = {
  'general.promotionsUnavailable': 'Promotions are unavailable right now. Please try again shortly.',
  'general.endsOn': 'Ends {date}',
  'general.termsAndConditions': 'Terms and conditions',
  'promotions.ended': 'Ended',
  'promotions.hasEnded': 'This promotion has ended.',
  'promotions.seeCurrent': 'See current promotions',
  'promotions.keyTerms.label': 'Key terms',
  'promotions.keyTerms.wagering': 'Wagering {multiple, number}×',
  'promotions.keyTerms.noWagering': 'No wagering',
  'promotions.keyTerms.minDeposit': 'Min. deposit {amount}',
  'promotions.keyTerms.games': 'Games:',
  'promotions.keyTerms.expiry': '{days, plural, one {Expires # day after claim} other {Expires # days after claim}}',
  'promotions.keyTerms.maxWin': 'Max. win {amount}',
  'promotions.keyTerms.ageTerms': '18+ · T&Cs apply',
  'promotions.keyTerms.withheld': 'This offer cannot be claimed in your country.',
};

export type PromotionMessageKey = keyof typeof en;

export const promotionMessages: MessageGroup<PromotionMessageKey> = {
  en,
  fi: {
    'general.promotionsUnavailable': 'Kampanjat eivät ole juuri nyt saatavilla. Yritä hetken päästä uudelleen.',
    'general.endsOn': 'Päättyy {date}',
    'general.termsAndConditions': 'Käyttöehdot',
    'promotions.ended': 'Päättyneet',
    'promotions.hasEnded': 'Tämä kampanja on päättynyt.',
    'promotions.seeCurrent': 'Katso voimassa olevat kampanjat',
    'promotions.keyTerms.label': 'Keskeiset ehdot',
    'promotions.keyTerms.wagering': 'Kierrätys {multiple, number}×',
    'promotions.keyTerms.noWagering': 'Ei kierrätysvaatimusta',
    'promotions.keyTerms.minDeposit': 'Vähimmäistalletus {amount}',
    'promotions.keyTerms.games': 'Pelit:',
    'promotions.keyTerms.expiry': 'Vanhenee {days, number} päivän kuluttua lunastuksesta',
    'promotions.keyTerms.maxWin': 'Enimmäisvoitto {amount}',
    'promotions.keyTerms.ageTerms': '18+ · Ehdot pätevät',
    'promotions.keyTerms.withheld': 'Tätä tarjousta ei voi lunastaa maassasi.',
  },
  es: {
    'general.promotionsUnavailable': 'Las promociones no están disponibles ahora mismo. Inténtalo de nuevo en breve.',
    'general.endsOn': 'Termina el {date}',
    'general.termsAndConditions': 'Términos y condiciones',
    'promotions.ended': 'Finalizadas',
    'promotions.hasEnded': 'Esta promoción ha finalizado.',
    'promotions.seeCurrent': 'Ver las promociones actuales',
    'promotions.keyTerms.label': 'Condiciones clave',
    'promotions.keyTerms.wagering': 'Requisito de apuesta {multiple, number}×',
    'promotions.keyTerms.noWagering': 'Sin requisito de apuesta',
    'promotions.keyTerms.minDeposit': 'Depósito mín. {amount}',
    'promotions.keyTerms.games': 'Juegos:',
    'promotions.keyTerms.expiry': '{days, plural, one {Caduca # día después de reclamarlo} other {Caduca # días después de reclamarlo}}',
    'promotions.keyTerms.maxWin': 'Ganancia máx. {amount}',
    'promotions.keyTerms.ageTerms': '+18 · Se aplican TyC',
    'promotions.keyTerms.withheld': 'Esta oferta no se puede reclamar en tu país.',
  },
};
