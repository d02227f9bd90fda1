import { describe, expect, it } from 'vitest';
import { cleanIds, parsePlayerLog, parsePreviousGames, previousSearches, SEARCH_LOG_CAP, serialisePreviousGames, withQuery, withSearchedGame } from './search-log';

describe('the previousGameID cookie', () => {
  it('reads comma-separated ids in order', () => {
    expect(parsePreviousGames('7001,20005, 7003')).toEqual([7001, 20005, 7003]);
  });

  it.each([null, '', 'abc', '%%%', ',,,', '-1,0,1.5,1e3,0x10', '{"a":1}', '99999999999999999999'])('ignores a malformed value (%j)', (cookie) => {
    expect(parsePreviousGames(cookie)).toEqual([]);
  });

  it('keeps the good ids of a partly malformed value', () => {
    expect(parsePreviousGames('x,7001,,abc,7002')).toEqual([7001, 7002]);
  });

  it('drops duplicates, keeping the newest (first) place', () => {
    expect(parsePreviousGames('7001,7002,7001,7003,7002')).toEqual([7001, 7002, 7003]);
  });

  it(`holds at most ${SEARCH_LOG_CAP} ids`, () => {
    const many = Array.from({ length: 30 }, (_, i) => 20000 + i);
    expect(parsePreviousGames(many.join(','))).toEqual(many.slice(0, 20));
    expect(serialisePreviousGames(many).split(',')).toHaveLength(20);
  });
});

describe('withSearchedGame', () => {
  it('puts the id first, once, within the cap', () => {
    expect(withSearchedGame([7002, 7001, 7003], 7001)).toEqual([7001, 7002, 7003]);
    expect(withSearchedGame([], 7001)).toEqual([7001]);
    const full = Array.from({ length: 20 }, (_, i) => 20000 + i);
    const next = withSearchedGame(full, 7001);
    expect(next).toHaveLength(20);
    expect(next[0]).toBe(7001);
    expect(next).not.toContain(20019);
  });
});

describe('withQuery', () => {
  it('keeps trimmed queries newest first, once; an empty query changes nothing', () => {
    expect(withQuery(['gold', 'star'], ' star ')).toEqual(['star', 'gold']);
    expect(withQuery(['gold'], '   ')).toEqual(['gold']);
  });
});

describe("a player's stored log", () => {
  it('reads what was written', () => {
    expect(parsePlayerLog(JSON.stringify({ customerSearch: ['clover'], searchedGameIds: [7001, 7002] }))).toEqual({ customerSearch: ['clover'], searchedGameIds: [7001, 7002] });
  });

  it.each([null, '', 'nope', '[]', '{"customerSearch":"x","searchedGameIds":{"a":1}}', 'null'])('is empty when unreadable (%j)', (json) => {
    expect(parsePlayerLog(json)).toEqual({ customerSearch: [], searchedGameIds: [] });
  });

  it('drops bad entries', () => {
    expect(parsePlayerLog('{"customerSearch":[1,"ok"],"searchedGameIds":[7001,"7002",-3,"x",7001]}')).toEqual({ customerSearch: ['ok'], searchedGameIds: [7001, 7002] });
  });
});

describe('previousSearches', () => {
  it("puts the player's own log first, then the guest cookie's ids, each once", () => {
    expect(previousSearches([7003, 7001], [7001, 7002])).toEqual([7003, 7001, 7002]);
    expect(cleanIds([1, 1, 2])).toEqual([1, 2]);
  });
});
