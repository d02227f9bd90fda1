import type { MessageGroup } from '../group';

/**
 * Offline (docs/decisions/030-service-worker.md): the banner and its notices (the lazy client/offline chunk) and the
 * offline page the worker renders per locale (worker/routes/offline-page.ts).
 */
const en = {
  'offline.title': 'You’re offline',
  'offline.text': 'We can’t reach {brand} right now. We’ll reconnect as soon as your connection is back.',
  'offline.retry': 'Try again',
  'offline.lobby': 'Go to the lobby',
  'offline.banner': 'You’re offline — we’ll reconnect when your connection is back.',
  'offline.bannerCopy': 'Offline — last updated {at, time, short}',
  'offline.tapWaits': 'You’re offline. This needs a connection: we’ll try again when you’re back online.',
  'offline.pageWaits': 'You’re offline and this page isn’t saved on this device. It opens when you’re back online.',
  /** Under 'Welcome back' in the header's box of a player whose page was reloaded offline (issue 51): short. */
  'offline.reconnecting': 'Reconnecting',
};

export type OfflineMessageKey = keyof typeof en;

export const offlineMessages: MessageGroup<OfflineMessageKey> = {
  en,
  fi: {
    'offline.title': 'Ei verkkoyhteyttä',
    'offline.text': '{brand} ei ole juuri nyt tavoitettavissa. Yhdistämme uudelleen heti, kun yhteytesi palaa.',
    'offline.retry': 'Yritä uudelleen',
    'offline.lobby': 'Siirry aulaan',
    'offline.banner': 'Ei verkkoyhteyttä — yhdistämme uudelleen, kun yhteys palaa.',
    'offline.bannerCopy': 'Ei verkkoyhteyttä — päivitetty viimeksi klo {at, time, short}',
    'offline.tapWaits': 'Ei verkkoyhteyttä. Tämä tarvitsee yhteyden: yritämme uudelleen, kun yhteys palaa.',
    'offline.pageWaits': 'Ei verkkoyhteyttä, eikä tätä sivua ole tallennettu laitteellesi. Se avautuu, kun yhteys palaa.',
    'offline.reconnecting': 'Yhdistetään',
  },
  es: {
    'offline.title': 'Estás sin conexión',
    'offline.text': 'Ahora mismo no podemos conectar con {brand}. Volveremos a conectar en cuanto recuperes la conexión.',
    'offline.retry': 'Reintentar',
    'offline.lobby': 'Ir al lobby',
    'offline.banner': 'Sin conexión — volveremos a conectar cuando vuelva la conexión.',
    'offline.bannerCopy': 'Sin conexión — actualizado por última vez a las {at, time, short}',
    'offline.tapWaits': 'Estás sin conexión. Esto necesita conexión: lo intentaremos de nuevo cuando vuelvas a estar en línea.',
    'offline.pageWaits': 'Estás sin conexión y esta página no está guardada en este dispositivo. Se abrirá cuando vuelvas a estar en línea.',
    'offline.reconnecting': 'Reconectando',
  },
};
