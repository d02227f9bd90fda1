import { categorySlug, normaliseCategoryName } from './category-names';
import { filterGames, mayShow } from './filter';
import { applyPositionOverrides, DEFAULT_POSITION_OVERRIDES, type PositionOverrides } from './position-overrides';
import { slugify } from './slug';
import type { CustomCategories, CustomFeatured, Game, GamesList } from '../../client/contracts/catalogue';
import type { Platform } from '../../client/contracts/site';

/** A named, ordered list of playable game ids (a subcategory tab or a featured strip). */
export interface LobbyList {
  name: string;
  slug: string;
  /** In display order; every id is in Lobby.byId, none repeats. */
  gameIds: number[];
}

export interface LobbyCategory {
  /** Normalised to English ('Kasino' → 'Casino'). */
  name: string;
  slug: string;
  subCategories: LobbyList[];
}

export interface Lobby {
  /** The filtered catalogue, in platform order. */
  games: Game[];
  byId: Map<number, Game>;
  /** Ids of the list that the catalogue's rule withholds here (filter.ts mayShow): no page, no entry, no Play. */
  withheld: ReadonlySet<number>;
  categories: LobbyCategory[];
  featured: LobbyList[];
}

export interface LobbyOptions {
  /** Which device list `list` is (W desktop, C mobile); the caller already fetched that one. */
  platform: Platform;
  loggedIn: boolean;
  customCategories: CustomCategories;
  customFeatured: CustomFeatured;
  allowChildAppealing: boolean;
  excludedIds?: readonly number[];
  /** Defaults to DEFAULT_POSITION_OVERRIDES; pass {} for none. */
  positionOverrides?: PositionOverrides;
}

/** Ids that are playable here, in order, each once: unknown and filtered-out ids are dropped. */
function playableIds(ids: readonly number[], byId: ReadonlyMap<number, Game>): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  for (const id of ids) {
    if (seen.has(id) || !byId.has(id)) continue;
    seen.add(id);
    out.push(id);
  }
  return out;
}

/** Custom lists keyed the way subcategory slugs are made, so 'Featured Games' or 'new ' still match; first wins. */
function customBySlug(custom: CustomCategories): Map<string, readonly number[]> {
  const out = new Map<string, readonly number[]>();
  for (const [key, ids] of Object.entries(custom)) {
    const slug = categorySlug(key);
    if (!out.has(slug)) out.set(slug, ids);
  }
  return out;
}

/**
 * The lobby's data for one device platform (SPEC §4 'Games list'): games filtered (child-appealing out unless
 * allowed, excluded ids out), category names normalised to English, lists reduced to playable ids. For a guest a
 * subcategory with a custom category of the same slug takes that list's order; logged-in players get the
 * platform's lists untouched. Custom featured lists become `featured`. Position overrides are applied last.
 */
export function buildLobby(list: GamesList, options: LobbyOptions): Lobby {
  const games = filterGames(list.games, { allowChildAppealing: options.allowChildAppealing, excludedIds: options.excludedIds });
  const byId = new Map(games.map((game) => [game.id, game]));
  const withheld = new Set(list.games.filter((game) => !mayShow(game, options.allowChildAppealing)).map((game) => game.id));
  // SPEC §4: a logged-in player's lists are processed without the custom categories; a guest's with them.
  const custom = options.loggedIn ? new Map<string, readonly number[]>() : customBySlug(options.customCategories);
  const overrides = options.positionOverrides ?? DEFAULT_POSITION_OVERRIDES;

  const categories = list.categories.map((category): LobbyCategory => {
    const name = normaliseCategoryName(category.name);
    return {
      name,
      slug: categorySlug(name),
      subCategories: category.subCategories.map((sub): LobbyList => {
        const subName = normaliseCategoryName(sub.name);
        const slug = categorySlug(subName);
        const customList = custom.get(slug);
        const customIds = customList ? playableIds(customList, byId) : [];
        // The custom service lags behind the catalogue: a list with nothing playable left would empty the tab,
        // so the platform's order stands in for it.
        const ids = customIds.length > 0 ? customIds : playableIds(sub.gameIds, byId);
        return { name: subName, slug, gameIds: applyPositionOverrides(ids, overrides[slug]) };
      }),
    };
  });

  const featured = Object.entries(options.customFeatured).map(
    ([name, ids]): LobbyList => ({ name: name.trim(), slug: slugify(name), gameIds: playableIds(ids, byId) }),
  );

  return { games, byId, withheld, categories, featured };
}
