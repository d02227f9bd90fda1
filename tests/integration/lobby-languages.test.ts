import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyData } from '../../client/contracts/page-data';
import type { PagePayload } from '../../client/contracts/payload';
import { startWorker, type TestWorker } from '../support/worker';

// Issue 15: the lobby's tabs, rail titles and headings in the visitor's language (the catalogue stays English).
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const data = async (path: string) => ((await (await worker.fetch(`/_data${path}`)).json()) as PagePayload & { data: LobbyData }).data;

/** English labels of the lobby that must not be left on a Finnish or Spanish page. */
const ENGLISH = ['Casino', 'Live Casino', 'Featured Games', 'New', 'Slots', 'Jackpots', 'Classic', 'Table Games', 'All Games', 'Roulette', 'Top Picks', 'Irish Favourites', 'Big Wins', 'Live Tables'];
const SAME_WORD: Record<string, string[]> = { fi: [], es: ['Casino'] };

describe.each([
  ['fi', ['Kolikkopelit', 'Uudet', 'Kaikki pelit', 'Pöytäpelit', 'Ruletti'], ['Parhaat valinnat', 'Irlantilaiset suosikit']],
  ['es', ['Tragamonedas', 'Nuevos', 'Todos los juegos', 'Juegos de mesa', 'Ruleta'], ['Nuestra selección', 'Favoritos irlandeses']],
])('/%s/ lobby', (prefix, tabs, rails) => {
  it('tabs and rail titles are in its language', async () => {
    const d = await data(`/${prefix}/`);
    const tabNames = d.tabs.map((t) => t.name);
    const railNames = d.rails.map((r) => r.name);
    expect(tabNames).toEqual(expect.arrayContaining(tabs));
    expect(railNames).toEqual(expect.arrayContaining(rails));
    const left = [...tabNames, ...railNames].filter((n) => ENGLISH.includes(n) && !SAME_WORD[prefix]!.includes(n));
    expect(left).toEqual([]);
  });

  it('a tab page has its heading in its language', async () => {
    expect((await data(`/${prefix}/table-games/`)).heading).toBe(tabs[3]);
    expect((await data(`/${prefix}/roulette/`)).heading).toBe(tabs[4]);
    expect((await data(`/${prefix}/slots/`)).heading).toBe(tabs[0]);
  });
});

it('the English sites keep the English labels', async () => {
  const d = await data('/en-ie/');
  expect(d.tabs.map((t) => t.name)).toEqual(expect.arrayContaining(['Slots', 'Table Games', 'All Games']));
  expect(d.rails.map((r) => r.name)).toContain('Irish Favourites');
});

it.each([
  ['fi', 'Käyttöehdot', 'Vastuullinen pelaaminen'],
  ['es', 'Términos y condiciones', 'Juego responsable'],
])('/%s/ info pages are titled in its language', async (prefix, terms, responsible) => {
  const html = await (await worker.fetch(`/${prefix}/info/terms/`)).text();
  expect(html).toContain(`<title>${terms} | Shamrock Spins</title>`);
  const list = ((await (await worker.fetch(`/_data/${prefix}/info/`)).json()) as { data: { links: { label: string }[] } }).data.links.map((l) => l.label);
  expect(list).toContain(responsible);
  expect(list).not.toContain('Responsible Gambling');
});
