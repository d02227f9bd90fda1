import { describe, expect, it } from 'vitest';
import type { Game } from '../../client/contracts/catalogue';
import { IDS_ERROR, MAX_TILE_IDS, parseTilesQuery, tilesFor } from './tiles-api';

describe('parseTilesQuery', () => {
  it('reads ids in order, platform and lang', () => {
    expect(parseTilesQuery({ ids: '7002,7001, 7003', platform: 'C', lang: 'fi' }, 'desktop')).toEqual({ ids: [7002, 7001, 7003], platform: 'C', language: 'fi' });
  });

  it('takes the platform from the device and en as the language when absent', () => {
    expect(parseTilesQuery({ ids: '1' }, 'mobile')).toEqual({ ids: [1], platform: 'C', language: 'en' });
    expect(parseTilesQuery({ ids: '1' }, 'desktop')).toMatchObject({ platform: 'W' });
    expect(parseTilesQuery({ ids: '1' }, undefined)).toMatchObject({ platform: 'W' });
  });

  it(`accepts ${MAX_TILE_IDS} ids, not ${MAX_TILE_IDS + 1}`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(parseTilesQuery({ ids: ids(MAX_TILE_IDS) }, 'desktop')).toMatchObject({ ids: expect.any(Array) });
    expect(parseTilesQuery({ ids: ids(MAX_TILE_IDS + 1) }, 'desktop')).toEqual({ error: IDS_ERROR });
  });

  it.each([undefined, '', ' '])('refuses a missing ids (%j)', (ids) => {
    expect(parseTilesQuery({ ids }, 'desktop')).toEqual({ error: IDS_ERROR });
  });

  it.each(['abc', '7001,x', '0', '-1', '1.5', '7001,,7002', '7001,', '01', '1e3', '99999999999999999999'])('refuses ids=%j', (ids) => {
    expect(parseTilesQuery({ ids }, 'desktop')).toEqual({ error: IDS_ERROR });
    expect(IDS_ERROR).toBe('ids must be 1–50 comma-separated positive integers');
  });

  it.each(['X', 'w', ''])('refuses platform=%j', (platform) => {
    expect(parseTilesQuery({ ids: '1', platform }, 'desktop')).toEqual({ error: "platform must be 'W' or 'C'" });
  });

  it('refuses an unknown lang', () => {
    expect(parseTilesQuery({ ids: '1', lang: 'de' }, 'desktop')).toEqual({ error: "lang must be 'en', 'fi' or 'es'" });
  });
});

const game = (id: number, childAppealing = false): Game => ({
  id,
  name: `Game ${id}`,
  provider: 'P',
  subProvider: '',
  childAppealing,
  megaways: false,
  tag: '',
  images: { default: `d${id}.jpg`, webp: `d${id}.webp`, portrait: `p${id}.jpg`, portraitWebp: `p${id}.webp` },
});

describe('tilesFor', () => {
  const byId = new Map([1, 2, 3].map((id) => [id, game(id, id === 3)]));
  const info = (id: number) => (id === 2 ? 'game-two' : null);

  it('keeps the order asked, drops unknown ids, repeats and child-appealing games', () => {
    expect(tilesFor([2, 9, 1, 2, 3], byId, info, false)).toEqual([
      { id: 2, name: 'Game 2', provider: 'P', image: 'd2.jpg', webp: 'd2.webp', tag: '', info: 'game-two' },
      { id: 1, name: 'Game 1', provider: 'P', image: 'd1.jpg', webp: 'd1.webp', tag: '', info: null },
    ]);
  });

  it('keeps child-appealing games when config allows them', () => {
    expect(tilesFor([3, 1], byId, info, true).map((t) => t.id)).toEqual([3, 1]);
  });
});
