import type { MessageGroup } from '../group';

/** The promotions list's and a promotion page's text (lazy chunks: none of it is first-screen text). */
const en = {
  'general.promotionsUnavailable': 'Promotions are unavailable right now. Please try again shortly.',
  'general.endsOn': 'Ends {date}',
  'general.termsAndConditions': 'Terms and conditions',
  'promotions.ended': 'Ended',
  'promotions.hasEnded': 'This promotion has ended.',
  'promotions.seeCurrent': 'See current promotions',
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
  },
  es: {
    'general.promotionsUnavailable': 'Las promociones no están disponibles ahora mismo. Inténtalo de nuevo en breve.',
    'general.endsOn': 'Termina el {date}',
    'general.termsAndConditions': 'Términos y condiciones',
    'promotions.ended': 'Finalizadas',
    'promotions.hasEnded': 'Esta promoción ha finalizado.',
    'promotions.seeCurrent': 'Ver las promociones actuales',
  },
};
