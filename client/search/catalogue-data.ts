import type { SearchCatalogueWire, SearchGame } from '../contracts/search';
import type { Platform } from '../contracts/site';

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

/** One fetch per platform for the page's life; a failed fetch is forgotten so Retry (or the next open) tries again. */
const pending = new Map<Platform, Promise<SearchGame[]>>();

/** The search catalogue of the device's games list (W desktop, C mobile); rejects with a message for the overlay. */
export function loadSearchCatalogue(platform: Platform): Promise<SearchGame[]> {
  let load = pending.get(platform);
  if (!load) {
    load = fetch(`/api/search-catalogue?platform=${platform}`, { headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`search catalogue answered ${res.status}`);
        return decodeSearchCatalogue((await res.json()) as SearchCatalogueWire);
      })
      .catch((error: unknown) => {
        pending.delete(platform);
        throw error;
      });
    pending.set(platform, load);
  }
  return load;
}
