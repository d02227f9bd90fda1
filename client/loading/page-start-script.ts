/** The data attributes of the document's start script: the entry's URL, and the page's modules to ask for with it. */
export const START_ENTRY_ATTR = 'data-entry';
export const START_MODULES_ATTR = 'data-modules';

/** How long the page's scripts wait for its first pictures at most: a slow picture server holds hydration no longer. */
export const FIRST_PICTURES_WAIT_MS = 1000;

/**
 * The inline module script that starts a guest's page (it carries the CSP nonce; the worker writes the entry's URL and
 * the page's modules on it as data attributes). It waits until the first screen's pictures — the images marked
 * fetchpriority="high", the largest paint's candidates (docs/decisions/032) — are decoded or have failed and a frame
 * has drawn them, then asks for the modules in parallel (modulepreload) and imports the entry. On a phone the ~88 KB
 * of modules otherwise share the link with the picture and delay the largest paint; the page is server HTML whose
 * links work as links meanwhile (docs/decisions/050). A page without such pictures, or in a hidden tab (which draws
 * no frame), starts at once; FIRST_PICTURES_WAIT_MS bounds the wait. Built once per isolate: the same text for every
 * page. A failed import leaves the server's page as a failed script tag did, and is reported as an uncaught error.
 */
export function pageStartScript(): string {
  return [
    // The bound first: should the picture wait fail (no decode(), say), the page still starts.
    `setTimeout(start,${FIRST_PICTURES_WAIT_MS});`,
    `var s=document.querySelector('head>script[${START_ENTRY_ATTR}]'),go=0,`,
    "p=[].slice.call(document.querySelectorAll('img[fetchpriority=\"high\"]'));",
    'function start(){if(go)return;go=1;',
    `(s.getAttribute('${START_MODULES_ATTR}')||'').split(' ').forEach(function(h){if(!h)return;`,
    // Low, as the head's links were (decision 032): when the bound fires first, the picture still goes first.
    "var l=document.createElement('link');l.rel='modulepreload';l.href=h;l.nonce=s.nonce;l.fetchPriority='low';document.head.appendChild(l)});",
    // A rejected import() reports nowhere by itself; a module script's failure is reported as an uncaught error.
    `import(s.getAttribute('${START_ENTRY_ATTR}')).catch(function(e){setTimeout(function(){throw e})})}`,
    // decode(): loaded is not drawn, a picture is decoded for the frame after. The second frame's callback runs once
    // the first has been drawn with it.
    'if(document.hidden||!p.length)start();',
    'else Promise.all(p.map(function(i){return i.decode().catch(function(){})})).then(function(){',
    'requestAnimationFrame(function(){requestAnimationFrame(start)})});',
  ].join('');
}
