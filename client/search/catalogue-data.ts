import type { SearchCatalogueWire, SearchGame } from '../contracts/search';

/** The wire form (client/contracts/search.ts) as rows the engine and the overlay use; a malformed wire gives fewer games, never an error. */
export function decodeSearchCatalogue(wire: SearchCatalogueWire): SearchGame[] {
  return [...searchGames(wire)];
}

/** decodeSearchCatalogue one game at a time, so a caller can stop between games and let the browser work. */
export function* searchGames(wire: SearchCatalogueWire): Generator<SearchGame> {
  const column = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
  const providers = column(wire.providers);
  const [deltas, names, provider, subProvider] = [column(wire.idDeltas), column(wire.names), column(wire.provider), column(wire.subProvider)];
  const own = new Map(column(wire.artwork).filter(Array.isArray).map(([at, image, webp]) => [at, { image, webp }]));
  const art = (template: string | undefined, id: number) => (template ? template.replace('{id}', String(id)) : '');
  const tagsAt = tagsByPosition(column(wire.tags), column(wire.tagged));
  let id = 0;
  for (let i = 0; i < deltas.length; i++) {
    id += deltas[i]!;
    const name = names[i];
    if (!Number.isSafeInteger(id) || id <= 0 || typeof name !== 'string') break; // the ids after a bad delta are unknowable
    const sub = subProvider[i] ?? -1;
    const artwork = own.get(i);
    const game: SearchGame = {
      id,
      name,
      provider: providers[provider[i] ?? -1] ?? '',
      subProvider: sub >= 0 ? (providers[sub] ?? '') : '',
      image: artwork?.image ?? art(wire.images?.default, id),
      webp: artwork?.webp ?? art(wire.images?.webp, id),
    };
    const tags = tagsAt.get(i);
    if (tags) game.tags = tags;
    yield game;
  }
}

/** Each tagged position's tag keys, from the per-tag position lists; a list stops at its first bad entry. */
function tagsByPosition(keys: unknown[], lists: unknown[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  keys.forEach((key, k) => {
    const list = lists[k];
    if (typeof key !== 'string' || !Array.isArray(list)) return;
    let at = 0;
    for (let j = 0; j < list.length; j++) {
      const delta: unknown = list[j];
      if (typeof delta !== 'number' || !Number.isSafeInteger(delta) || delta < (j === 0 ? 0 : 1)) break;
      at += delta;
      const tags = out.get(at);
      if (tags) tags.push(key);
      else out.set(at, [key]);
    }
  });
  return out;
}
