import type { Game } from '../../client/contracts/catalogue';
import type { SearchCatalogueWire, SearchGameWire } from '../../client/contracts/search';

const ID = '{id}';

/** The artwork URL with its (last) occurrence of the game id replaced by `{id}`; null when the id is not in it. */
function templateOf(url: string, id: number): string | null {
  const at = url.lastIndexOf(String(id));
  return at < 0 ? null : `${url.slice(0, at)}${ID}${url.slice(at + String(id).length)}`;
}

/**
 * The most common artwork templates of a list (default and webp together): the platform serves every game's art
 * from one CDN path keyed by id, so the URLs need not travel 5,000 times. Null when no pattern covers most games.
 */
function commonTemplates(games: readonly Game[]): SearchCatalogueWire['images'] {
  const counts = new Map<string, number>();
  for (const game of games) {
    const image = templateOf(game.images.default, game.id);
    const webp = templateOf(game.images.webp, game.id);
    if (image === null || webp === null) continue;
    const key = `${image}\n${webp}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [key, count] of counts) if (count > bestCount) [best, bestCount] = [key, count];
  if (best === null || bestCount * 2 < games.length) return null;
  const [image, webp] = best.split('\n') as [string, string];
  return { default: image, webp };
}

/** The compact search catalogue (client/contracts/search.ts) of an already filtered games list. */
export function compactSearchCatalogue(games: readonly Game[]): SearchCatalogueWire {
  const images = commonTemplates(games);
  const providers: string[] = [];
  const providerIndex = new Map<string, number>();
  const indexOf = (name: string): number => {
    let at = providerIndex.get(name);
    if (at === undefined) {
      at = providers.push(name) - 1;
      providerIndex.set(name, at);
    }
    return at;
  };
  const rows = games.map((game): SearchGameWire => {
    const row: SearchGameWire = [game.id, game.name, indexOf(game.provider), game.subProvider ? indexOf(game.subProvider) : -1];
    const follows = images && game.images.default === images.default.replace(ID, String(game.id)) && game.images.webp === images.webp.replace(ID, String(game.id));
    return follows ? row : [...row, game.images.default, game.images.webp];
  });
  return { providers, images, games: rows };
}
