/** Lower-case letters that Unicode does not split into a base letter plus a mark, so NFD alone keeps them. */
const UNDECOMPOSED: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd' };

const MARKS = /\p{M}/gu;
const SPECIAL = /[øæœßłđ]/g;
// Apostrophes vanish without a space: "Play'n GO" is one word, "playn", whichever quote the feed or keyboard used.
const APOSTROPHES = /['’‘`]/g;
const AMPERSAND = /&/g;
const OTHER = /[^\p{L}\p{N}]+/gu;

/**
 * The one text form search compares: lower case, accents stripped ('é' → 'e'), apostrophes removed, '&' spelled
 * 'and', every other non-letter/digit a single space, trimmed. Names, providers and queries all pass through it.
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(SPECIAL, (c) => UNDECOMPOSED[c] ?? c)
    .replace(APOSTROPHES, '')
    .replace(AMPERSAND, ' and ')
    .replace(OTHER, ' ')
    .trim();
}
