import { renderToStaticMarkup } from 'react-dom/server';
import { proxy } from 'valtio';
import { describe, expect, it } from 'vitest';
import { jackpot, snapshotOf, table } from '../../tests/support/live-fixtures';
import { LocaleProvider } from '../components/use-i18n';
import type { LobbyData, TileGame } from '../contracts/page-data';
import type { LocaleId } from '../../i18n/locales';
import { StoresProvider, type Stores } from '../state/context';
import LiveLobbyPage from './live-lobby-page';

const game = (id: number, name: string): TileGame => ({ id, name, provider: 'Live Studio', image: `/a/${id}.jpg`, webp: `/a/${id}.webp`, tag: '', info: null });
const GAMES = [game(7101, 'Lightning Roulette'), game(7102, 'Blackjack A'), game(7103, 'Speed Baccarat'), game(7104, 'Quiet Table')];

function page(live: LobbyData['live'], locale: LocaleId = 'en'): string {
  const data: LobbyData = {
    heading: 'Live Casino',
    intro: '',
    tabs: [],
    rails: [],
    grid: { games: GAMES, page: 1, pageCount: 1, total: GAMES.length, nextHref: null, status: 'Page 1 of 1 · 3 games' },
    letters: [],
    unavailable: false,
    ...(live ? { live } : {}),
  };
  const stores = { account: proxy({ isLoggedIn: false, favouriteGames: [] }) } as unknown as Stores;
  return renderToStaticMarkup(
    <StoresProvider stores={stores}>
      <LocaleProvider locale={locale}>
        <LiveLobbyPage data={data} params={{}} />
      </LocaleProvider>
    </StoresProvider>,
  );
}
const card = (html: string, id: number) => html.slice(html.indexOf(`data-table="${id}"`), html.indexOf('</article>', html.indexOf(`data-table="${id}"`)));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ').trim();

describe('the live lobby’s server render', () => {
  const snapshot = snapshotOf(
    [
      table('7101', { results: [{ value: '32', colour: 'red' }, { value: '0', colour: 'green' }, { value: '17', colour: null }] }),
      table('7102', { type: 'blackjack', seats: { taken: 5, total: 7 }, players: null, bet: { min: 5, max: 2500, currency: 'GBP' }, results: [] }),
      table('7103', { type: 'baccarat', open: false, dealer: null, results: ['B', 'P', 'T'].map((value) => ({ value, colour: null })) }),
    ],
    [],
    { feedAt: '2026-12-06T02:00:00.000Z' },
  );

  it('draws each game with a table as its card: status, dealer, bet range in the currency, seats, last results', () => {
    const html = page({ topic: 'tables', snapshot });
    const roulette = card(html, 7101);
    expect(text(roulette)).toContain('Open');
    expect(text(roulette)).toContain('Dealer: Anna');
    // Limits as lobbies write them: whole amounts without cents.
    expect(text(roulette)).toMatch(/Bet £0\.20 – £5,000(?![.\d])/);
    expect(text(roulette)).toContain('120 players');
    expect(roulette).toMatch(/result-chip--red[^>]*>32</);
    expect(roulette).toMatch(/result-chip--green[^>]*>0</);
    // The feed sent no colour: the wheel's is used.
    expect(roulette).toMatch(/result-chip--black[^>]*>17</);
    expect(text(roulette)).toContain('Last results: 32 red, 0 green, 17 black');
    const blackjack = card(html, 7102);
    expect(text(blackjack)).toContain('Seats 5/7');
    expect(text(blackjack)).toMatch(/Bet £5 – £2,500(?![.\d])/);
    expect(blackjack.match(/seat seat--taken/g)).toHaveLength(5);
    const baccarat = card(html, 7103);
    expect(text(baccarat)).toContain('Closed');
    expect(text(baccarat)).toContain('Dealer changing');
    expect(baccarat).toMatch(/bead bead--T[^>]*>T<\/li><li class="bead bead--P"[^>]*>P<\/li><li class="bead bead--B"/);
    expect(text(baccarat)).toContain('Last results: Banker, Player, Tie');
    // A closed table's Play holds its place but cannot be tapped; an open one's can.
    expect(baccarat).toMatch(/<button[^>]*disabled=""[^>]*class="button button--primary live-card__play"|<button[^>]*class="button button--primary live-card__play"[^>]*disabled=""/);
    expect(roulette).not.toMatch(/<button[^>]*disabled/);
  });

  it('draws a game the snapshot has no table for as a card without live data, of the same lines', () => {
    const html = page({ topic: 'tables', snapshot });
    const quiet = card(html, 7104);
    expect(quiet).toContain('data-status="none"');
    expect(text(quiet)).toContain('No live data');
    expect(quiet.match(/live-card__line/g)).toHaveLength(3);
    expect(card(html, 7101).match(/live-card__line/g)).toHaveLength(3);
  });

  it('says the figures’ age, not “Live”, before its socket has confirmed them', () => {
    const html = page({ topic: 'tables', snapshot });
    expect(html).toContain('data-live-age="updated"');
    expect(html).toContain('<time dateTime="2026-12-06T02:00:00.000Z">Updated 02:00</time>');
    expect(html).toContain('>Summarise tables</button>');
    // The live region is empty until asked: no stream for a screen reader.
    expect(html).toMatch(/<p class="live-bar__summary" role="status"><\/p>/);
  });

  it('without a snapshot draws every game’s card without live data', () => {
    const html = page({ topic: 'tables', snapshot: null });
    for (const g of GAMES) expect(card(html, g.id)).toContain('data-status="none"');
    expect(html).toContain('data-live-age="none"');
  });

  it('draws Jackpot King’s jackpots over its tiles', () => {
    const html = page({ topic: 'jackpots', snapshot: snapshotOf([], [jackpot('jk-mega', 1234567.89), { ...jackpot('jk-mini', 150), lastWon: { amount: 98.5, at: '2026-12-06T01:00:00.000Z' } }]) });
    expect(text(html)).toContain('Jackpot jk-mega £1,234,567.89');
    expect(text(html)).toContain('Last won £98.50');
    expect(html).toContain('>Summarise jackpots</button>');
    expect(html).not.toContain('live-card');
    expect(html.match(/class="tile tile--default"/g)).toHaveLength(GAMES.length);
  });

  it('speaks Finnish and Spanish', () => {
    expect(text(page({ topic: 'tables', snapshot }, 'fi'))).toContain('Jakaja: Anna');
    expect(text(page({ topic: 'tables', snapshot: null }, 'es'))).toContain('Sin datos en vivo');
  });
});
