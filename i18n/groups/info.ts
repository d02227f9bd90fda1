import type { MessageGroup } from '../group';

/** The info popup's own text (a lazy chunk); the pages' text comes from the platform. */
const en = {
  'info.back': 'Back',
  'info.close': 'Close',
  'info.loading': 'Loading…',
  'info.failed': 'This page could not be loaded. Check your connection and try again.',
  'info.retry': 'Retry',
  'info.unavailable': 'Page unavailable',
  'info.updated': 'The site has just been updated. Reload the page to read this.',
  'info.reload': 'Reload page',
  'info.paymentsUnavailable': 'The list of payment methods is unavailable right now. Please try again shortly.',
  'info.limitsGuest': 'A deposit limit caps what you can deposit in 24 hours, 7 days or 30 days. Log in to set one; joining asks you for one.',
  'info.limitsPlayer': 'A deposit limit caps what you can deposit in 24 hours, 7 days or 30 days.',
  'info.limitsLogin': 'Log in to set a deposit limit',
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
    'info.unavailable': 'Sivu ei ole saatavilla',
    'info.updated': 'Sivusto päivitettiin juuri. Lataa sivu uudelleen, niin voit lukea tämän.',
    'info.reload': 'Lataa sivu uudelleen',
    'info.paymentsUnavailable': 'Maksutapojen luettelo ei ole juuri nyt saatavilla. Yritä hetken päästä uudelleen.',
    'info.limitsGuest': 'Talletusraja rajoittaa, paljonko voit tallettaa 24 tunnissa, 7 päivässä tai 30 päivässä. Kirjaudu sisään asettaaksesi sen; liittyessäsi sitä kysytään.',
    'info.limitsPlayer': 'Talletusraja rajoittaa, paljonko voit tallettaa 24 tunnissa, 7 päivässä tai 30 päivässä.',
    'info.limitsLogin': 'Kirjaudu ja aseta talletusraja',
  },
  es: {
    'info.back': 'Atrás',
    'info.close': 'Cerrar',
    'info.loading': 'Cargando…',
    'info.failed': 'No se ha podido cargar esta página. Comprueba tu conexión e inténtalo de nuevo.',
    'info.retry': 'Reintentar',
    'info.unavailable': 'Página no disponible',
    'info.updated': 'El sitio se acaba de actualizar. Recarga la página para leer esto.',
    'info.reload': 'Recargar la página',
    'info.paymentsUnavailable': 'La lista de métodos de pago no está disponible ahora mismo. Inténtalo de nuevo en breve.',
    'info.limitsGuest': 'Un límite de depósito fija lo máximo que puedes depositar en 24 horas, 7 días o 30 días. Inicia sesión para fijarlo; al registrarte te lo pediremos.',
    'info.limitsPlayer': 'Un límite de depósito fija lo máximo que puedes depositar en 24 horas, 7 días o 30 días.',
    'info.limitsLogin': 'Inicia sesión y fija un límite de depósito',
  },
};
