import { decodeEntities } from '../../worker/content/entities';

/**
 * Reading server-rendered HTML in the integration tier without a DOM (the tree has no HTML parser, and the markup
 * is the worker's own, so a slice and a few regexes are enough): what the browser tier used to read after hydration.
 */

/** The markup from the first `start` to the next `end` after it ('' when `start` is absent). */
export function slice(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  if (from < 0) return '';
  const to = html.indexOf(end, from + start.length);
  return html.slice(from, to < 0 ? html.length : to);
}

/** The text a reader sees in a fragment: tags and comments dropped, entities decoded, white space collapsed. */
export function textOf(fragment: string): string {
  return decodeEntities(
    fragment
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Anchor {
  href: string;
  text: string;
  attributes: Record<string, string>;
}

/** Every `<a>` in a fragment, in order, with its attributes (decoded) and text. */
export function anchors(fragment: string): Anchor[] {
  return [...fragment.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, inner]) => {
    const attributes = Object.fromEntries([...attrs!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decodeEntities(value!)]));
    return { href: attributes.href ?? '', text: textOf(inner!), attributes };
  });
}

/** The Android phone the browser tier's 390 px contexts announce (tests/support/browser.ts): the server picks rails by it. */
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
