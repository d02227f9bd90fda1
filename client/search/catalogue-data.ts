import type { SearchCatalogueWire, SearchGame } from '../contracts/search';

/** The wire form (client/contracts/search.ts) as rows the engine and the overlay use. Malformed rows are skipped. */
export function decodeSearchCatalogue(wire: SearchCatalogueWire): SearchGame[] {
  const providers = Array.isArray(wire.providers) ? wire.providers : [];
  const art = (template: string | undefined, id: number) => (template ? template.replace('{id}', String(id)) : '');
  const games: SearchGame[] = [];
  for (const row of Array.isArray(wire.games) ? wire.games : []) {
    if (!Array.isArray(row)) continue;
    const [id, name, provider, subProvider, image, webp] = row;
    if (!Number.isInteger(id) || typeof name !== 'string') continue;
    games.push({
      id,
      name,
      provider: providers[provider] ?? '',
      subProvider: subProvider >= 0 ? (providers[subProvider] ?? '') : '',
      image: image ?? art(wire.images?.default, id),
      webp: webp ?? art(wire.images?.webp, id),
    });
  }
  return games;
}

export type DevicePlatform = 'W' | 'C';

/** One fetch per platform for the page's life; a failed fetch is forgotten so Retry (or the next open) tries again. */
const pending = new Map<DevicePlatform, Promise<SearchGame[]>>();

/** The search catalogue of the device's games list (W desktop, C mobile); rejects with a message for the overlay. */
export function loadSearchCatalogue(platform: DevicePlatform): Promise<SearchGame[]> {
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
