/**
 * The text filters WordPress runs on output, reduced to what the CMS content uses: wptexturize (curly quotes,
 * dashes, ellipses and '&' → '&#038;'), wpautop for raw post_content, the generated excerpt, and the escaping of
 * term names and Yoast text. Clients must decode these entities; the emulator produces them so they do.
 */

const SPACE = '(?:\\s|&nbsp;|$)';

/** wptexturize's replacements for one run of text outside tags, in its order. */
const RULES: readonly [RegExp, string][] = [
  // A bare ampersand (not already an entity).
  [/&(?!#?[A-Za-z0-9]+;)/g, '&#038;'],
  [/\.\.\./g, '&#8230;'],
  [/---/g, '&#8212;'],
  [new RegExp(`(^|\\s)--(?=${SPACE})`, 'g'), '$1&#8212;'],
  [/--/g, '&#8211;'],
  [new RegExp(`(^|\\s)-(?=${SPACE})`, 'g'), '$1&#8211;'],
  // Single quotes: '90s, opening, apostrophe inside a word, then closing.
  [/'(?=\d\d(?:\b|s))/g, '&#8217;'],
  [/(^|[\s([{"\-])'/g, '$1&#8216;'],
  [/(?<=\S)'(?![\s.,:;!?"'(){}[\]-]|$)/g, '&#8217;'],
  [/'/g, '&#8217;'],
  // Double quotes: opening after space/start/bracket, then closing.
  [/(^|[\s([{\-])"(?!\s)/g, '$1&#8220;'],
  [/"/g, '&#8221;'],
];

const NO_TEXTURIZE = /^<(pre|code|kbd|style|script|tt)\b/i;

/** wptexturize on an HTML fragment: text between tags only; tag attributes and <pre>/<code>… are left alone. */
export function texturize(html: string): string {
  let skipping: string | null = null;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const open = NO_TEXTURIZE.exec(part);
        if (open && !skipping) skipping = open[1]!.toLowerCase();
        else if (skipping && new RegExp(`^</${skipping}`, 'i').test(part)) skipping = null;
        return part;
      }
      return skipping ? part : RULES.reduce((text, [re, to]) => text.replace(re, to), part);
    })
    .join('');
}

const BLOCK = /^<(p|h[1-6]|ul|ol|li|div|blockquote|table|figure|pre|hr|section|dl)\b/i;

/**
 * wpautop for the content the CMS stores: blank-line separated chunks; chunks that are already block HTML stay as
 * they are, the rest become paragraphs (single newlines → <br />). WordPress ends the result with a newline.
 */
export function autop(html: string): string {
  const chunks = html
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  if (chunks.length === 0) return '';
  return `${chunks.map((chunk) => (BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br />\n')}</p>`)).join('\n')}\n`;
}

/** the_content: wptexturize then wpautop. */
export const renderContent = (raw: string): string => autop(texturize(raw));

/** get_the_title: wptexturize of the raw title. */
export const renderTitle = (raw: string): string => texturize(raw).trim();

/**
 * the_excerpt: the raw excerpt, or (when empty) wp_trim_excerpt's first 55 words of the content with ' [&hellip;]'
 * appended when cut; then texturized and wrapped in a paragraph.
 */
export function renderExcerpt(raw: string, content: string): string {
  let text = raw.trim();
  if (!text) {
    const words = texturize(content).replace(/<[^>]*>/g, ' ').trim().split(/\s+/).filter(Boolean);
    text = words.length > 55 ? `${words.slice(0, 55).join(' ')} [&hellip;]` : words.join(' ');
  }
  return text ? autop(texturize(text)) : '';
}

/** The plain text of a rendered fragment, entities kept (Yoast's fallback description). */
export const stripTags = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** Term names and descriptions: WordPress stores '&' as '&amp;' (kses) and returns that. */
export const termText = (raw: string): string => raw.replace(/&(?!#?[A-Za-z0-9]+;)/g, '&amp;');

/** Yoast's text fields: texturized, '&' as '&amp;', the en dash separator as '&#8211;'. */
export const yoastText = (raw: string): string =>
  texturize(raw.replace(/–/g, '&#8211;').replace(/—/g, '&#8212;')).replace(/&#038;/g, '&amp;').trim();
