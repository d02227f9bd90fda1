import type { Game } from '../../client/contracts/catalogue';

/** A plain game for unit tests of the catalogue rules; override only what a test is about. */
export function testGame(id: number, over: Partial<Game> = {}): Game {
  return {
    id,
    name: `Game ${id}`,
    provider: 'P',
    subProvider: '',
    images: { default: '', webp: '', portrait: '', portraitWebp: '' },
    childAppealing: false,
    megaways: false,
    tag: '',
    ...over,
  };
}
