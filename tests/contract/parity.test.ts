import { describe, expect, it } from 'vitest';
import { CMS_MEDIA } from '../../emulator/data/cms-content';
import { WpRestServer } from '../../emulator/wordpress/server';
import { BASE, ORIGIN, TARGET, wp, wpPlain } from './target';

/**
 * The emulator, asked in-process with the target's origin, must answer exactly what the target answers over HTTP:
 * same status, same totals headers, same JSON (URLs included). Against the emulator this is a self-check; against
 * a real WordPress seeded from the same records it holds the emulator to the real thing.
 */
const emulator = new WpRestServer();

/** The emulator's answer; `plain` asks in the ?rest_route= form (rest_route is then one of the query params). */
function emulated(route: string, plain = false) {
  const [path, query = ''] = route.split('?');
  const params = new URLSearchParams(plain ? `rest_route=${path}&${query}` : query);
  const answer = emulator.serve('GET', path!, params, ORIGIN);
  return { status: answer.status, body: JSON.parse(answer.body), headers: answer.headers };
}

const TYPES = ['pages', 'games', 'promotions', 'magazine', 'providers', 'themes'];

const ROUTES: string[] = [
  ...TYPES.flatMap((t) => [`/wp/v2/${t}?per_page=100`, `/wp/v2/${t}?per_page=100&_embed=1&acf_format=standard`]),
  '/wp/v2/games?per_page=5&page=2&orderby=title&order=asc',
  '/wp/v2/magazine?per_page=4&page=3',
  '/wp/v2/posts',
  '/wp/v2/categories?per_page=100',
  '/wp/v2/categories?per_page=100&_embed=1&context=embed',
  '/wp/v2/categories?parent=87&per_page=100&_fields=slug,name',
  '/wp/v2/categories?hide_empty=true&per_page=100',
  '/wp/v2/categories/87',
  '/wp/v2/search?search=clover&per_page=100&_embed=1',
  '/wp/v2/search?search=irish%20slots&per_page=100',
  '/wp/v2/search?search=jackpot&subtype=games&per_page=100',
  '/wp/v2/users/1',
  '/wp/v2/games?search=clover&_fields=slug',
  '/wp/v2/games?per_page=2&page=2&search=irish%20gold&slug[]=pot-of-gold-jpk&slug[]=lucky-clover-gold&_embed',
  '/wp/v2/games/101',
  '/wp/v2/pages/10?_embed=1',
  '/wp/v2/games/999',
  '/wp/v2/games?per_page=101',
  '/wp/v2/games?per_page=5&page=99',
  '/wp/v2/posts?page=3',
  '/wp/v2/categories?per_page=100&page=5',
  '/wp/v2/search?search=clover&page=9',
  '/wp/v2/games?slug=lucky-clover-gold&_embed=1&_fields=slug,_links,_embedded',
  '/wp/v2/games?slug=lucky-clover-gold&_embed=1&_fields=slug,_embedded',
  '/wp/v2/games?slug=rainbow-riches&_fields=id,acf.game_id',
  '/wp/v2/games?page=abc',
  '/wp/v2/games?categories=abc',
  '/wp/v2/games?orderby=popularity',
  '/wp/v2/nothing',
  '/wp/v2/magazine?search=maneki-neko&_fields=slug',
  ...CMS_MEDIA.map((m) => `/wp/v2/media/${m.id}`),
];

/** Paths of objects whose keys come in another order (toEqual ignores order; PHP's arrays keep it). */
function keyOrder(a: unknown, b: unknown, path = '', out: string[] = []): string[] {
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return out;
  if (!Array.isArray(a) && Object.keys(a).join() !== Object.keys(b).join()) out.push(`${path || '.'}: ${Object.keys(a).join()} ≠ ${Object.keys(b).join()}`);
  for (const key of Object.keys(a)) keyOrder((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`, out);
  return out;
}

const HEADERS = ['X-WP-Total', 'X-WP-TotalPages', 'Link', 'Allow', 'Content-Type'];

/** The same in the ?rest_route= form a WordPress without pretty permalinks is reached by. */
const PLAIN_ROUTES = ['/wp/v2/games?per_page=2&page=2', '/wp/v2/categories?parent=87&per_page=5&page=2', '/wp/v2/games/999', '/wp/v2/pages?slug=home'];

describe(`the emulator answers like the target (${TARGET} at ${BASE})`, () => {
  const cases = [...ROUTES.map((route) => ({ route, plain: false })), ...PLAIN_ROUTES.map((route) => ({ route, plain: true }))];
  it.each(cases.map((c) => ({ ...c, label: c.plain ? `?rest_route=${c.route.replace('?', '&')}` : `/wp-json${c.route}` })))('$label', async ({ route, plain }) => {
    const real = plain ? await wpPlain(route) : await wp(route);
    const emu = emulated(route, plain);
    const headersOf = (get: (name: string) => string | null | undefined) => Object.fromEntries(HEADERS.map((h) => [h, get(h) ?? null]));
    expect({ status: emu.status, ...headersOf((h) => emu.headers[h]) }).toEqual({ status: real.status, ...headersOf((h) => real.headers.get(h)) });
    expect(emu.body).toEqual(real.body);
    expect(keyOrder(emu.body, real.body)).toEqual([]);
  });
});
