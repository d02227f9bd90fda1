import type { MessageGroup } from '../group';

/** A game page's facts table (the game info page is a lazy chunk). */
const en = {
  'gameArea.provider': 'Provider',
  'gameArea.rtp': 'RTP',
  'gameArea.volatility': 'Volatility',
  'gameArea.reels': 'Reels',
  'gameArea.paylines': 'Paylines',
  'gameArea.minBet': 'Min bet',
  'gameArea.maxBet': 'Max bet',
  'gameArea.reviewUnavailable': 'The review of this game is not available right now.',
};

export type GameFactMessageKey = keyof typeof en;

export const gameFactMessages: MessageGroup<GameFactMessageKey> = {
  en,
  fi: {
    'gameArea.provider': 'Pelivalmistaja',
    'gameArea.rtp': 'Palautusprosentti',
    'gameArea.volatility': 'Volatiliteetti',
    'gameArea.reels': 'Rullat',
    'gameArea.paylines': 'Voittolinjat',
    'gameArea.minBet': 'Minimipanos',
    'gameArea.maxBet': 'Maksimipanos',
    'gameArea.reviewUnavailable': 'Tämän pelin arvostelu ei ole juuri nyt saatavilla.',
  },
  es: {
    'gameArea.provider': 'Proveedor',
    'gameArea.rtp': 'RTP',
    'gameArea.volatility': 'Volatilidad',
    'gameArea.reels': 'Rodillos',
    'gameArea.paylines': 'Líneas de pago',
    'gameArea.minBet': 'Apuesta mínima',
    'gameArea.maxBet': 'Apuesta máxima',
    'gameArea.reviewUnavailable': 'La reseña de este juego no está disponible en este momento.',
  },
};
