import { foldAccents } from './text';

/**
 * The game info page slug (SPEC §2 /casino/games/{slug}/): lower-cased, each space → '-', non-word characters
 * removed. Character-for-character the CMS's rule (tests/contract/platform.test.ts holds it to the emulator's CMS)
 * so a tile's info link finds its WordPress page; hence accents are dropped, not transliterated ('Privé' → 'priv'),
 * and '&' or a double space leaves '--'. One difference, only where the CMS rule's slug is one the router's SLUG pattern
 * rejects anyway: hyphens at either end are cut (' Fire Joker ★' → 'fire-joker'; all hyphens → '').
 */
export function gameSlug(name: string): string {
  // \w without the u flag is ASCII [A-Za-z0-9_], which is what drops accented letters.
  return name
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/^-+|-+$/g, '');
}

/**
 * A generated URL slug for providers, categories and lists: accents folded, lower-case, '&' → 'and', every run of
 * other characters → one '-', no '-' at either end ("Play'n GO" → 'play-n-go', 'Peter & Sons' → 'peter-and-sons').
 */
export function slugify(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
