import type { MessageGroup } from '../group';

/**
 * The error page's own words (the lazy client/pages/error-page.tsx chunk, and the worker's error responses): a page
 * that is not an error never needs them on its first screen (issue 29's 85 KB). 'Unknown error please reload' stays a
 * first-screen message: a grid's failed 'Load more' says it too.
 */
const en = {
  'general.notFound': 'This page could not be found',
  'general.goHome': 'Go back to homepage',
  'general.reload': 'Reload',
};

export type ErrorMessageKey = keyof typeof en;

export const errorMessages: MessageGroup<ErrorMessageKey> = {
  en,
  fi: {
    'general.notFound': 'Sivua ei löytynyt',
    'general.goHome': 'Palaa etusivulle',
    'general.reload': 'Lataa uudelleen',
  },
  es: {
    'general.notFound': 'No se pudo encontrar esta página',
    'general.goHome': 'Volver a la página de inicio',
    'general.reload': 'Recargar',
  },
};
