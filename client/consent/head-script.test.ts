import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, consentState, DECLINE_ALL, serialiseChoices } from './mode';
import { consentHeadScript } from './head-script';

/** Runs the head script as a browser would, with `cookie` as document.cookie; returns dataLayer as plain arrays. */
function run(cookie: string, appended: { async?: boolean; src?: string }[] = []): unknown[] {
  const window: { dataLayer?: unknown[] } = {};
  const document = { cookie, createElement: () => ({}), head: { appendChild: (el: object) => appended.push(el) } };
  // The script uses the globals window, document and dataLayer, as it does in the page.
  new Function('window', 'document', `with (window) { ${consentHeadScript('https://tags.test/gtm.js').replace('window.dataLayer=window.dataLayer||[];', 'window.dataLayer=window.dataLayer||[];var dataLayer=window.dataLayer;')} }`)(window, document);
  return (window.dataLayer ?? []).map((e) => (Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e));
}

describe('consent head script', () => {
  it('first visit: the defaults (analytics and ads denied, the rest granted, wait_for_update) then redaction and passthrough, no update', () => {
    const dl = run('');
    expect(dl[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'granted',
        personalization_storage: 'granted',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ]);
    expect(dl[1]).toEqual(['set', 'ads_data_redaction', true]);
    expect(dl[2]).toEqual(['set', 'url_passthrough', true]);
    expect(dl.some((e) => Array.isArray(e) && e[1] === 'update')).toBe(false);
    expect(dl.at(-1)).toMatchObject({ event: 'gtm.js' });
  });

  it('then inserts the tag manager, async', () => {
    const appended: { async?: boolean; src?: string }[] = [];
    run('', appended);
    expect(appended).toEqual([{ async: true, src: 'https://tags.test/gtm.js' }]);
  });

  it('stored choices with the closed flag are re-sent as an update before the tag manager starts', () => {
    const dl = run(`other=1; consent-choices=${serialiseChoices({ analytics: true, advertising: false })}; consent-closed=1`);
    expect(dl[3]).toEqual(['consent', 'update', consentState({ analytics: true, advertising: false })]);
    expect(dl[4]).toMatchObject({ event: 'gtm.js' });
  });

  it.each([
    ['accept all', ACCEPT_ALL],
    ['decline all', DECLINE_ALL],
  ])('re-sends %s exactly', (_n, choices) => {
    const dl = run(`consent-closed=1; consent-choices=${serialiseChoices(choices)}`);
    expect(dl[3]).toEqual(['consent', 'update', consentState(choices)]);
  });

  it('sends no update without the closed flag, or with a choice it did not write', () => {
    expect(run(`consent-choices=${serialiseChoices(ACCEPT_ALL)}`).filter((e) => Array.isArray(e) && e[1] === 'update')).toEqual([]);
    expect(run('consent-closed=1; consent-choices=analytics:granted').filter((e) => Array.isArray(e) && e[1] === 'update')).toEqual([]);
    expect(run('xconsent-closed=1; consent-choices=analytics:granted,advertising:granted').filter((e) => Array.isArray(e) && e[1] === 'update')).toEqual([]);
  });
});
