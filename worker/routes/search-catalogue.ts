import type { Game } from '../../client/contracts/catalogue';
import { SEARCH_TAGS, type SearchCatalogueWire, type SearchTag } from '../../client/contracts/search';

const ID = '{id}';

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/**
 * The artwork URL with the id replaced by `{id}`: its last occurrence that is a whole number ('/7_1x.jpg' has the
 * id 1 only in '1x' as part of no number… so '7' for game 7, never the '1' of '1x' for game 1). Null when absent.
 */
function templateOf(url: string, id: number): string | null {
  const text = String(id);
  for (let at = url.lastIndexOf(text); at >= 0; at = at === 0 ? -1 : url.lastIndexOf(text, at - 1)) {
    if (!isDigit(url[at - 1]) && !isDigit(url[at + text.length])) return `${url.slice(0, at)}${ID}${url.slice(at + text.length)}`;
  }
  return null;
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

/**
 * The compact search catalogue (client/contracts/search.ts) of an already filtered games list; `tags` are the
 * themes and categories of worker/catalogue/search-tags.ts (ids of games not in `games` are dropped).
 */
export function compactSearchCatalogue(games: readonly Game[], tags: ReadonlyMap<SearchTag, ReadonlySet<number>> = new Map()): SearchCatalogueWire {
  const images = commonTemplates(games);
  const wire: SearchCatalogueWire = { providers: [], images, idDeltas: [], names: [], provider: [], subProvider: [], artwork: [], tags: [], tagged: [] };
  const providerIndex = new Map<string, number>();
  const indexOf = (name: string): number => {
    let at = providerIndex.get(name);
    if (at === undefined) {
      at = wire.providers.push(name) - 1;
      providerIndex.set(name, at);
    }
    return at;
  };
  let previousId = 0;
  games.forEach((game, position) => {
    wire.idDeltas.push(game.id - previousId);
    previousId = game.id;
    wire.names.push(game.name);
    wire.provider.push(indexOf(game.provider));
    wire.subProvider.push(game.subProvider ? indexOf(game.subProvider) : -1);
    const follows = images && game.images.default === images.default.replace(ID, String(game.id)) && game.images.webp === images.webp.replace(ID, String(game.id));
    if (!follows) wire.artwork.push([position, game.images.default, game.images.webp]);
  });
  const positionOf = new Map(games.map((game, position) => [game.id, position]));
  for (const tag of SEARCH_TAGS) {
    const positions = [...(tags.get(tag) ?? [])].flatMap((id) => positionOf.get(id) ?? []).sort((a, b) => a - b);
    if (positions.length === 0) continue;
    wire.tags.push(tag);
    wire.tagged.push(positions.map((at, k) => at - (k === 0 ? 0 : positions[k - 1]!)));
  }
  return wire;
}
