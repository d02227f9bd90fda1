import type { Element, HTMLRewriter as WorkersHTMLRewriter, Response as WorkersResponse } from '@cloudflare/workers-types';
import type { LinkRewrite } from './site-links';

// The worker's lib is DOM (it renders the client's code), but workerd's globals are the Workers ones: HTMLRewriter
// exists only there, and its transform() takes and gives the Workers Response, which DOM's type does not match.
declare const HTMLRewriter: typeof WorkersHTMLRewriter;
declare const Response: typeof WorkersResponse;

/** Elements removed together with everything inside them. */
const DROP = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button',
  'textarea', 'select', 'option', 'svg', 'math', 'template', 'noscript', 'link', 'meta', 'base', 'title', 'head', 'canvas',
  'audio', 'video', 'portal', 'dialog'];

/** Elements kept as they are (with allowed attributes); anything else is unwrapped, keeping its text. */
const KEEP = new Set(['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'strong',
  'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'mark', 'abbr', 'span', 'div', 'section', 'article', 'aside', 'header',
  'footer', 'figure', 'figcaption', 'blockquote', 'q', 'cite', 'code', 'pre', 'table', 'caption', 'thead', 'tbody', 'tfoot',
  'tr', 'th', 'td', 'colgroup', 'col', 'img', 'picture', 'source', 'details', 'summary', 'time', 'address']);

const GLOBAL_ATTRS = new Set(['class', 'id', 'title', 'lang', 'dir', 'role']);
const ELEMENT_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel', 'hreflang']),
  img: new Set(['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding']),
  source: new Set(['srcset', 'sizes', 'type', 'media']),
  td: new Set(['colspan', 'rowspan', 'headers']),
  th: new Set(['colspan', 'rowspan', 'headers', 'scope']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  ol: new Set(['start', 'reversed', 'type']),
  time: new Set(['datetime']),
  details: new Set(['open']),
};
const URL_ATTRS = new Set(['href', 'src']);
const SRCSET_ATTRS = new Set(['srcset']);

/** Relative URLs, http(s), mailto and tel only: no javascript:, data:, vbscript: or other schemes. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:'), so compare without them.
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto' || scheme === 'tel';
}

export interface SanitiseOptions {
  /** Rewrites a link's href (null keeps it); a link sent to an info page is marked data-info-page for the info popup. */
  rewriteLink?: (href: string) => LinkRewrite | null;
}

/** Sanitises untrusted CMS/platform HTML with HTMLRewriter (never regex): allowlisted elements, attributes and URLs. */
export async function sanitiseHtml(html: string, options: SanitiseOptions = {}): Promise<string> {
  let rewriter = new HTMLRewriter();
  rewriter = rewriter.onDocument({ comments: (c) => void c.remove(), doctype: () => undefined });
  for (const tag of DROP) rewriter = rewriter.on(tag, { element: (el) => void el.remove() });
  rewriter = rewriter.on('*', { element: cleanElement });
  if (options.rewriteLink) rewriter = onLinks(rewriter, options.rewriteLink);
  return transformText(rewriter, html);
}

/** Adds the link step to a rewriter: each a[href] through `rewriteLink` (shared by sanitise and localise). */
export function onLinks(rewriter: WorkersHTMLRewriter, rewriteLink: (href: string) => LinkRewrite | null): WorkersHTMLRewriter {
  return rewriter.on('a[href]', {
    element: (el) => {
      if (el.removed) return;
      const target = rewriteLink(el.getAttribute('href') ?? '');
      if (target === null) return;
      el.setAttribute('href', target.href);
      if (target.infoPage) el.setAttribute('data-info-page', target.infoPage);
    },
  });
}

/** Runs a rewriter over an HTML string. */
export function transformText(rewriter: WorkersHTMLRewriter, html: string): Promise<string> {
  return rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })).text();
}

function cleanElement(el: Element): void {
  if (el.removed) return;
  const tag = el.tagName.toLowerCase();
  if (!KEEP.has(tag)) {
    el.removeAndKeepContent();
    return;
  }
  const allowed = ELEMENT_ATTRS[tag];
  const names = [...el.attributes].map(([name]) => name!);
  for (const name of names) {
    const lower = name.toLowerCase();
    const value = el.getAttribute(name) ?? '';
    const ok =
      (GLOBAL_ATTRS.has(lower) || lower.startsWith('aria-') || lower.startsWith('data-') || allowed?.has(lower)) &&
      (!URL_ATTRS.has(lower) || isSafeUrl(value)) &&
      (!SRCSET_ATTRS.has(lower) || value.split(',').every((part) => isSafeUrl(part.trim().split(/\s+/)[0] ?? '')));
    if (!ok) el.removeAttribute(name);
  }
  if (tag === 'a' && el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
}
