import { describe, expect, it } from 'vitest';
import type { SearchGame } from '../contracts/search';
import { createSearchEngine, EXCLUDED_GAME_IDS } from './engine';
import { normalise } from './normalise';

let nextId = 1;
const game = (name: string, provider = 'NetEnt', subProvider = ''): SearchGame => {
  const id = nextId++;
  return { id, name, provider, subProvider, image: `/img/${id}.jpg`, webp: `/img/${id}.webp` };
};

const names = (list: readonly SearchGame[]) => list.map((g) => g.name);

describe('search engine: ranking', () => {
  const catalogue = [
    game('Golden Goal Typo'),
    game('The Gold Rush', 'Pragmatic Play'),
    game('Gold Rush Megaways', 'Pragmatic Play'),
    game('Fishin Frenzy', 'Goldline Studios'),
    game('Marigold Garden'),
    game('Gold'),
    game('Gol Nuggets'),
  ];
  const engine = createSearchEngine(catalogue);

  it('lists exact, then prefix, then word prefix, then provider, then mid-word, then typo matches', () => {
    expect(names(engine.search('gold'))).toEqual([
      'Gold', // exact
      'Golden Goal Typo', // prefix (shorter name first)
      'Gold Rush Megaways', // prefix
      'The Gold Rush', // word prefix
      'Fishin Frenzy', // provider (Goldline Studios)
      'Marigold Garden', // inside a word
      'Gol Nuggets', // one letter short
    ]);
  });

  it('ranks a provider query above names that only contain it', () => {
    expect(names(engine.search('pragmatic'))).toEqual(['The Gold Rush', 'Gold Rush Megaways']);
  });

  it('matches the words of a query in any order, and across name and provider', () => {
    // Both names hold both words: the shorter comes first. Looser (typo) matches may follow.
    expect(names(engine.search('rush gold')).slice(0, 2)).toEqual(['The Gold Rush', 'Gold Rush Megaways']);
    expect(names(engine.search('megaways pragmatic'))[0]).toBe('Gold Rush Megaways');
    expect(names(engine.search('frenzy goldline'))[0]).toBe('Fishin Frenzy');
  });

  it('matches sub-providers like providers', () => {
    const sub = createSearchEngine([game('Shamrock Fortune', 'Relax Gaming', 'Hacksaw Gaming'), game('Other', 'Relax Gaming')]);
    expect(names(sub.search('hacksaw'))).toEqual(['Shamrock Fortune']);
    expect(names(sub.search('relax'))).toEqual(['Shamrock Fortune', 'Other']);
  });
});

