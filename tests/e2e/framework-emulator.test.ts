import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, withPage, type TestPage } from '../support/browser';
import { axe, EMULATOR_WIDGETS as WIDGETS, emulatorClient, events, INIT, startBlankPageServer, type BlankPageServer } from './framework-support';

/**
 * The widget framework emulator on its own, without the site: a blank page on a second loopback origin (as the site
 * is) loads {emulator}/platform/framework.js and drives window.CasinoPlatform as decision 009 describes it.
 */
const emulatorCall = emulatorClient(inject('emulatorUrl'));

let browser: Browser;
let server: BlankPageServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startBlankPageServer(inject('emulatorUrl'));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  await emulatorCall('/__emulator/framework', 'DELETE');
});

async function open(t: TestPage): Promise<Page> {
  await t.page.goto(server.url);
  return t.page;
}

describe('widget framework emulator in Chromium', () => {
  it('init emits platformReady and is logged with its options', async () => {
    await withPage(browser, DESKTOP, false, async (t) => {
      const page = await open(t);
      await page.evaluate((o) => (window as unknown as { CasinoPlatform: { init(o: unknown): void } }).CasinoPlatform.init(o), INIT);
      await expect.poll(() => events(page, 'platformReady')).toHaveLength(1);
      await expect.poll(async () => ((await emulatorCall('/__emulator/framework/calls')) as { method: string; args: unknown[] }[]).find((c) => c.method === 'init')?.args).toEqual([INIT]);
    });
  });

  it('logs in through the login widget, deposits, and keeps the session over a reload', async () => {
    await withPage(browser, DESKTOP, false, async (t) => {
      const page = await open(t);
      await page.click('#opener');
      await page.evaluate(() => (window as unknown as { CasinoPlatform: { openWidget(n: string): void } }).CasinoPlatform.openWidget('login'));
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('cpf-login-username');
      expect(await axe(page)).toEqual([]);

      await dialog.getByLabel('Username').fill('player-gb');
      await dialog.getByLabel('Password').fill('wrong');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Wrong username or password.');
      // Chromium logs the expected 401 as a console error; exactly that one is allowed.
      const refused = t.errors.filter((e) => e.includes('status of 401'));
      expect(refused).toHaveLength(1);
      t.errors.splice(t.errors.indexOf(refused[0]!), 1);

      await dialog.getByLabel('Password').fill('demo');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('opener');
      expect(await events(page, 'sessionChanged')).toEqual([{ isLoggedIn: true, details: expect.objectContaining({ PlayerID: 'P-1001', CurrencyCode: 'GBP' }) }]);
      expect(await events(page, 'balanceUpdated')).toEqual([{ Balance: 250, BonusBalance: 20, DisplayBalance: '£270.00', DisplayRealBalance: '£250.00', DisplayBonusBalance: '£20.00' }]);
      expect(await page.evaluate(() => (window as unknown as { CasinoPlatform: { bonusCount: number } }).CasinoPlatform.bonusCount)).toBe(3);

      await page.evaluate(() => (window as unknown as { CasinoPlatform: { openWidget(n: string): void } }).CasinoPlatform.openWidget('deposit'));
      const deposit = page.getByRole('dialog', { name: 'Deposit' });
      await deposit.getByLabel('Amount').fill('20');
      await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect.poll(() => deposit.getByRole('status').textContent()).toContain('£20.00');
      expect(await events(page, 'depositSucceeded')).toEqual([{ amount: 20, currency: 'GBP' }]);
      expect((await events(page, 'balanceUpdated')).at(-1)).toMatchObject({ Balance: 270, DisplayRealBalance: '£270.00' });
      await deposit.getByRole('button', { name: 'Deposit methods help' }).click();
      expect(await events(page, 'pageOpen')).toEqual([{ key: 'HelpDepositMethods', extraInfo: '' }]);
      await page.keyboard.press('Escape');
      await deposit.waitFor({ state: 'detached' });

      await page.reload();
      const status = await page.evaluate(() => (window as unknown as { CasinoPlatform: { getSessionStatus(): Promise<unknown> } }).CasinoPlatform.getSessionStatus());
      expect(status).toMatchObject({ isLoggedIn: true, details: { PlayerName: 'Aoife' } });
      const balance = await page.evaluate(() => (window as unknown as { CasinoPlatform: { getBalance(): Promise<unknown> } }).CasinoPlatform.getBalance());
      expect(balance).toMatchObject({ Balance: 270 });
      const players = (await emulatorCall('/__emulator/framework/players')) as { playerId: string; lastDeposit: unknown }[];
      expect(players.find((p) => p.playerId === 'P-1001')?.lastDeposit).toMatchObject({ amount: 20 });
    });
  });

  it('a widget needing a player shows the login widget when logged out; registration honours marketingOffers', async () => {
    await withPage(browser, DESKTOP, false, async (t) => {
      const page = await open(t);
      await page.evaluate(() => (window as unknown as { CasinoPlatform: { openWidget(n: string): void } }).CasinoPlatform.openWidget('deposit'));
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { CasinoPlatform: { widgetElement(n: string): unknown } }).CasinoPlatform.widgetElement('login') !== null)).toBe(true);
      await page.evaluate(() => (window as unknown as { CasinoPlatform: { openWidget(n: string, o: unknown): void } }).CasinoPlatform.openWidget('registration', { marketingOffers: true }));
      const dialog = page.getByRole('dialog', { name: 'Create account' });
      await dialog.waitFor();
      expect(await page.getByRole('dialog').count()).toBe(1);
      expect(await dialog.getByLabel('Send me marketing offers').isChecked()).toBe(true);
      expect(await axe(page)).toEqual([]);
      await dialog.getByLabel('First name').fill('Nora');
      await dialog.getByLabel('Last name').fill('Byrne');
      await dialog.getByLabel('E-mail').fill('nora@example.com');
      await dialog.getByLabel('Password').fill('secret');
      await dialog.getByLabel('Country').selectOption('IE');
      // RTS 12: registration prompts for a deposit limit (a free-text amount and a period).
      await dialog.getByLabel('Deposit limit amount').fill('30');
      await dialog.getByLabel('Limit period').selectOption('7d');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.waitFor({ state: 'detached' });
      const [registered] = await events(page, 'registrationSucceeded');
      expect(registered).toEqual({ playerId: expect.stringMatching(/^P-\d+$/) });
      expect(await events(page, 'sessionChanged')).toEqual([{ isLoggedIn: true, details: expect.objectContaining({ CurrencyCode: 'EUR' }) }]);
      const calls = (await emulatorCall('/__emulator/framework/calls')) as { method: string; args: unknown[] }[];
      expect(calls.filter((c) => c.method === 'openWidget').map((c) => c.args)).toEqual([['deposit'], ['registration', { marketingOffers: true }]]);
      const players = (await emulatorCall('/__emulator/framework/players')) as { email: string; depositLimit: unknown }[];
      expect(players.find((p) => p.email === 'nora@example.com')?.depositLimit).toMatchObject({ amount: 30, period: '7d' });
    });
  });

  it('every widget is a named modal dialog that passes axe, keeps Tab inside and closes on Esc', async () => {
    const { token } = (await emulatorCall('/platform/api/login', 'POST', { username: 'player-ca', password: 'demo' })) as { token: string };
    await withPage(browser, DESKTOP, false, async (t) => {
      const page = await open(t);
      await page.evaluate((tk) => localStorage.setItem('casino-platform-session', tk), token);
      await page.evaluate(() => (window as unknown as { CasinoPlatform: { getSessionStatus(): Promise<unknown> } }).CasinoPlatform.getSessionStatus());
      for (const name of WIDGETS) {
        await page.evaluate((n) => (window as unknown as { CasinoPlatform: { openWidget(n: string): void } }).CasinoPlatform.openWidget(n), name);
        const dialog = page.locator(`[role=dialog][aria-modal=true][data-cpf-widget="${name}"]`);
        await dialog.waitFor();
        await page.waitForLoadState('networkidle');
        expect(await axe(page), name).toEqual([]);
        for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')), `${name}: focus stays in`).toBe(true);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
    });
  });

  it('loadGame resolves only once the game reports loaded; the slot spins against the balance; closeGame empties the host', async () => {
    const { token } = (await emulatorCall('/platform/api/login', 'POST', { username: 'player-gb', password: 'demo' })) as { token: string };
    await withPage(browser, DESKTOP, false, async (t) => {
      const page = await open(t);
      await page.evaluate((tk) => localStorage.setItem('casino-platform-session', tk), token);
      // The game's balance call is held 800 ms: a loadGame that resolved on inserting the frame would be seen here
      // with the game still checking the balance.
      await page.route('**/platform/api/balance', async (route) => {
        await new Promise((r) => setTimeout(r, 800)); // held: a response held back, not a wait
        await route.continue();
      });
      let atResolve: { heading: number; balance: string | null } | undefined;
      await page.exposeFunction('__gameLoaded', async () => {
        const frame = page.frames().find((f) => f.url().includes('/platform/game/7001'))!;
        atResolve = { heading: await frame.getByRole('heading', { name: 'Lucky Clover Gold' }).count(), balance: await frame.locator('#balance').textContent() };
      });
      const took = await page.evaluate(async () => {
        const host = Object.assign(document.createElement('div'), { id: 'game-host' });
        host.style.cssText = 'width:600px;height:400px';
        document.querySelector('main')!.append(host);
        const started = performance.now();
        await (window as unknown as { CasinoPlatform: { loadGame(id: number, h: HTMLElement): Promise<void> } }).CasinoPlatform.loadGame(7001, host);
        const took = performance.now() - started;
        await (window as unknown as { __gameLoaded(): Promise<void> }).__gameLoaded();
        return took;
      });
      expect(took).toBeGreaterThanOrEqual(800);
      expect(atResolve).toEqual({ heading: 1, balance: 'Balance: £270.00' });
      expect(await page.locator('#game-host iframe').getAttribute('allow')).toBe('fullscreen; autoplay');
      const game = page.frameLocator('#game-host iframe');
      expect(await game.locator('#stake').textContent()).toBe('Stake £1.00');

      await game.getByRole('button', { name: 'Spin' }).click();
      await expect.poll(() => events(page, 'balanceUpdated')).toHaveLength(1);
      const [balance] = (await events(page, 'balanceUpdated')) as { Balance: number; DisplayBalance: string }[];
      expect([249, 251, 269]).toContain(balance!.Balance);
      await expect.poll(() => game.locator('#balance').textContent()).toBe(`Balance: ${balance!.DisplayBalance}`);
      const players = (await emulatorCall('/__emulator/framework/players')) as { playerId: string; realBalance: number }[];
      expect(players.find((p) => p.playerId === 'P-1001')?.realBalance).toBe(balance!.Balance);

      await page.evaluate(() => (window as unknown as { CasinoPlatform: { closeGame(id: number): Promise<void> } }).CasinoPlatform.closeGame(7001));
      expect(await page.locator('#game-host').innerHTML()).toBe('');
      const refused = await page.evaluate(() =>
        (window as unknown as { CasinoPlatform: { loadGame(id: number, h: HTMLElement): Promise<void> } }).CasinoPlatform.loadGame(999999, document.body).then(() => 'loaded', (e: Error) => e.message),
      );
      expect(refused).toBe("Unknown game id '999999'.");
      // Chromium logs the expected 404 as a console error; exactly that one is allowed.
      expect(t.errors.splice(0)).toEqual([expect.stringContaining('status of 404')]);
    });
  });

  it('loadGame rejects after 15 s when the game never reports loaded', async () => {
    await emulatorCall('/__emulator/faults', 'PUT', { prefix: '/platform/game/', mode: '500' });
    try {
      await withPage(browser, DESKTOP, false, async (t) => {
        await t.page.clock.install();
        const page = await open(t);
        await page.evaluate(() => {
          const w = window as unknown as { __load?: string; CasinoPlatform: { loadGame(id: number, h: HTMLElement): Promise<void> } };
          w.__load = 'pending';
          w.CasinoPlatform.loadGame(7001, document.querySelector('main')!).then(
            () => (w.__load = 'loaded'),
            (e: Error) => (w.__load = e.message),
          );
        });
        await page.locator('main iframe').waitFor({ state: 'attached' });
        await expect.poll(() => t.errors.length).toBe(1); // the framed game's 500
        await page.clock.runFor(14_000);
        expect(await page.evaluate(() => (window as unknown as { __load: string }).__load)).toBe('pending');
        await page.clock.runFor(1_000);
        await expect.poll(() => page.evaluate(() => (window as unknown as { __load: string }).__load)).toBe('The game 7001 did not report loaded within 15 s.');
        expect(t.errors.splice(0)).toEqual([expect.stringContaining('status of 500')]);
      });
    } finally {
      await emulatorCall(`/__emulator/faults?prefix=${encodeURIComponent('/platform/game/')}`, 'DELETE');
    }
  });

  it('a session that ends mid-game: the refused spin logs out (sessionChanged) and opens the login widget', async () => {
    const { token } = (await emulatorCall('/platform/api/login', 'POST', { username: 'player-ca', password: 'demo' })) as { token: string };
    await withPage(browser, DESKTOP, false, async (t) => {
      const page = await open(t);
      await page.evaluate((tk) => localStorage.setItem('casino-platform-session', tk), token);
      await page.evaluate(() => (window as unknown as { CasinoPlatform: { getSessionStatus(): Promise<unknown> } }).CasinoPlatform.getSessionStatus());
      await page.evaluate(() => (window as unknown as { CasinoPlatform: { loadGame(id: number, h: HTMLElement): Promise<void> } }).CasinoPlatform.loadGame(7001, document.querySelector('main')!));
      const game = page.frameLocator('main iframe');
      expect(await game.locator('#balance').textContent()).toBe('Balance: $270.00');
      expect(await game.locator('#stake').textContent()).toBe('Stake $1.00');

      await emulatorCall('/__emulator/framework/sessions', 'DELETE');
      await game.getByRole('button', { name: 'Spin' }).click();
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      expect(await events(page, 'sessionChanged')).toEqual([{ isLoggedIn: false }]);
      expect(await events(page, 'balanceUpdated')).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('casino-platform-session'))).toBeNull();
      expect(await game.getByRole('status').textContent()).toBe('Your session has expired. Please log in again.');
      const players = (await emulatorCall('/__emulator/framework/players')) as { playerId: string; realBalance: number }[];
      expect(players.find((p) => p.playerId === 'P-1002')?.realBalance).toBe(250);
      // Chromium logs the expected 401 as a console error; exactly that one is allowed.
      expect(t.errors.splice(0)).toEqual([expect.stringContaining('status of 401')]);
    });
  });

  it('a spin without a session likewise says logged out and opens the login widget', async () => {
    await withPage(browser, DESKTOP, false, async (t) => {
      const page = await open(t);
      await page.evaluate(() => (window as unknown as { CasinoPlatform: { loadGame(id: number, h: HTMLElement): Promise<void> } }).CasinoPlatform.loadGame(7002, document.querySelector('main')!));
      const game = page.frameLocator('main iframe');
      expect(await game.locator('#balance').textContent()).toBe('Balance: log in to play');
      await game.getByRole('button', { name: 'Spin' }).click();
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      expect(await events(page, 'sessionChanged')).toEqual([{ isLoggedIn: false }]);
      expect(t.errors.splice(0)).toEqual([expect.stringContaining('status of 401')]);
    });
  });

  it('believes game messages only from a frame it made, at its own origin', async () => {
    const { token } = (await emulatorCall('/platform/api/login', 'POST', { username: 'player-gb', password: 'demo' })) as { token: string };
    await withPage(browser, DESKTOP, false, async (t) => {
      const page = await open(t);
      await page.evaluate((tk) => localStorage.setItem('casino-platform-session', tk), token);
      // loadGame's own frame is held back 1.5 s, so within that time only a stranger could settle it.
      await page.route('**/platform/game/7001', async (route) => {
        await new Promise((r) => setTimeout(r, 1500)); // held: a response held back, not a wait
        await route.continue();
      });
      const state = await page.evaluate(async (emulator) => {
        const w = window as unknown as { CasinoPlatform: { loadGame(id: number, h: HTMLElement): Promise<void> } };
        let settled = 'pending';
        const host = document.createElement('div');
        document.querySelector('main')!.append(host);
        const loading = w.CasinoPlatform.loadGame(7001, host).then(() => (settled = 'loaded'));
        // The page itself (another origin), and a frame of the emulator's origin that loadGame did not make (it posts
        // cpf-loaded as it runs, before its load event).
        window.postMessage({ type: 'cpf-session-expired' }, '*');
        window.postMessage({ type: 'cpf-loaded' }, '*');
        window.postMessage({ type: 'cpf-balance', balance: { real: 1, bonus: 0, currency: 'GBP' } }, '*');
        const stranger = Object.assign(document.createElement('iframe'), { src: `${emulator}/platform/game/7003`, title: 'stranger' });
        await new Promise((r) => {
          stranger.onload = r;
          document.body.append(stranger);
        });
        await new Promise((r) => setTimeout(r, 100));
        const early = settled;
        await loading;
        return { early, late: settled, token: localStorage.getItem('casino-platform-session') };
      }, inject('emulatorUrl'));
      expect(state.token).toBe(token);
      expect(await events(page, 'sessionChanged')).toEqual([]);
      expect(await events(page, 'balanceUpdated')).toEqual([]);
      expect(state).toMatchObject({ early: 'pending', late: 'loaded' });
    });
  });

  it('an expired session is noticed on the next call: sessionChanged logged out, no balance', async () => {
    const { token } = (await emulatorCall('/platform/api/login', 'POST', { username: 'player-ie', password: 'demo' })) as { token: string };
    await withPage(browser, DESKTOP, false, async (t) => {
      const page = await open(t);
      await page.evaluate((tk) => localStorage.setItem('casino-platform-session', tk), token);
      const before = await page.evaluate(() => (window as unknown as { CasinoPlatform: { getSessionStatus(): Promise<{ isLoggedIn: boolean }> } }).CasinoPlatform.getSessionStatus());
      expect(before.isLoggedIn).toBe(true);
      await emulatorCall('/__emulator/framework/sessions', 'DELETE');
      expect(await page.evaluate(() => (window as unknown as { CasinoPlatform: { getBalance(): Promise<unknown> } }).CasinoPlatform.getBalance())).toBeNull();
      expect(await events(page, 'sessionChanged')).toEqual([{ isLoggedIn: false }]);
      expect(await page.evaluate(() => localStorage.getItem('casino-platform-session'))).toBeNull();
      expect(await page.evaluate(() => (window as unknown as { CasinoPlatform: { bonusCount: number } }).CasinoPlatform.bonusCount)).toBe(0);
      // Chromium logs the expected 401 as a console error; exactly that one is allowed.
      expect(t.errors.splice(0)).toEqual([expect.stringContaining('status of 401')]);
    });
  });

  it('in never-ready mode the script loads but platformReady never fires', async () => {
    await emulatorCall('/__emulator/framework/mode', 'PUT', { mode: 'never-ready' });
    try {
      await withPage(browser, DESKTOP, false, async (t) => {
        const page = await open(t);
        await page.evaluate((o) => (window as unknown as { CasinoPlatform: { init(o: unknown): void } }).CasinoPlatform.init(o), INIT);
        await page.waitForTimeout(500);
        expect(await events(page, 'platformReady')).toEqual([]);
      });
    } finally {
      await emulatorCall('/__emulator/framework/mode', 'PUT', { mode: 'ok' });
    }
  });
});
