import type { MessageGroup } from '../group';

/** The consent popup's text (a lazy chunk, SPEC §2/§4). */
const en = {
  'consent.title': 'Your cookie choices',
  'consent.text':
    'We use strictly necessary cookies to run this site. With your consent we also use analytics cookies to see how the site is used and advertising cookies to show you relevant offers. You can change your mind at any time from Cookie settings in the footer.',
  'consent.privacy': 'Read our Privacy Policy',
  'consent.options': 'Cookie categories',
  'consent.necessary': 'Strictly necessary',
  'consent.necessaryHint': 'Always on: sign-in, security and your cookie choices.',
  'consent.analytics': 'Analytics',
  'consent.analyticsHint': 'Counts visits and pages so we can improve the site.',
  'consent.advertising': 'Advertising',
  'consent.advertisingHint': 'Measures our adverts and shows you offers that suit you.',
  'consent.alwaysOn': 'Functionality, personalisation and security storage are always on.',
  'consent.acceptAll': 'Accept All',
  'consent.declineAll': 'Decline All',
  'consent.saveAndExit': 'Save and Exit',
  'consent.choose': 'Choose cookies',
  'consent.announce': 'Cookie choices: please accept or decline optional cookies.',
};

export type ConsentMessageKey = keyof typeof en;

export const consentMessages: MessageGroup<ConsentMessageKey> = {
  en,
  fi: {
    'consent.title': 'Evästevalintasi',
    'consent.text':
      'Käytämme sivuston toiminnan kannalta välttämättömiä evästeitä. Suostumuksellasi käytämme lisäksi analytiikkaevästeitä nähdäksemme, miten sivustoa käytetään, sekä mainosevästeitä näyttääksemme sinulle kiinnostavia tarjouksia. Voit muuttaa valintojasi milloin tahansa alatunnisteen Evästeasetukset-linkistä.',
    'consent.privacy': 'Lue tietosuojakäytäntömme',
    'consent.options': 'Evästeluokat',
    'consent.necessary': 'Välttämättömät',
    'consent.necessaryHint': 'Aina käytössä: kirjautuminen, tietoturva ja evästevalintasi.',
    'consent.analytics': 'Analytiikka',
    'consent.analyticsHint': 'Laskee käynnit ja sivut, jotta voimme parantaa sivustoa.',
    'consent.advertising': 'Mainonta',
    'consent.advertisingHint': 'Mittaa mainontaamme ja näyttää sinulle sopivia tarjouksia.',
    'consent.alwaysOn': 'Toiminnallisuus-, personointi- ja tietoturvatallennus ovat aina käytössä.',
    'consent.acceptAll': 'Hyväksy kaikki',
    'consent.declineAll': 'Hylkää kaikki',
    'consent.saveAndExit': 'Tallenna ja sulje',
    'consent.choose': 'Valitse evästeet',
    'consent.announce': 'Evästevalinnat: hyväksy tai hylkää valinnaiset evästeet.',
  },
  es: {
    'consent.title': 'Tus preferencias de cookies',
    'consent.text':
      'Usamos cookies estrictamente necesarias para que este sitio funcione. Con tu consentimiento, también usamos cookies analíticas para saber cómo se usa el sitio y cookies publicitarias para mostrarte ofertas relevantes. Puedes cambiar de opinión cuando quieras desde Configuración de cookies, en el pie de página.',
    'consent.privacy': 'Lee nuestra política de privacidad',
    'consent.options': 'Categorías de cookies',
    'consent.necessary': 'Estrictamente necesarias',
    'consent.necessaryHint': 'Siempre activas: inicio de sesión, seguridad y tus preferencias de cookies.',
    'consent.analytics': 'Analíticas',
    'consent.analyticsHint': 'Cuentan visitas y páginas para que podamos mejorar el sitio.',
    'consent.advertising': 'Publicidad',
    'consent.advertisingHint': 'Miden nuestros anuncios y te muestran ofertas a tu medida.',
    'consent.alwaysOn': 'El almacenamiento de funcionalidad, personalización y seguridad está siempre activo.',
    'consent.acceptAll': 'Aceptar todo',
    'consent.declineAll': 'Rechazar todo',
    'consent.saveAndExit': 'Guardar y salir',
    'consent.choose': 'Elegir cookies',
    'consent.announce': 'Preferencias de cookies: acepta o rechaza las cookies opcionales.',
  },
};
