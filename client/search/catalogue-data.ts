import type { SearchCatalogueWire, SearchGame } from '../contracts/search';

/** The wire form (client/contracts/search.ts) as rows the engine and the overlay use; a malformed wire gives fewer games, never an error. */
export function decodeSearchCatalogue(wire: SearchCatalogueWire): SearchGame[] {
  const column = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
  const providers = column(wire.providers);
  const [deltas, names, provider, subProvider] = [column(wire.idDeltas), column(wire.names), column(wire.provider), column(wire.subProvider)];
  const own = new Map(column(wire.artwork).filter(Array.isArray).map(([at, image, webp]) => [at, { image, webp }]));
  const art = (template: string | undefined, id: number) => (template ? template.replace('{id}', String(id)) : '');
  const games: SearchGame[] = [];
  let id = 0;
  for (let i = 0; i < deltas.length; i++) {
    id += deltas[i]!;
    const name = names[i];
    if (!Number.isSafeInteger(id) || id <= 0 || typeof name !== 'string') break; // the ids after a bad delta are unknowable
    const sub = subProvider[i] ?? -1;
    const artwork = own.get(i);
    games.push({
      id,
      name,
      provider: providers[provider[i] ?? -1] ?? '',
      subProvider: sub >= 0 ? (providers[sub] ?? '') : '',
      image: artwork?.image ?? art(wire.images?.default, id),
      webp: artwork?.webp ?? art(wire.images?.webp, id),
    });
  }
  return games;
}
