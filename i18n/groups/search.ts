import type { MessageGroup } from '../group';

/** The game search overlay's text (a lazy chunk: none of it is needed for the first screen). */
const en = {
  'search.title': 'Search games',
  'search.placeholder': 'Search Game or Provider',
  'search.clear': 'Clear search',
  'search.close': 'Close search',
  'search.closeShort': 'Close',
  'search.popular': 'Try our popular titles:',
  'search.yourSearches': 'Your searches:',
  'search.results': 'Search results',
  'search.resultsCount': '{count, plural, one {# game found} other {# games found}}',
  'search.noResults': 'No games match “{query}”. Check the spelling or try a provider’s name.',
  'search.loadMore': 'Load More',
  'search.showing': 'Showing {shown, number} of {total, number}',
  'search.loading': 'Loading games…',
  'search.unavailable': 'Search is unavailable right now. Check your connection and try again.',
  'search.retry': 'Retry',
  'search.keyboardHint': 'Use the arrow keys to move through the results and Enter to play.',
};

export type SearchMessageKey = keyof typeof en;

export const searchMessages: MessageGroup<SearchMessageKey> = {
  en,
  fi: {
    'search.title': 'Hae pelejä',
    'search.placeholder': 'Hae peliä tai pelivalmistajaa',
    'search.clear': 'Tyhjennä haku',
    'search.close': 'Sulje haku',
    'search.closeShort': 'Sulje',
    'search.popular': 'Kokeile suosittuja pelejämme:',
    'search.yourSearches': 'Hakusi:',
    'search.results': 'Hakutulokset',
    'search.resultsCount': '{count, plural, one {# peli löytyi} other {# peliä löytyi}}',
    'search.noResults': 'Haulla ”{query}” ei löytynyt pelejä. Tarkista kirjoitusasu tai kokeile pelivalmistajan nimeä.',
    'search.loadMore': 'Näytä lisää',
    'search.showing': 'Näytetään {shown, number}/{total, number}',
    'search.loading': 'Ladataan pelejä…',
    'search.unavailable': 'Haku ei ole juuri nyt käytettävissä. Tarkista yhteytesi ja yritä uudelleen.',
    'search.retry': 'Yritä uudelleen',
    'search.keyboardHint': 'Liiku tuloksissa nuolinäppäimillä ja pelaa Enterillä.',
  },
  es: {
    'search.title': 'Buscar juegos',
    'search.placeholder': 'Buscar juego o proveedor',
    'search.clear': 'Borrar búsqueda',
    'search.close': 'Cerrar búsqueda',
    'search.closeShort': 'Cerrar',
    'search.popular': 'Prueba nuestros títulos populares:',
    'search.yourSearches': 'Tus búsquedas:',
    'search.results': 'Resultados de la búsqueda',
    'search.resultsCount': '{count, plural, one {# juego encontrado} other {# juegos encontrados}}',
    'search.noResults': 'Ningún juego coincide con «{query}». Revisa la ortografía o prueba con el nombre de un proveedor.',
    'search.loadMore': 'Cargar más',
    'search.showing': 'Mostrando {shown, number} de {total, number}',
    'search.loading': 'Cargando juegos…',
    'search.unavailable': 'La búsqueda no está disponible ahora mismo. Comprueba tu conexión e inténtalo de nuevo.',
    'search.retry': 'Reintentar',
    'search.keyboardHint': 'Usa las flechas para moverte por los resultados e Intro para jugar.',
  },
};
