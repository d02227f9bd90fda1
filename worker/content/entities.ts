/** WordPress entity-encodes titles and Yoast text (`&#8217;`, `&amp;`); the app wants plain text. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  euro: '€',
  pound: '£',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED[body.toLowerCase()] ?? match;
  });
}

/**
 * Plain text of an upstream text field or rendered HTML fragment (titles, names, descriptions, excerpts): script,
 * style and template contents dropped with their tags (a script's source is no text to show), other tags dropped,
 * entities decoded, space collapsed — then stripped once more when decoding revealed markup (`&lt;script&gt;`), so
 * no text field ever carries a tag.
 */
export function textOf(html: string): string {
  const once = stripTags(html);
  return /<[a-z!/?]/i.test(once) ? stripTags(once) : once;
}

function stripTags(html: string): string {
  const withoutCode = html.replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, ' ');
  return decodeEntities(withoutCode.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}