describe('search engine: themes and categories (docs/decisions/041)', () => {
  const tagged = (name: string, tags: string[], provider = 'Blueprint Gaming'): SearchGame => ({ ...game(name, provider), tags });
  const catalogue = [
    tagged('Rainbow Riches', ['irish', 'classic', 'popular'], 'Barcrest'),
    tagged('Fishin Frenzy The Big Catch JPK', ['fish', 'jackpots', 'jackpot-king']),
    tagged('Pot of Gold JPK', ['irish', 'jackpots', 'jackpot-king']),
    tagged('Eye of Horus', ['egypt']),
    tagged('Wild Irish Jackpot JPK', ['irish', 'jackpots', 'jackpot-king']),
    tagged('Lucky Shamrock Hold and Win', ['irish', 'jackpots'], 'Playson'),
    tagged('Jackpot Jester', [], 'NextGen'),
    tagged('Leprechaun Goes Egypt', ['irish', 'egypt'], "Play'n GO"),
    tagged('Hot Sevens', ['classic', 'fruit'], 'Wazdan'),
    tagged('Book of Ra', ['egypt'], 'Greentube'),
    tagged('Fruit Shop', ['fruit'], 'NetEnt'),
    tagged('Lightning Roulette', ['live', 'roulette'], 'Evolution'),
    tagged('Speed Blackjack', ['live', 'blackjack'], 'Evolution'),
    tagged('European Roulette', ['table', 'roulette'], 'NetEnt'),
    tagged('Irish Live Roulette', ['irish', 'live', 'roulette'], 'Evolution'),
    tagged('Gonzo Quest', ['adventure', 'some-tag-of-a-later-build'], 'NetEnt'),
  ];
  const engine = createSearchEngine(catalogue);

  it("lists a theme's games after every game whose name holds the word, in catalogue order", () => {
    expect(names(engine.search('egypt'))).toEqual(['Leprechaun Goes Egypt', 'Eye of Horus', 'Book of Ra']);
    expect(names(engine.search('fruit'))).toEqual(['Fruit Shop', 'Hot Sevens']);
    expect(names(engine.search('irish'))).toEqual([
      'Irish Live Roulette', // name prefix
      'Wild Irish Jackpot JPK', // a word of the name
      'Rainbow Riches', // the Irish theme, in catalogue order
      'Pot of Gold JPK',
      'Lucky Shamrock Hold and Win',
      'Leprechaun Goes Egypt',
    ]);
  });

  it("'jackpot' finds every jackpot game, not only the names that say so; 'jackpot king' the Jackpot King games", () => {
    expect(names(engine.search('jackpot'))).toEqual([
      'Jackpot Jester',
      'Wild Irish Jackpot JPK',
      'Fishin Frenzy The Big Catch JPK',
      'Pot of Gold JPK',
      'Lucky Shamrock Hold and Win',
    ]);
    expect(names(engine.search('jackpot king')).slice(0, 3)).toEqual(['Fishin Frenzy The Big Catch JPK', 'Pot of Gold JPK', 'Wild Irish Jackpot JPK']);
    expect(names(engine.search('Jackpot King'))).not.toContain('Lucky Shamrock Hold and Win');
  });

  it("matches categories: 'roulette' lists every roulette table, 'live roulette' the live ones, 'blackjack' the live blackjack", () => {
    expect(names(engine.search('roulette')).sort()).toEqual(['European Roulette', 'Irish Live Roulette', 'Lightning Roulette']);
    // Two exact matches: the typo pass may add names like them after (European Roulette), never before.
    expect(names(engine.search('live roulette')).slice(0, 2)).toEqual(['Irish Live Roulette', 'Lightning Roulette']);
    expect(names(engine.search('live'))).toEqual(['Irish Live Roulette', 'Lightning Roulette', 'Speed Blackjack']);
    expect(names(engine.search('blackjack'))).toEqual(['Speed Blackjack']);
  });

  it('knows the Finnish and Spanish names of the categories and themes, accents or not', () => {
    expect(names(engine.search('ruleta')).sort()).toEqual(['European Roulette', 'Irish Live Roulette', 'Lightning Roulette']);
    expect(names(engine.search('ruletti')).sort()).toEqual(['European Roulette', 'Irish Live Roulette', 'Lightning Roulette']);
    expect(names(engine.search('casino en vivo'))).toEqual(['Lightning Roulette', 'Speed Blackjack', 'Irish Live Roulette']);
    expect(names(engine.search('ruleta en vivo'))).toEqual(['Lightning Roulette', 'Irish Live Roulette']);
    expect(names(engine.search('hedelmä'))).toEqual(['Hot Sevens', 'Fruit Shop']);
    expect(names(engine.search('frutas'))).toEqual(['Hot Sevens', 'Fruit Shop']);
    expect(names(engine.search('egipto'))).toEqual(['Eye of Horus', 'Leprechaun Goes Egypt', 'Book of Ra']);
    expect(names(engine.search('Jättipotit'))).toEqual(names(engine.search('jattipotit')));
    expect(names(engine.search('jattipotit'))).toHaveLength(4);
    expect(names(engine.search('botes'))).toHaveLength(4);
  });

  it("matches a theme's words from their start: 'egy' finds Egypt; 'king' no Jackpot King game, 'de' no 'juegos de mesa'", () => {
    expect(names(engine.search('egy'))).toEqual(['Leprechaun Goes Egypt', 'Eye of Horus', 'Book of Ra']);
    const small = createSearchEngine([tagged('Pot of Gold JPK', ['jackpot-king'], 'Zeta'), tagged('European Roulette', ['table'], 'Zeta')]);
    expect(names(small.search('jackpot k'))).toEqual(['Pot of Gold JPK']);
    expect(names(small.search('king'))).toEqual([]);
    expect(names(small.search('mesa'))).toEqual(['European Roulette']);
    expect(names(small.search('de'))).toEqual([]);
    // A key this build has no words for matches nothing (a newer worker may send tags an older page does not know).
    expect(names(engine.search('some tag of a later build'))).not.toContain('Gonzo Quest');
  });

  it('finds a theme or category word despite a typo', () => {
    expect(names(engine.search('rulette')).sort()).toEqual(['European Roulette', 'Irish Live Roulette', 'Lightning Roulette']);
    expect(names(engine.search('blackjak'))).toContain('Speed Blackjack');
  });

  it("finds Rainbow Riches by its name first: a theme's games never come before a name that matches", () => {
    expect(names(engine.search('rainbow riches'))[0]).toBe('Rainbow Riches');
    expect(names(engine.search('classic'))).toEqual(['Rainbow Riches', 'Hot Sevens']);
    for (const q of ['egypt', 'fruit', 'irish', 'jackpot', 'roulette', 'live']) {
      const list = engine.search(q);
      const byName = list.map((g) => normalise(g.name).includes(q));
      expect(byName.indexOf(false) === -1 || byName.lastIndexOf(true) < byName.indexOf(false), q).toBe(true);
    }
  });
});

