import type { MessageGroup } from '../group';

/** The info popup's own text (a lazy chunk); the pages' text comes from the platform. */
const en = {
  'info.back': 'Back',
  'info.close': 'Close',
  'info.loading': 'Loading…',
  'info.failed': 'This page could not be loaded. Check your connection and try again.',
  'info.retry': 'Retry',
  'info.paymentsUnavailable': 'The list of payment methods is unavailable right now. Please try again shortly.',
};

export type InfoMessageKey = keyof typeof en;

export const infoMessages: MessageGroup<InfoMessageKey> = {
  en,
  fi: {
    'info.back': 'Takaisin',
    'info.close': 'Sulje',
    'info.loading': 'Ladataan…',
    'info.failed': 'Sivua ei voitu ladata. Tarkista yhteytesi ja yritä uudelleen.',
    'info.retry': 'Yritä uudelleen',
    'info.paymentsUnavailable': 'Maksutapojen luettelo ei ole juuri nyt saatavilla. Yritä hetken päästä uudelleen.',
  },
  es: {
    'info.back': 'Atrás',
    'info.close': 'Cerrar',
    'info.loading': 'Cargando…',
    'info.failed': 'No se ha podido cargar esta página. Comprueba tu conexión e inténtalo de nuevo.',
    'info.retry': 'Reintentar',
    'info.paymentsUnavailable': 'La lista de métodos de pago no está disponible ahora mismo. Inténtalo de nuevo en breve.',
  },
};
