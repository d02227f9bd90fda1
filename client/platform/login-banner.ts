import { chromeMessages } from '../../i18n/groups/chrome';
import { registerGroup, type Translate } from '../../i18n/translate';
import { pushDataLayer } from '../analytics/events';
import { APP_BANNER_COOKIE, APP_BANNER_MAX_AGE_S, readCookie, setCookie } from '../browser/cookies';

// The app banner's text is not the first screen's (docs/decisions/032).
registerGroup(chromeMessages);

/** SPEC §4/§9: the login widget gets its app banner 500 ms after Login is clicked. */
export const LOGIN_BANNER_DELAY_MS = 500;

export interface LoginBannerContext {
  t: Translate;
  brandName: string;
  appUrl: string;
}

/**
 * Inserts the mobile-app banner at the top of the login widget's content (the framework's DOM, so plain DOM rather
 * than React). Not shown again for 7 days once closed or used (the 'app-banner-seen' cookie the page banner shares).
 * Pushes appBannerOpen / appBannerClosed / appBannerClicked.
 */
export function insertLoginBanner(host: HTMLElement | null, ctx: LoginBannerContext): HTMLElement | null {
  if (!host || readCookie(APP_BANNER_COOKIE) !== null || host.querySelector('.login-app-banner')) return null;
  const doc = host.ownerDocument;
  const el = (tag: string, className: string, text = '') => {
    const node = doc.createElement(tag);
    node.className = className;
    if (text) node.textContent = text;
    return node;
  };
  const title = ctx.t('chrome.appBannerTitle', { brand: ctx.brandName });
  const banner = el('aside', 'login-app-banner');
  banner.setAttribute('aria-label', title);
  const text = el('div', 'login-app-banner__text');
  text.append(el('strong', '', title), el('span', '', ctx.t('chrome.appBannerText')));
  const get = el('a', 'login-app-banner__get', ctx.t('chrome.appBannerGet')) as HTMLAnchorElement;
  get.href = ctx.appUrl;
  get.target = '_blank';
  get.rel = 'noopener external';
  get.append(el('span', 'visually-hidden', ` (${ctx.t('chrome.opensInNewTab')})`));
  const close = el('button', 'login-app-banner__close', '×') as HTMLButtonElement;
  close.type = 'button';
  close.setAttribute('aria-label', ctx.t('chrome.appBannerClose'));
  const dismiss = (event: 'appBannerClosed' | 'appBannerClicked') => {
    pushDataLayer({ event, placement: 'login' });
    setCookie(APP_BANNER_COOKIE, '1', APP_BANNER_MAX_AGE_S);
    const hadFocus = banner.contains(doc.activeElement);
    banner.remove();
    // Focus must not fall out of the widget's dialog onto the page behind it.
    if (hadFocus) host.querySelector<HTMLElement>('input, select, textarea, button, a[href]')?.focus();
  };
  get.addEventListener('click', () => dismiss('appBannerClicked'));
  close.addEventListener('click', () => dismiss('appBannerClosed'));
  banner.append(text, get, close);
  // Under the line saying why the player is asked to log in, when there is one (login-notice.ts).
  const notice = host.querySelector('.login-notice');
  if (notice) notice.after(banner);
  else host.prepend(banner);
  pushDataLayer({ event: 'appBannerOpen', placement: 'login' });
  return banner;
}
