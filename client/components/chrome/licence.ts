import type { ChromeMessageKey } from '../../../i18n/groups/chrome';

/** A safer-gambling organisation linked from the footer; names are proper nouns and stay untranslated. */
export interface SaferGamblingLink {
  label: string;
  href: string;
}

export interface LicenceText {
  /** The licence statement (the footer's text, i18n/groups/chrome.ts); `{brand}` is filled in. */
  statement: ChromeMessageKey;
  links: readonly SaferGamblingLink[];
}

export type LicenceKind = 'GB' | 'MGA' | 'none';

/** Footer licence statement and safer-gambling links per regulation (SPEC §9: GB → GB, CA → MGA, otherwise none). */
export const LICENCES: Record<LicenceKind, LicenceText> = {
  GB: {
    statement: 'footer.licenceGb',
    links: [
      { label: 'GamCare', href: 'https://www.gamcare.org.uk/' },
      { label: 'BeGambleAware', href: 'https://www.begambleaware.org/' },
    ],
  },
  MGA: {
    statement: 'footer.licenceMga',
    links: [
      { label: 'Responsible Gaming Foundation', href: 'https://www.rgf.org.mt/' },
      { label: 'Gambling Therapy', href: 'https://www.gamblingtherapy.org/' },
    ],
  },
  none: {
    statement: 'footer.licenceNone',
    links: [{ label: 'Gambling Therapy', href: 'https://www.gamblingtherapy.org/' }],
  },
};

export function licenceFor(regulation: string | null | undefined): LicenceText {
  const kind = (regulation ?? '').toUpperCase();
  if (kind === 'GB' || kind === 'MGA') return LICENCES[kind];
  return LICENCES.none;
}