describe('search engine: what is never listed', () => {
  it('excludes ids 5115, 10418 and 10419 whatever the query', () => {
    expect([...EXCLUDED_GAME_IDS].sort()).toEqual([10418, 10419, 5115]);
    const excluded = [5115, 10418, 10419].map((id) => ({ ...game('Rainbow Riches'), id }));
    const engine = createSearchEngine([...excluded, game('Rainbow Jackpots JPK', 'Barcrest'), game('Other', 'Barcrest')]);
    expect(names(engine.search('rainbow riches'))).not.toContain('Rainbow Riches');
    expect(engine.search('barcrest').map((g) => g.id)).not.toContain(5115);
    expect(names(engine.search('rainbow'))).toEqual(['Rainbow Jackpots JPK']);
  });

  it('excludes them from theme and category matches too', () => {
    const wheel = { ...game('Daily Prize Wheel', 'Pariplay'), id: 5115, tags: ['irish', 'popular'] };
    const engine = createSearchEngine([wheel, { ...game('Rainbow Riches', 'Barcrest'), tags: ['irish', 'popular'] }, game('Other')]);
    expect(names(engine.search('irish'))).toEqual(['Rainbow Riches']);
    expect(names(engine.search('popular'))).toEqual(['Rainbow Riches']);
    expect(names(engine.search('wheel'))).toEqual([]);
  });

  it('finds nothing in a catalogue of one game or none', () => {
    expect(createSearchEngine([game('Lucky Clover')]).search('lucky clover')).toEqual([]);
    expect(createSearchEngine([]).search('lucky')).toEqual([]);
  });

  it('returns an empty list for an empty or blank query', () => {
    const engine = createSearchEngine([game('Lucky Clover'), game('Clover Gold')]);
    for (const q of ['', ' ', '\t \n', "'", '?!']) expect(engine.search(q)).toEqual([]);
  });
});

describe('search engine: normalised text', () => {
  const engine = createSearchEngine([
    game('Salon Privé Baccarat', 'Evolution'),
    game("Finn's Golden Tavern"),
    game('Leprechaun Goes Wild', "Play'n GO"),
    game('Finn and the Swirly Spin'),
    game('Cats & Dogs'),
  ]);

  it('ignores case and accents, both ways', () => {
    expect(names(engine.search('PRIVE'))).toEqual(['Salon Privé Baccarat']);
    expect(names(engine.search('salon privé'))).toEqual(['Salon Privé Baccarat']);
  });

  it('drops apostrophes, whichever quote is typed', () => {
    expect(names(engine.search('finns'))[0]).toBe("Finn's Golden Tavern");
    expect(names(engine.search('finn’s golden'))).toEqual(["Finn's Golden Tavern"]);
    expect(names(engine.search("play'n go"))).toEqual(['Leprechaun Goes Wild']);
    expect(names(engine.search('playn go'))).toEqual(['Leprechaun Goes Wild']);
    expect(names(engine.search('play n go'))).toEqual(['Leprechaun Goes Wild']); // spaces aside
  });

  it("treats '&' and 'and' alike", () => {
    expect(names(engine.search('finn & the'))).toEqual(['Finn and the Swirly Spin']);
    expect(names(engine.search('cats and dogs'))).toEqual(['Cats & Dogs']);
  });
});

