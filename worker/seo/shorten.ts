/**
 * Shortening a page name for <title> (issue 30): at a word, never with an ellipsis, and never through the name the
 * page is about (a review's game). Search engines cut long titles themselves; a title we cut ourselves should still
 * read as a whole phrase ('Irish Riches Megaways Review', not 'Irish Riches Megaways Review – RTP 96.1%…').
 */

/**
 * Where a line may break: ordinary spaces only. No-break spaces (U+00A0, U+2007, U+202F) hold '96 %' or '10 000 €'
 * together in Finnish and Spanish, so they are neither break points nor folded into plain spaces.
 */
const BREAKABLE = /[\t\n\v\f\r \u1680\u2000-\u2006\u2008-\u200a\u2028\u2029\u205f\u3000]+/gu;

/** A title's own clauses end before these: 'Name – tagline', 'Name | tagline', 'Name: tagline', 'Name (2024)'. */
const CLAUSE_BEFORE = /^(?:[–—|·•-]\s|\()/u;
const CLAUSE_AFTER = /[:;,]$/u;

/** Punctuation that a cut must not leave at the end. */
const TRAILING = /[\s,;:|·•–—\-/&+(]+$/u;

/**
 * Words that cannot end a phrase (articles, prepositions, conjunctions) in the site's languages: a cut before the
 * word they lead into drops them too ('Por qué los tréboles de' → 'Por qué los tréboles').
 */
const DANGLING = new Set([
  // en
  'a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'vs', 'your', 'our',
  // es
  'el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'y', 'e', 'o', 'u', 'de', 'del', 'al', 'en', 'con', 'por', 'para', 'que', 'su', 'sus', 'tu', 'tus',
  // fi
  'ja', 'tai', 'sekä', 'että', 'kuin', 'eli',
]);

/** Length as a reader counts it: code points of the NFC form ('é' is one, whichever way the CMS encoded it). */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** Runs of ordinary spaces folded into one, no-break spaces kept, NFC. */
export function normaliseSpaces(text: string): string {
  return text.normalize('NFC').replace(BREAKABLE, ' ').trim();
}

/** The text without what a cut leaves dangling: trailing punctuation and function words, repeatedly. */
function tidyEnd(text: string): string {
  let out = text.replace(TRAILING, '');
  for (;;) {
    const space = out.lastIndexOf(' ');
    const last = out.slice(space + 1);
    if (space < 0 || !DANGLING.has(last.toLocaleLowerCase())) return out;
    out = out.slice(0, space).replace(TRAILING, '');
  }
}

/**
 * `text` within `max` characters, cut at a word boundary with no ellipsis. When `keep` (the name the page is about)
 * occurs in the text, the result contains it whole, even if that makes it longer than `max`: a title without the
 * game's name is worse than a long one. The cut prefers the end of a clause ('Name Review – RTP…' → 'Name Review')
 * when that keeps at least half the room or the kept name; otherwise the last word that fits.
 */
export function shortenAtWord(text: string, max: number, keep?: string): string {
  const clean = normaliseSpaces(text);
  if (textLength(clean) <= max) return clean;
  const name = keep ? normaliseSpaces(keep) : '';
  // Found case-insensitively in the text itself, so the index is the text's (lower-casing can change lengths).
  const found = name ? new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu').exec(clean) : null;
  /** The result must reach this index (the kept name's end), or 0. */
  const floor = found ? found.index + found[0].length : 0;

  // Candidate ends: before each space, and whether the text there starts a new clause.
  const ends: { end: number; clause: boolean }[] = [];
  for (const m of clean.matchAll(/ /g)) {
    const end = m.index;
    ends.push({ end, clause: CLAUSE_AFTER.test(clean.slice(0, end)) || CLAUSE_BEFORE.test(clean.slice(end + 1)) });
  }
  // A tidied cut that ate into the kept name does not keep it.
  const usable = ends
    .map((e) => ({ ...e, text: tidyEnd(clean.slice(0, e.end)) }))
    .filter((e) => e.text && e.text.length >= floor && textLength(e.text) <= max);
  const clause = usable.filter((e) => e.clause).at(-1);
  if (clause && (floor > 0 || textLength(clause.text) >= max / 2)) return clause.text;
  const word = usable.at(-1);
  if (word) return word.text;
  // Nothing fits: the kept name (and what leads into it) whole, cut at the first word after it; or the first word.
  const after = ends.find((e) => e.end >= floor && e.end > 0);
  if (!after) return clean;
  const cut = clean.slice(0, after.end);
  const tidy = tidyEnd(cut);
  return tidy && tidy.length >= floor ? tidy : cut;
}
