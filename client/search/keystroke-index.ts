import type { SearchGame, SearchTag } from '../contracts/search';
import { NgramIndex } from './ngram-index';
import { normalise } from './normalise';
import { TAG_WORDS } from './tag-words';

/**
 * Everything search reads per keystroke, computed once per catalogue: normalised text, providers grouped (a few
 * dozen labels stand for thousands of games) and the n-gram indexes. Arrays are parallel, by game position.
 */
export interface KeystrokeIndex {
  games: readonly SearchGame[];
  /** Normalised names. */
  names: readonly string[];
  /** Normalised names without spaces: 'playngo' finds "Play'n GO", 'rainbowriches' finds 'Rainbow Riches'. */
  compactNames: readonly string[];
  /** ' ' + normalised name: a word starts wherever ' ' + word occurs. */
  spacedNames: readonly string[];
  /** Distinct normalised provider and sub-provider names. */
  labels: readonly string[];
  compactLabels: readonly string[];
  spacedLabels: readonly string[];
  /** The games of each label, ascending. */
  labelGames: readonly Int32Array[];
  /** Label index of each game's provider and sub-provider; -1 when it has none. */
  providerOf: Int32Array;
  subProviderOf: Int32Array;
  /** The tags (themes, categories) some game carries, each with the normalised words that find it (TAG_WORDS). */
  tagWords: readonly (readonly string[])[];
  compactTagWords: readonly (readonly string[])[];
  /** The games of each tag, ascending. */
  tagGames: readonly Int32Array[];
  /** Game i's tags are gameTags[tagStart[i] … tagStart[i + 1]). */
  tagStart: Int32Array;
  gameTags: Int32Array;
  bigrams: NgramIndex;
  trigrams: NgramIndex;
}

export function buildKeystrokeIndex(games: readonly SearchGame[]): KeystrokeIndex {
  const names = games.map((g) => normalise(g.name));
  const compactNames = names.map(compact);
  const labels: string[] = [];
  const labelIds = new Map<string, number>();
  const members: number[][] = [];
  // A few dozen provider names stand for thousands of games: normalise each spelling once.
  const normalisedLabels = new Map<string, string>();
  const normaliseLabel = (raw: string): string => {
    let label = normalisedLabels.get(raw);
    if (label === undefined) normalisedLabels.set(raw, (label = normalise(raw)));
    return label;
  };
  const labelOf = (raw: string, game: number): number => {
    const label = normaliseLabel(raw);
    if (!label) return -1;
    let id = labelIds.get(label);
    if (id === undefined) {
      id = labels.length;
      labelIds.set(label, id);
      labels.push(label);
      members.push([]);
    }
    members[id]!.push(game);
    return id;
  };
  const providerOf = new Int32Array(games.length);
  const subProviderOf = new Int32Array(games.length);
  games.forEach((g, i) => {
    providerOf[i] = labelOf(g.provider, i);
    // A sub-provider equal to its provider would list the game twice in that group.
    subProviderOf[i] = normaliseLabel(g.subProvider) === labels[providerOf[i]!] ? -1 : labelOf(g.subProvider, i);
  });
  const tags = tagsOf(games);
  return {
    games,
    names,
    compactNames,
    spacedNames: names.map((n) => ` ${n}`),
    labels,
    compactLabels: labels.map(compact),
    spacedLabels: labels.map((l) => ` ${l}`),
    labelGames: members.map((m) => Int32Array.from(m)),
    providerOf,
    subProviderOf,
    ...tags,
    bigrams: new NgramIndex(compactNames, 2),
    trigrams: new NgramIndex(compactNames, 3),
  };
}

type TagIndex = Pick<KeystrokeIndex, 'tagWords' | 'compactTagWords' | 'tagGames' | 'tagStart' | 'gameTags'>;

/** The tags the games carry, numbered in order of first appearance; a key without words (another build's) is skipped. */
function tagsOf(games: readonly SearchGame[]): TagIndex {
  const ids = new Map<string, number>();
  const tagWords: string[][] = [];
  const members: number[][] = [];
  const tagStart = new Int32Array(games.length + 1);
  const gameTags: number[] = [];
  games.forEach((game, i) => {
    for (const key of game.tags ?? []) {
      let t = ids.get(key);
      if (t === undefined) {
        const words = Object.hasOwn(TAG_WORDS, key) ? TAG_WORDS[key as SearchTag] : [];
        t = words.length > 0 ? tagWords.length : -1;
        ids.set(key, t);
        if (t >= 0) {
          tagWords.push([...new Set(words.map(normalise))]);
          members.push([]);
        }
      }
      if (t < 0 || members[t]!.at(-1) === i) continue; // unknown, or listed twice for this game
      members[t]!.push(i);
      gameTags.push(t);
    }
    tagStart[i + 1] = gameTags.length;
  });
  return {
    tagWords,
    compactTagWords: tagWords.map((words) => words.map(compact)),
    tagGames: members.map((m) => Int32Array.from(m)),
    tagStart,
    gameTags: Int32Array.from(gameTags),
  };
}

/** Normalised text without its spaces. */
export const compact = (normalised: string): string => normalised.replaceAll(' ', '');