describe('search engine: typos', () => {
  const catalogue = [
    game('Lucky Clover Gold', 'Blueprint Gaming'),
    game('Leprechaun Goes Egypt', "Play'n GO"),
    game('Shamrock Holmes Megaways', 'Games Global', 'Stormcraft Studios'),
    game('Emerald Isle', 'Games Global', 'Microgaming'),
    game('Celtic Crown', 'IGT'),
    game('Irish Pot Luck', 'Games Global', 'Gameburger Studios'),
  ];
  const engine = createSearchEngine(catalogue);

  it.each([
    ['a dropped letter', 'Lucky Clover Gld', 'Lucky Clover Gold'],
    ['a dropped letter', 'Leprechun Goes Egypt', 'Leprechaun Goes Egypt'],
    ['two letters swapped', 'Shamrock Hlomes Megaways', 'Shamrock Holmes Megaways'],
    ['two letters swapped', 'Emreald Isle', 'Emerald Isle'],
    ['a letter replaced', 'Celtic Crowm', 'Celtic Crown'],
    ['a letter replaced', 'Irish Pot Lusk', 'Irish Pot Luck'],
    ['a typo in a provider', 'blueprnt gaming', 'Lucky Clover Gold'],
  ])('finds the game despite %s (%j)', (_kind, query, name) => {
    expect(names(engine.search(query))[0]).toBe(name);
  });
});

describe('search engine: incremental narrowing', () => {
  // Enough games, and alike enough, for the n-gram candidates, the provider groups and the typo pass all to work.
  const words = ['Gold', 'Golden', 'Lucky', 'Clover', 'Rush', 'Riches', 'Irish', 'Luck', 'Pot', 'Of', 'The', 'Rainbow', 'Café'];
  const providers: [string, string][] = [['Pragmatic Play', ''], ['Games Global', 'Microgaming'], ["Play'n GO", ''], ['Relax Gaming', 'Peter & Sons']];
  const catalogue = Array.from({ length: 400 }, (_, k) => {
    const name = [words[k % 13]!, words[(k * 7 + 3) % 13]!, k % 3 === 0 ? words[(k * 5 + 1) % 13]! : `${k}`].join(k % 4 === 0 ? ' & ' : ' ');
    const [provider, sub] = providers[k % providers.length]!;
    // Themes and categories as the worker sends them: some games carry several, most none.
    const tags = [k % 5 === 0 && 'egypt', k % 7 === 0 && 'live', k % 14 === 0 && 'roulette', k % 11 === 0 && 'jackpots', k % 22 === 0 && 'jackpot-king', k % 3 === 1 && 'irish'];
    return { ...game(name, provider, k % 2 ? sub : ''), tags: tags.filter((t): t is string => t !== false) };
  });

  it.each([
    'lucky clover gold',
    'golden rush 12',
    'irish & café',
    'pragmatic play',
    'play n go lucky',
    'rainbw riches',
    'microgaming pot',
    'jackpot king',
    'live roulette',
    'ruleta en vivo',
    'egypt gold',
    'irish luck',
    'rulette',
  ])(
    'gives, keystroke by keystroke, what a fresh search gives (%j)',
    (query) => {
      const typing = createSearchEngine(catalogue);
      for (let k = 1; k <= query.length; k++) {
        const prefix = query.slice(0, k);
        expect(typing.search(prefix), prefix).toEqual(createSearchEngine(catalogue).search(prefix));
      }
      // Deleting back narrows from remembered queries too.
      for (let k = query.length - 1; k >= 1; k--) {
        const prefix = query.slice(0, k);
        expect(typing.search(prefix), prefix).toEqual(createSearchEngine(catalogue).search(prefix));
      }
    },
  );

  it.each(['lucky clover', 'pragmatic play', 'irish & café', 'jackpot king', 'live roulette'])('answers from first characters computed ahead what a fresh search gives (%j)', (query) => {
    const primed = createSearchEngine(catalogue);
    for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789') primed.precompute(c);
    primed.precompute('lu'); // only one-character queries are computed ahead; longer ones are not, and change nothing
    for (let k = 1; k <= query.length; k++) {
      const prefix = query.slice(0, k);
      expect(primed.search(prefix), prefix).toEqual(createSearchEngine(catalogue).search(prefix));
    }
    expect(primed.search(query[0]!.toUpperCase())).toBe(primed.search(query[0]!)); // the kept answer, not a new one
  });

  it('lists each game at most once', () => {
    const engine = createSearchEngine(catalogue);
    for (const q of ['g', 'go', 'gold', 'lucky', 'pragmatic', 'rainbw', 'irish', 'jackpot', 'live roulette', 'rulette']) {
      const ids = engine.search(q).map((g) => g.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
