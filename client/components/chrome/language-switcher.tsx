import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { localePath, type LocaleId } from '../../../i18n/locales';
import type { MessageKey } from '../../../i18n/messages/en';
import { useStores } from '../../state/context';
import { refreshCopyright } from '../../state/copyright';
import { useI18n } from '../use-i18n';
import { FlagCA, FlagGB, FlagIE } from './flags';
import { ChevronIcon, GlobeIcon } from './icons';
import { chromeMessages } from '../../../i18n/groups/chrome';
import { registerGroup } from '../../../i18n/translate';

// This chunk's text: it is not the first screen's (docs/decisions/032).
registerGroup(chromeMessages);

interface Choice {
  locale: LocaleId;
  label: MessageKey;
  hreflang: string;
  Flag: ComponentType;
}

/** SPEC §1: English, Canada and Ireland, flagged GB, CA and IE. */
export const LANGUAGE_CHOICES: readonly Choice[] = [
  { locale: 'en', label: 'chrome.langEnglish', hreflang: 'en-GB', Flag: FlagGB },
  { locale: 'en-ca', label: 'chrome.langCanada', hreflang: 'en-CA', Flag: FlagCA },
  { locale: 'en-ie', label: 'chrome.langIreland', hreflang: 'en-IE', Flag: FlagIE },
];

/**
 * A disclosure listing the three English locales as links to their roots. The client router takes the click
 * (same-origin link); before it does, the choice sets the player language to ENG and refreshes the copyright
 * (SPEC §4 'Language choice'). Hidden under 900 px by CSS.
 */
export function LanguageSwitcher() {
  const stores = useStores();
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = LANGUAGE_CHOICES.find((c) => c.locale === locale);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = () => {
    stores.account.playerLanguage = 'ENG';
    void refreshCopyright(stores.footer, 'ENG');
    setOpen(false);
  };

  return (
    <div
      className="lang-switch"
      ref={rootRef}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="lang-switch__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {current ? <current.Flag /> : <GlobeIcon />}
        <span className="visually-hidden">{t('chrome.language')}: </span>
        <span className="lang-switch__label">{current ? t(current.label) : t('chrome.language')}</span>
        <ChevronIcon className="lang-switch__chevron" />
      </button>
      <ul id={listId} className="lang-switch__menu" hidden={!open}>
        {LANGUAGE_CHOICES.map((c) => (
          <li key={c.locale}>
            <a
              href={localePath(c.locale, '/')}
              hrefLang={c.hreflang}
              aria-current={c.locale === locale ? 'true' : undefined}
              onClick={choose}
            >
              <c.Flag />
              <span>{t(c.label)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
