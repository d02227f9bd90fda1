import { EMULATED_BRAND, type Language } from './markets';

/** One logo of the smart-footer strip; `name` is the artwork file /artwork/icons/{name}.svg. */
export interface FooterIcon {
  name: string;
  /** The logo's text in each language (a body's own name stays its name). */
  alt: string | Record<Language, string>;
  href: string;
  /** Shown only under this licence: a UK body means nothing to a Canadian or Irish player. */
  only?: 'GB' | 'MGA';
}

/** Licence, safer-gambling and payment logos, in the order the real strip shows them. */
export const FOOTER_ICONS: readonly FooterIcon[] = [
  { name: 'ukgc', alt: 'UK Gambling Commission', href: 'https://www.gamblingcommission.gov.uk/', only: 'GB' },
  // The licensing body's own name, as the copyright text names it in every language.
  { name: 'mga', alt: 'Malta Gaming Authority', href: 'https://www.mga.org.mt/', only: 'MGA' },
  { name: '18-plus', alt: { en: 'Over 18s only', fi: 'Vain täysi-ikäisille', es: 'Solo mayores de 18 años' }, href: '/help/responsible-gambling' },
  { name: 'gamstop', alt: 'GAMSTOP', href: 'https://www.gamstop.co.uk/', only: 'GB' },
  { name: 'begambleaware', alt: 'BeGambleAware', href: 'https://www.begambleaware.org/', only: 'GB' },
  { name: 'gamcare', alt: 'GamCare', href: 'https://www.gamcare.org.uk/', only: 'GB' },
  { name: 'ssl-secure', alt: { en: 'SSL secured', fi: 'SSL-suojattu yhteys', es: 'Conexión segura SSL' }, href: '/help/security' },
  { name: 'visa', alt: 'Visa', href: '/help/deposit-visa' },
  { name: 'mastercard', alt: 'Mastercard', href: '/help/deposit-mastercard' },
  { name: 'paypal', alt: 'PayPal', href: '/help/deposit-paypal' },
];

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Which strip a visitor gets: the platform answers per brand domain, country and regulation (SPEC §7), in a language. */
export interface FooterAsk {
  /** 'GB' for the UK licence; any other (MGA, none) is the international strip. */
  regulation: string;
  language: Language;
}

/**
 * The icon strip HTML for one market and language. The UK strip names the UK's bodies (UKGC, GAMSTOP,
 * BeGambleAware, GamCare); every other market gets the MGA licence and none of them. External links open in a
 * new tab, as the platform's own markup does.
 */
export function smartFooterHtml(origin: string, ask: FooterAsk = { regulation: 'GB', language: 'en' }): string {
  const licence = ask.regulation === 'GB' ? 'GB' : 'MGA';
  const items = FOOTER_ICONS.filter((icon) => !icon.only || icon.only === licence).map((icon) => {
    const external = icon.href.startsWith('http');
    const target = external ? ' target="_blank" rel="noopener noreferrer"' : '';
    const src = `${origin}/artwork/icons/${icon.name}.svg`;
    const alt = typeof icon.alt === 'string' ? icon.alt : icon.alt[ask.language];
    return `<a href="${escapeAttr(icon.href)}"${target}><img src="${escapeAttr(src)}" alt="${escapeAttr(alt)}" width="64" height="32" loading="lazy"></a>`;
  });
  return `<div class="smart-footer-icons">${items.join('')}</div>`;
}

type Licence = 'GB' | 'MGA' | '';

const OPERATOR = 'Emerald Isle Gaming Ltd';

/** Copyright HTML per language and licence; the year is the current one, as the real service stamps it. */
export function copyrightHtml(language: Language, regulation: Licence, host: string, year = new Date().getUTCFullYear()): string {
  const site = host ? ` (${host.replace(/[<>"&]/g, '')})` : '';
  const texts: Record<Language, Record<'GB' | 'other', string>> = {
    en: {
      GB:
        `${OPERATOR} is licensed and regulated in Great Britain by the <a href="https://www.gamblingcommission.gov.uk/" target="_blank" rel="noopener noreferrer">UK Gambling Commission</a> under account number 000000. ` +
        'Gambling can be addictive. Please play responsibly: <a href="https://www.begambleaware.org/" target="_blank" rel="noopener noreferrer">BeGambleAware.org</a>.',
      other:
        `${OPERATOR} is licensed and regulated by the <a href="https://www.mga.org.mt/" target="_blank" rel="noopener noreferrer">Malta Gaming Authority</a> (MGA) under licence MGA/B2C/000/2026. ` +
        'Players must be 18 or over. Please play responsibly.',
    },
    fi: {
      GB:
        `${OPERATOR} toimii Ison-Britannian <a href="https://www.gamblingcommission.gov.uk/" target="_blank" rel="noopener noreferrer">UK Gambling Commissionin</a> lisenssillä (tilinumero 000000). ` +
        'Rahapelaaminen voi aiheuttaa riippuvuutta. Pelaa vastuullisesti.',
      other:
        `${OPERATOR} toimii <a href="https://www.mga.org.mt/" target="_blank" rel="noopener noreferrer">Maltan peliviranomaisen</a> (MGA) lisenssillä MGA/B2C/000/2026. ` +
        'Pelaajien on oltava täysi-ikäisiä. Pelaa vastuullisesti.',
    },
    es: {
      GB:
        `${OPERATOR} cuenta con licencia y está regulada en Gran Bretaña por la <a href="https://www.gamblingcommission.gov.uk/" target="_blank" rel="noopener noreferrer">UK Gambling Commission</a> con el número de cuenta 000000. ` +
        'El juego puede ser adictivo. Juega con responsabilidad.',
      other:
        `${OPERATOR} cuenta con licencia de la <a href="https://www.mga.org.mt/" target="_blank" rel="noopener noreferrer">Malta Gaming Authority</a> (MGA) número MGA/B2C/000/2026. ` +
        'Solo para mayores de 18 años. Juega con responsabilidad.',
    },
  };
  const rights = { en: 'All rights reserved.', fi: 'Kaikki oikeudet pidätetään.', es: 'Todos los derechos reservados.' }[language];
  const licence = texts[language][regulation === 'GB' ? 'GB' : 'other'];
  return `<p>${licence}</p><p>&copy; ${year} ${EMULATED_BRAND}${site}. ${rights}</p>`;
}
