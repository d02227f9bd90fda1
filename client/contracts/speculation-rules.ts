/** The id of the document's speculation rules element; the client router removes it once it takes links over. */
export const SPECULATION_RULES_ID = 'speculation-rules';

/**
 * The browser's document prefetch of same-origin pages (Chromium's Speculation Rules, decision 031): a page link is
 * fetched when a pointer rests on it (desktop, ~200 ms) or a finger goes down on it ('moderate'). Prefetch only — no
 * script of the target runs until it is visited. Never prerender: every page records a page view and may open the
 * platform's widgets on load. Not the site APIs, the navigation payloads, static files, links that open elsewhere or
 * download, and not a page that must not be stored (the contact form, no-store).
 */
export function speculationRules(): object {
  return {
    prefetch: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: '/api/*' } },
            { not: { href_matches: '/_data/*' } },
            { not: { href_matches: '/assets/*' } },
            { not: { href_matches: '/*.*' } },
            { not: { href_matches: '/contact-us/*' } },
            { not: { href_matches: '/*/contact-us/*' } },
            { not: { selector_matches: '[target]:not([target="_self"]), [download], [rel~="external"], [rel~="nofollow"]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

/**
 * The inline head script (it carries the CSP nonce) that adds the rules, with the same nonce, unless the visitor's
 * connection is a data-saver or 2g one (SPEC §4's prefetch rule, the same as connection.ts shouldPrefetch) or the
 * browser has no speculation rules. A script decides rather than the worker: 2g is known only in the browser, and
 * the page cache keeps one document for every visitor.
 */
export function speculationRulesHeadScript(): string {
  // '<' escaped: the rules' text can never close the script element.
  const rules = JSON.stringify(JSON.stringify(speculationRules())).replace(/</g, '\\u003c');
  return [
    '(function(){var c=navigator.connection;',
    "if(c&&(c.saveData||String(c.effectiveType||'').indexOf('2g')>=0))return;",
    "if(!(HTMLScriptElement.supports&&HTMLScriptElement.supports('speculationrules')))return;",
    "var s=document.createElement('script');s.type='speculationrules';",
    // A script's text is a Trusted Types sink (decision 027's report-only policy): the rules go through a policy that
    // passes exactly this text, as the consent script does for the tag manager's URL, so no violation is reported.
    `var r=${rules},t=typeof trustedTypes=='object'?trustedTypes:null;`,
    `s.id=${JSON.stringify(SPECULATION_RULES_ID)};s.nonce=document.currentScript.nonce;`,
    "s.textContent=t?t.createPolicy('speculation-rules',{createScript:function(v){if(v!==r)throw new TypeError('rules');return v}}).createScript(r):r;",
    'document.head.appendChild(s)})();',
  ].join('');
}
