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

const ALLBLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';

/** wp_replace_in_html_tags for one pair: newlines inside tags and comments become placeholders. */
const protectTagNewlines = (html: string): string =>
  html
    .split(/(<!--[\s\S]*?-->|<[^>]*>)/)
    .map((part, i) => (i % 2 === 1 ? part.replace(/\n/g, ' <!-- wpnl --> ') : part))
    .join('');

/**
 * WordPress 6.1's wpautop, step by step (formatting.php): block tags get blank lines around them, the text is cut
 * into paragraphs at blank lines, wrapped in <p>, block tags unwrapped again, single newlines become <br />. So
 * `<ul><li>a</li><li>b</li></ul>` comes back as `<ul>\n<li>a</li>\n<li>b</li>\n</ul>`.
 */
export function autop(input: string): string {
  if (input.trim() === '') return '';
  let text = `${input}\n`;
  const preTags = new Map<string, string>();
  if (text.includes('<pre')) {
    const parts = text.split('</pre>');
    const last = parts.pop()!;
    text = '';
    parts.forEach((part) => {
      const start = part.indexOf('<pre');
      if (start === -1) {
        text += part;
        return;
      }
      const name = `<pre wp-pre-tag-${preTags.size}></pre>`;
      preTags.set(name, `${part.slice(start)}</pre>`);
      text += part.slice(0, start) + name;
    });
    text += last;
  }
  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/g, '\n\n');
  text = text.replace(new RegExp(`(<${ALLBLOCKS}[\\s/>])`, 'g'), '\n\n$1');
  text = text.replace(new RegExp(`(</${ALLBLOCKS}>)`, 'g'), '$1\n\n');
  text = text.replace(/(<hr\s*?\/?>)/g, '$1\n\n');
  text = text.replace(/\r\n|\r/g, '\n');
  text = protectTagNewlines(text);
  if (text.includes('<figcaption')) {
    text = text.replace(/\s*(<figcaption[^>]*>)/g, '$1').replace(/<\/figcaption>\s*/g, '</figcaption>');
  }
  text = text.replace(/\n\n+/g, '\n\n');
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p !== '');
  text = paragraphs.map((p) => `<p>${p.replace(/^\n+|\n+$/g, '')}</p>\n`).join('');
  text = text.replace(/<p>\s*<\/p>/g, '');
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>');
  text = text.replace(new RegExp(`<p>\\s*(</?${ALLBLOCKS}[^>]*>)\\s*</p>`, 'g'), '$1');
  text = text.replace(/<p>(<li.+?)<\/p>/g, '$1');
  text = text.replace(/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>').replace(/<\/blockquote><\/p>/g, '</p></blockquote>');
  text = text.replace(new RegExp(`<p>\\s*(</?${ALLBLOCKS}[^>]*>)`, 'g'), '$1');
  text = text.replace(new RegExp(`(</?${ALLBLOCKS}[^>]*>)\\s*</p>`, 'g'), '$1');
  text = text.replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, (m) => m.replace(/\n/g, '<WPPreserveNewline />'));
  text = text.replace(/<br>|<br\/>/g, '<br />');
  text = text.replace(/(?<!<br \/>)\s*\n/g, '<br />\n');
  text = text.replace(/<WPPreserveNewline \/>/g, '\n');
  text = text.replace(new RegExp(`(</?${ALLBLOCKS}[^>]*>)\\s*<br />`, 'g'), '$1');
  text = text.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/g, '$1');
  // PCRE's '$' also matches before a final newline.
  text = text.replace(/\n<\/p>(\n?)$/, '</p>$1');
  for (const [name, pre] of preTags) text = text.replace(name, pre);
  if (text.includes('<!-- wpnl -->')) text = text.replace(/ <!-- wpnl --> |<!-- wpnl -->/g, '\n');
  return text;
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
