import { useEffect, useId, useRef, useState } from 'react';
import { consentMessages } from '../../../i18n/groups/consent';
import { registerGroup } from '../../../i18n/translate';
import { CONSENT_CHOICES_COOKIE, parseChoices, type ConsentChoices } from '../../consent/consent';
import { ACCEPT_ALL, DECLINE_ALL } from '../../consent/mode';
import { saveConsent } from '../../consent/save';
import { readCookie } from '../../browser/cookies';
import { useI18n } from '../use-i18n';
import { useRootFlag } from '../use-root-flag';

registerGroup(consentMessages);

export interface ConsentPopupProps {
  /** 'auto': the 2 s timer showed it, focus stays where it is; 'settings': the visitor asked, focus moves in. */
  from: 'auto' | 'settings';
  onClose: () => void;
  announce: (text: string) => void;
}

/**
 * SPEC §2/§4 consent popup: a non-modal region (the page stays usable), 400 px on desktop and a full-width sheet
 * above the bottom navigation on phones. Strictly necessary is always on; analytics and advertising are
 * checkboxes, ticked as stored when reopened. Accept All and Decline All look alike and sit side by side; once a
 * checkbox changes, Save and Exit stores exactly the ticked values. Focus goes back where it was on close.
 */
export default function ConsentPopup({ from, onClose, announce }: ConsentPopupProps) {
  const { t, href } = useI18n();
  const id = useId();
  const [choices, setChoices] = useState<ConsentChoices>(() => parseChoices(readCookie(CONSENT_CHOICES_COOKIE)) ?? DECLINE_ALL);
  const [changed, setChanged] = useState(false);
  // On a phone the categories wait behind 'Choose cookies' (chrome.css, issue 51): the sheet asks in a third of the
  // screen instead of covering the page. Reopened from Cookie settings, the visitor came to choose: shown at once.
  const [choosing, setChoosing] = useState(from === 'settings');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    announce(t('consent.announce'));
    if (from === 'settings') {
      returnTo.current = document.activeElement;
      titleRef.current?.focus();
    }
  }, [announce, from, t]);
  useEffect(() => keepFocusClear(sectionRef.current), []);
  // chrome.css: the page's foot, its scroll padding, the app banner and Back to top while the popup asks.
  useRootFlag('data-consent-asking');

  const choose = (c: ConsentChoices) => {
    saveConsent(c);
    onClose();
    if (returnTo.current instanceof HTMLElement && returnTo.current.isConnected) returnTo.current.focus();
  };
  const toggle = (key: keyof ConsentChoices) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setChoices((c) => ({ ...c, [key]: e.target.checked }));
    setChanged(true);
  };

  return (
    <section className="consent" aria-labelledby={`${id}-title`} data-consent-popup="" data-choosing={choosing ? '' : undefined} ref={sectionRef}>
      <div className="consent__body">
        <h2 id={`${id}-title`} className="consent__title" tabIndex={-1} ref={titleRef}>
          {t('consent.title')}
        </h2>
        <p className="consent__text">
          {t('consent.text')}{' '}
          <a href={href('/info/privacy/')} data-info-page="privacy">
            {t('consent.privacy')}
          </a>
        </p>
        <fieldset className="consent__options" id={`${id}-options`}>
          <legend className="visually-hidden">{t('consent.options')}</legend>
          <Option id={`${id}-necessary`} label={t('consent.necessary')} hint={t('consent.necessaryHint')} checked disabled />
          <Option id={`${id}-analytics`} label={t('consent.analytics')} hint={t('consent.analyticsHint')} checked={choices.analytics} onChange={toggle('analytics')} />
          <Option id={`${id}-advertising`} label={t('consent.advertising')} hint={t('consent.advertisingHint')} checked={choices.advertising} onChange={toggle('advertising')} />
        </fieldset>
        <p className="consent__always">{t('consent.alwaysOn')}</p>
      </div>
      <div className="consent__actions">
        <button type="button" className="btn btn--gold consent__button" onClick={() => choose(ACCEPT_ALL)}>
          {t('consent.acceptAll')}
        </button>
        <button type="button" className="btn btn--gold consent__button" onClick={() => choose(DECLINE_ALL)}>
          {t('consent.declineAll')}
        </button>
        {!choosing && (
          <button type="button" className="btn btn--ghost consent__choose" aria-controls={`${id}-options`}
            onClick={() => {
              setChoosing(true);
              // The button goes; focus goes to the first choice it opened, not to the page's start.
              requestAnimationFrame(() => document.getElementById(`${id}-analytics`)?.focus());
            }}
          >
            {t('consent.choose')}
          </button>
        )}
        {changed && (
          <button type="button" className="btn btn--ghost consent__save" onClick={() => choose(choices)}>
            {t('consent.saveAndExit')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * WCAG 2.2 2.4.11 (issue 28): nothing the keyboard focuses on the page may sit behind the popup. The popup's reach
 * (from its top edge to the bottom of the viewport) goes into --consent-h: chrome.css makes it the root's
 * scroll-padding-bottom (the browser scrolls a focused element above it) and reserves it at the foot of the page (so
 * the last links can scroll clear). Focus on something still covered (a browser that ignores scroll-padding for Tab)
 * scrolls the page by what is covered. Returns the clean-up.
 */
function keepFocusClear(popup: HTMLElement | null): (() => void) | undefined {
  if (!popup) return undefined;
  const root = document.documentElement;
  // offsetTop, not the bounding box: the popup rises in with a transform, and its box mid-animation is lower than
  // where it comes to rest (a fixed element's offsetTop is from the viewport's top, without transforms).
  const measure = () => root.style.setProperty('--consent-h', `${Math.ceil(window.innerHeight - popup.offsetTop)}px`);
  const observer = new ResizeObserver(measure);
  observer.observe(popup);
  window.addEventListener('resize', measure);
  const onFocus = (e: FocusEvent) => {
    const el = e.target;
    if (!(el instanceof Element) || popup.contains(el)) return;
    const box = el.getBoundingClientRect();
    const top = popup.getBoundingClientRect().top;
    // Only what scrolls with the page: scrolling cannot move a fixed bar's control (chrome.css keeps those clear).
    if (box.bottom > top && box.top < top + popup.offsetHeight && !pinned(el)) {
      window.scrollBy(0, Math.min(box.bottom - top + 8, Math.max(0, box.top - 120)));
    }
  };
  document.addEventListener('focusin', onFocus);
  // No first measure here: the observer's first callback comes after the next layout, where offsetTop is free; read
  // now, in the page's first effects, it forced a layout of the whole lobby inside hydration's commit (issue 53).
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', measure);
    document.removeEventListener('focusin', onFocus);
    root.style.removeProperty('--consent-h');
  };
}

function pinned(el: Element): boolean {
  for (let n: Element | null = el; n; n = n.parentElement) if (getComputedStyle(n).position === 'fixed') return true;
  return false;
}

function Option(props: { id: string; label: string; hint: string; checked: boolean; disabled?: boolean; onChange?: (e: React.ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <div className="consent__option">
      <input type="checkbox" id={props.id} checked={props.checked} disabled={props.disabled} onChange={props.onChange} aria-describedby={`${props.id}-hint`} />
      <label htmlFor={props.id}>{props.label}</label>
      <span id={`${props.id}-hint`} className="consent__hint">
        {props.hint}
      </span>
    </div>
  );
}
