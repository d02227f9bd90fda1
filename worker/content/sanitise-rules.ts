import { decodeEntities } from './entities';

/**
 * What untrusted CMS/platform HTML may keep (docs/decisions/037). Fail closed: an element is kept, unwrapped (its
 * children kept) only where its content is ordinary markup, or dropped with everything inside it.
 */

/** Elements kept (with allowed attributes). */
export const KEEP = new Set(['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a',
  'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'mark', 'abbr', 'span', 'div', 'section', 'article', 'aside',
  'header', 'footer', 'figure', 'figcaption', 'blockquote', 'q', 'cite', 'code', 'pre', 'table', 'caption', 'thead',
  'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'img', 'picture', 'source', 'details', 'summary', 'time', 'address']);

/**
 * Elements whose tags go and whose children stay. Only HTML elements the parser treats as ordinary containers: their
 * children were tokenised as markup, so unwrapping them cannot turn text into tags. Custom elements (a hyphen in the
 * name) are ordinary containers too. Everything else — raw-text and RCDATA elements (script, style, xmp, iframe,
 * noembed, noframes, noscript, plaintext, textarea, title), foreign content (svg, math), template, forms and their
 * controls, embedded objects, head elements, and any name this list does not know — is dropped with its content.
 */
const UNWRAP = new Set(['font', 'center', 'big', 'tt', 'strike', 'nobr', 'ins', 'del', 'kbd', 'samp', 'var', 'dfn', 'bdi',
  'bdo', 'data', 'ruby', 'rt', 'rp', 'rb', 'rtc', 'main', 'nav', 'hgroup', 'search', 'menu', 'acronym', 'label', 'fieldset',
  'legend', 'output', 'meter', 'progress', 'blink', 'marquee', 'body', 'html']);

/** Elements with no end tag. */
export const VOID = new Set(['br', 'hr', 'img', 'col', 'source', 'wbr']);

export type Treatment = 'keep' | 'unwrap' | 'drop';

export function treatmentOf(tag: string): Treatment {
  if (KEEP.has(tag)) return 'keep';
  if (UNWRAP.has(tag) || /^[a-z][a-z0-9]*-[a-z0-9._-]*$/.test(tag)) return 'unwrap';
  return 'drop';
}

/**
 * Content ids and the references to them move into a namespace of their own, so that no content can name the page's
 * parts (`__STATE__`, `root`, `platform-framework`, a form field: DOM clobbering). The hyphen also makes the id no
 * JavaScript identifier, so it never becomes a `window.<name>` global. No id of the site's own starts with it.
 */
export const CONTENT_ID_PREFIX = 'cms-';

/** Idempotent, so that content sanitised twice (cached, then re-read) names the same ids. */
function inContentNamespace(id: string): string {
  return id.startsWith(CONTENT_ID_PREFIX) ? id : CONTENT_ID_PREFIX + id;
}

/**
 * Class names content keeps: the regulation blocks localise.ts filters, the few the platform's footer and info pages
 * use, and WordPress's own `wp-*` block classes. Any other name could borrow the site's stylesheet (a fixed overlay,
 * a hidden header) or a hook the client's code looks for (`.tile`, `.site-header`).
 */
const CONTENT_CLASSES = new Set(['gb-only', 'non-gb-only', 'hide-at', 'table-wrap', 'smart-footer-icons', 'payment-methods']);

export function contentClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((name) => CONTENT_CLASSES.has(name) || /^wp-[a-z0-9-]+$/.test(name))
    .join(' ');
}

const GLOBAL_ATTRS = new Set(['class', 'id', 'title', 'lang', 'dir', 'aria-label', 'aria-hidden', 'aria-describedby', 'aria-labelledby']);
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
/** Attributes whose value is a list of ids. */
const ID_REFS = new Set(['headers', 'aria-describedby', 'aria-labelledby']);
const REL_TOKENS = new Set(['nofollow', 'noopener', 'noreferrer', 'sponsored', 'ugc', 'external', 'help', 'license']);

/**
 * The attribute as the page will carry it (a decoded value, or null to drop it). `raw` is the value as written in the
 * source: entities are decoded before anything is checked, and the decoded value is what is written back, so what
 * was checked is what the browser gets.
 */
export function cleanAttribute(tag: string, name: string, raw: string, imageOrigins?: readonly string[]): string | null {
  if (!(GLOBAL_ATTRS.has(name) || ELEMENT_ATTRS[tag]?.has(name))) return null;
  const value = decodeEntities(raw);
  if (name === 'href') return safeUrl(value);
  if (name === 'src') return isImageUrl(value, imageOrigins) ? trimUrl(value) : null;
  if (name === 'srcset') return value.split(',').every((part) => isImageUrl(part.trim().split(/\s+/)[0] ?? '', imageOrigins)) ? value : null;
  if (name === 'id') return value.trim() ? inContentNamespace(value.trim()) : null;
  if (ID_REFS.has(name)) return value.split(/\s+/).filter(Boolean).map(inContentNamespace).join(' ') || null;
  if (name === 'class') return contentClasses(value) || null;
  if (name === 'target') return value === '_blank' ? value : null;
  if (name === 'rel') return value.toLowerCase().split(/\s+/).filter((t) => REL_TOKENS.has(t)).join(' ') || null;
  return value;
}

/** Relative URLs, http(s), mailto and tel only: no javascript:, data:, vbscript: or other schemes. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:'), so compare without them.
  // Unicode spaces and invisible format characters go too: no browser reads them into a scheme, and refusing what
  // they would hide costs nothing.
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f\s\p{Cf}]/gu, '').toLowerCase();
  // An entity this decoder does not know (`&colon;`, or a numeric one without its ';') before the path could still
  // spell a scheme in the browser: refuse rather than guess.
  if (/&/.test(compact.split(/[/?#]/)[0] ?? '')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto' || scheme === 'tel';
}

/**
 * An image the page may load: site-relative, or on one of `imageOrigins` (the CMS's and the platform's media) when
 * given. An image is a request the visitor's browser makes as the page loads — a tracking pixel, a probe of the
 * network — so content may not point it anywhere else.
 */
function isImageUrl(value: string, imageOrigins: readonly string[] | undefined): boolean {
  if (!isSafeUrl(value) || /^\s*(mailto|tel):/i.test(value)) return false;
  if (!imageOrigins) return true;
  const url = trimUrl(value);
  if (/^\/(?![/\\])/.test(url)) return true;
  try {
    return imageOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}

/** A checked URL, with an in-content fragment link pointed at the content's own ids; null when unsafe. */
function safeUrl(value: string): string | null {
  if (!isSafeUrl(value)) return null;
  const url = trimUrl(value);
  // '#top' and a bare '#' keep their browser meaning (the top of the page).
  if (url.startsWith('#') && url.length > 1 && url !== '#top') return `#${inContentNamespace(url.slice(1))}`;
  return url;
}

/**
 * Trimmed as the URL parser trims (C0 controls and space), never JavaScript's wider trim(), which would take away a
 * Unicode space that made a scheme harmless.
 */
function trimUrl(value: string): string {
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** An attribute value written back inside double quotes. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
