/** Letters that Unicode does not decompose into a base letter plus a mark, spelled out by hand. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
};

const MARKS = /[\u0300-\u036f]/g;
const SPECIAL = /[øØæÆœŒßłŁđĐ]/g;

/** Removes diacritics ('Jättipotit' → 'Jattipotit', 'Bordspill' unchanged, 'Ø' → 'O'); other characters are kept. */
export function foldAccents(text: string): string {
  // NFD splits 'ä' into 'a' + U+0308; dropping the combining marks leaves the base letter.
  return text.normalize('NFD').replace(MARKS, '').replace(SPECIAL, (c) => UNDECOMPOSED[c] ?? c);
}

// A fixed locale, not the runtime's default: the worker and the browser must order alike, or hydration differs.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Locale-aware, case- and accent-insensitive order with numbers compared as numbers ('Slot 2' < 'Slot 10'). */
export function compareText(a: string, b: string): number {
  // Names equal to the collator ('Cash' / 'cash') still need an order that does not depend on input order.
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
