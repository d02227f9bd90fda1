import { describe, expect, it } from 'vitest';
import type { SearchGame } from '../contracts/search';
import { createSearchEngine, EXCLUDED_GAME_IDS } from './engine';

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

describe('search engine: what is never listed', () => {
  it('excludes ids 5115, 10418 and 10419 whatever the query', () => {
    expect([...EXCLUDED_GAME_IDS].sort()).toEqual([10418, 10419, 5115]);
    const excluded = [5115, 10418, 10419].map((id) => ({ ...game('Rainbow Riches'), id }));
    const engine = createSearchEngine([...excluded, game('Rainbow Jackpots JPK', 'Barcrest'), game('Other', 'Barcrest')]);
    expect(names(engine.search('rainbow riches'))).not.toContain('Rainbow Riches');
    expect(engine.search('barcrest').map((g) => g.id)).not.toContain(5115);
    expect(names(engine.search('rainbow'))).toEqual(['Rainbow Jackpots JPK']);
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
    return game(name, provider, k % 2 ? sub : '');
  });

  it.each(['lucky clover gold', 'golden rush 12', 'irish & café', 'pragmatic play', 'play n go lucky', 'rainbw riches', 'microgaming pot'])(
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

  it.each(['lucky clover', 'pragmatic play', 'irish & café'])('answers from first characters computed ahead what a fresh search gives (%j)', (query) => {
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
    for (const q of ['g', 'go', 'gold', 'lucky', 'pragmatic', 'rainbw']) {
      const ids = engine.search(q).map((g) => g.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
