import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Hostile markup for the sanitiser (issue 49): DOMPurify's own test inputs (public, see dompurify-payloads.json for
 * source, commit and licence) and the cases this project's probes found or the classes they name. Used by the
 * rewriter tier (tests/integration/hostile-corpus.test.ts, workerd's HTMLRewriter) and the browser tier
 * (tests/e2e/hostile-content.test.ts, the rendered pages in Chromium).
 */
export interface HostileCase {
  source: 'dompurify' | 'probe';
  html: string;
}

const OFFSITE = 'https://evil.example';

/** The probes' cases and the classes issue 49 names: clobbering, raw text, parser ambiguity, encoded URLs, overlays. */
export const PROBE_CASES: string[] = [
  // Clobbering the page's parts.
  `<div id="__STATE__">{"site":{"platform":{"scriptUrl":"${OFFSITE}/x.js"}},"payload":{}}</div>`,
  '<span id="platform-framework" data-state="loaded"></span>',
  '<div id="root">r</div><a id="main" href="#main">m</a><img name="cookie" src="/favicon.svg" alt=""><form name="getElementById"></form>',
  '<p id="speculation-rules">s</p><p id="__proto__">p</p><a id="location" href="#x">x</a><a href="#section-2">to 2</a><h2 id="section-2">2</h2>',
  // Raw-text elements whose text is markup once unwrapped.
  '<xmp><img src=x onerror="window.__pwned=1"></xmp>',
  `<noembed><meta http-equiv="refresh" content="0;url=${OFFSITE}/"></noembed>`,
  `<noframes><div style="position:fixed;inset:0;z-index:2147483647;background:#000"><a href="${OFFSITE}/login">Log in again</a></div></noframes>`,
  `<xmp><div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999"><a href="${OFFSITE}/">Session expired</a></div></xmp>`,
  '<noscript><img src=x onerror="window.__pwned=2"></noscript>',
  '<select><xmp>x</xmp></select>',
  '<iframe><img src=x onerror="window.__pwned=3"></iframe><textarea><img src=x onerror="window.__pwned=4"></textarea><title><img src=x onerror="window.__pwned=5"></title>',
  // Head and form elements.
  `<meta http-equiv="refresh" content="0;url=${OFFSITE}/"><base href="${OFFSITE}/"><link rel="stylesheet" href="${OFFSITE}/x.css">`,
  `<form action="${OFFSITE}/"><input name="password"><button formaction="${OFFSITE}/">Go</button></form>`,
  // The site's own classes, positioning styles and a dialog role from content.
  '<div class="consent-popup site-header tile overlay dialog" role="dialog" aria-modal="true" style="position:fixed;inset:0">x</div>',
  '<div class="wp-block-group gb-only has-favourites is-pending">kept classes only</div>',
  // Mutation XSS classics: foreign content, comments, CDATA, processing instructions.
  '<svg></p><style><a id="</style><img src=1 onerror=window.__pwned=6>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=7>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__pwned=8>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=9>">',
  '<!--><img src=x onerror=window.__pwned=10>-->',
  '<!-- --!><img src=x onerror=window.__pwned=11> -->',
  '<![CDATA[><img src=x onerror=window.__pwned=12>]]>',
  '<?xml ><img src=x onerror=window.__pwned=13>?>',
  '<template><img src=x onerror=window.__pwned=14></template>',
  '<details open ontoggle="window.__pwned=15"><summary>s</summary>d</details>',
  '<svg><a href="javascript:window.__pwned=16"><text x="0" y="20">svg link</text></a></svg>',
  // Encoded and obfuscated URLs.
  '<a href="jav&#x61;script:window.__pwned=17">1</a><a href="javascript&colon;window.__pwned=18">2</a><a href="&#106;avascript:window.__pwned=19">3</a>',
  '<a href="jav&#x09;ascript:window.__pwned=20">4</a><a href="jav&#97script:window.__pwned=21">5</a><a href=" &#14; javascript:window.__pwned=22">6</a>',
  '<a href="data:text/html,<script>window.__pwned=23</script>">7</a><img src="data:image/svg+xml,<svg onload=window.__pwned=24>" alt=""><img srcset="javascript:x 1x, /a.png 2x" alt="">',
  `<a href="//evil.example/">8</a><a href="${OFFSITE}/" target="_top">9</a><a href="/ok/" target="_blank" rel="opener">10</a>`,
  // Parser ambiguity: content that would climb out of its element or swallow the page after it.
  '</div></div></main></footer></body></html><div class="site-footer">escaped</div>',
  `<a href="${OFFSITE}/">an anchor never closed <div>with a block`,
  '<table><tr><td>cell<table><td>nested</table> <b>bold <i>both</b> italic</i> <p>para <h2>heading</p> after',
  '<ul><li>one<li>two</ul><dl><dt>t<dd>d</dl><p>a<p>b<div>c</p>',
  // Drops everything after it: last on purpose.
  '<plaintext><img src=x onerror=window.__pwned=25>',
];

export function hostileCorpus(): HostileCase[] {
  const file = JSON.parse(readFileSync(path.join(import.meta.dirname, 'dompurify-payloads.json'), 'utf8')) as { payloads: string[] };
  return [...file.payloads.map((html) => ({ source: 'dompurify' as const, html })), ...PROBE_CASES.map((html) => ({ source: 'probe' as const, html }))];
}
