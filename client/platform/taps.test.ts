import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../contracts/site';
import { createAccountState } from '../state/account';
import { createAppState } from '../state/app';
import { createGamesState } from '../state/games';
import { createPlatformState } from '../state/platform';

const site = { country: 'GB', device: 'desktop', currency: 'GBP', regulation: 'GB' } as SiteContext;
const stores = () => ({ platform: createPlatformState(), app: createAppState(site), account: createAccountState(site), games: createGamesState() });
const button = () => {
  const attrs = new Map<string, string>();
  const classes = new Set<string>();
  return {
    setAttribute: (k: string, v: string) => attrs.set(k, v),
    removeAttribute: (k: string) => attrs.delete(k),
    classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
    get busy() {
      return attrs.get('aria-busy') === 'true' && classes.has('is-pending');
    },
  } as unknown as Element & { busy: boolean };
};
const GAME = { id: 7, name: 'Lucky Clover Gold', provider: 'Demo' };

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('./actions');
  vi.restoreAllMocks();
});

describe('the first screen’s platform taps (issue 53: the actions are a lazy chunk)', () => {
  it('show the tapped button pending until the actions are in, then run the action with the same arguments', async () => {
    const seen: { name: string; busy: boolean; args: unknown[] }[] = [];
    const record =
      (name: string) =>
      (...args: unknown[]) =>
        seen.push({ name, busy: (args.find((a) => a && typeof a === 'object' && 'busy' in a) as { busy: boolean } | undefined)?.busy ?? false, args });
    vi.doMock('./actions', () => ({ openWidget: record('openWidget'), openDepositLimits: record('openDepositLimits'), playGame: record('playGame'), toggleFavourite: record('toggleFavourite') }));
    const taps = await import('./taps');
    const s = stores();
    const login = button();
    taps.openWidget(s, 'login', undefined, login);
    expect(login.busy).toBe(true);
    const play = button();
    taps.playGame(s, GAME, { inGameChange: true }, play);
    taps.openDepositLimits(s, 'home', null);
    taps.toggleFavourite(s, 7);
    expect(seen).toEqual([]);
    await vi.dynamicImportSettled();
    // In the order tapped, each with its button no longer pending: the action shows it again while it waits.
    expect(seen.map((c) => [c.name, c.busy])).toEqual([
      ['openWidget', false],
      ['playGame', false],
      ['openDepositLimits', false],
      ['toggleFavourite', false],
    ]);
    expect(seen[0]!.args).toEqual([s, 'login', undefined, login]);
    expect(seen[1]!.args).toEqual([s, GAME, { inGameChange: true }, play]);
    expect(seen[2]!.args).toEqual([s, 'home', null]);
    expect(seen[3]!.args).toEqual([s, 7]);
    expect(login.busy).toBe(false);
  });

  it('tell the player the platform is unavailable when the actions cannot load, and clear the pending state', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.doMock('./actions', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const taps = await import('./taps');
    const s = stores();
    const join = button();
    taps.openWidget(s, 'registration', undefined, join);
    expect(join.busy).toBe(true);
    await vi.waitFor(() => expect(s.platform.unavailableNotices).toBe(1));
    expect(join.busy).toBe(false);
  });
});
