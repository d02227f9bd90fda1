import { Hono, type Context } from 'hono';
import { findGame } from '../data/catalogue';
import { smartFooterHtml } from '../data/footer';
import { parseLanguage } from '../data/markets';
import { requestOrigin } from '../platform/http';
import { needsLimitPrompt, sessionDetails, wireBalance, type Player } from './players';
import { PlatformError, type FrameworkState } from './state';
import type { WireSession } from './types';

/** The token travels as `Authorization: Bearer …`; the script keeps it in the site's localStorage. */
const bearer = (c: Context) => /^Bearer (\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1];

const body = async (c: Context): Promise<Record<string, unknown>> => {
  const value = (await c.req.json().catch(() => null)) as unknown;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN);

/** Errors are `{status: 0, message}` like the rest of the emulated platform; the widgets show the message. */
function fail(c: Context, error: unknown) {
  if (error instanceof PlatformError) return c.json({ status: 0, message: error.message }, error.status);
  throw error;
}

const EXPIRED = 'Your session has expired. Please log in again.';

/** The JSON API the framework script calls, at the script's own origin under /platform/api/. */
export function apiRoutes(state: FrameworkState, catalogueSize: number): Hono {
  const app = new Hono();

  const session = (player: Player, token: string): WireSession => ({
    token,
    details: sessionDetails(player, token),
    bonusCount: player.bonusCount,
    balance: wireBalance(player),
    limitPrompt: needsLimitPrompt(player),
    depositLimit: player.depositLimit && player.depositLimit !== 'none' ? { amount: player.depositLimit.amount, period: player.depositLimit.period } : null,
  });

  /** Runs `handler` for the session's player (the call counts as activity), 401 when there is no live session. */
  const authed = (handler: (c: Context, player: Player) => Response | Promise<Response>) => async (c: Context) => {
    const player = state.playerFor(bearer(c), true);
    if (!player) return c.json({ status: 0, message: EXPIRED }, 401);
    try {
      return await handler(c, player);
    } catch (error) {
      return fail(c, error);
    }
  };

  app.post('/platform/api/login', async (c) => {
    const b = await body(c);
    try {
      const token = state.login(str(b.username), str(b.password));
      return c.json(session(state.playerFor(token, false)!, token));
    } catch (error) {
      return fail(c, error);
    }
  });

  app.post('/platform/api/register', async (c) => {
    const b = await body(c);
    try {
      const { player, token } = state.register({
        firstName: str(b.firstName),
        lastName: str(b.lastName),
        email: str(b.email),
        password: str(b.password),
        country: str(b.country),
        marketingOffers: b.marketingOffers === true,
        depositLimit: b.depositLimit && typeof b.depositLimit === 'object' ? (b.depositLimit as Record<string, unknown>) : {},
      });
      return c.json(session(player, token));
    } catch (error) {
      return fail(c, error);
    }
  });

  // A session check answers 200 either way (a logged-out visitor is not an error) and does not extend the session:
  // the script polls it to notice expiry, and a poll that extended the session would keep it alive forever.
  app.get('/platform/api/session', (c) => {
    const token = bearer(c);
    const player = state.playerFor(token, false);
    return c.json(player && token ? { isLoggedIn: true, ...session(player, token) } : { isLoggedIn: false });
  });

  app.post('/platform/api/logout', (c) => {
    state.logout(bearer(c));
    return c.json({ ok: true });
  });

  app.post('/platform/api/keep-alive', authed((c) => c.json({ ok: true })));
  app.get('/platform/api/balance', authed((c, p) => c.json(wireBalance(p))));
  app.get('/platform/api/bonus-count', authed((c, p) => c.json({ bonusCount: p.bonusCount })));
  app.get('/platform/api/transactions', authed((c, p) => c.json({ transactions: p.transactions })));

  app.post('/platform/api/deposit', authed(async (c, p) => {
    const deposit = state.deposit(p, num((await body(c)).amount));
    return c.json({ deposit, balance: wireBalance(p) });
  }));

  // RTS 12: `{amount, period}` (free-text amount, '24h' | '7d' | '30d') or `{noLimit: true, confirmed: true}`.
  app.post('/platform/api/deposit-limit', authed(async (c, p) => {
    state.setDepositLimit(p, await body(c));
    return c.json(session(p, bearer(c)!));
  }));

  app.post('/platform/api/withdraw', authed(async (c, p) => {
    const withdrawal = state.withdraw(p, num((await body(c)).amount));
    return c.json({ withdrawal, balance: wireBalance(p) });
  }));

  app.post('/platform/api/password', authed(async (c, p) => {
    const b = await body(c);
    if (str(b.current) !== p.password) throw new PlatformError(400, 'The current password is wrong.');
    if (str(b.next).length < 4) throw new PlatformError(400, 'The new password must have at least 4 characters.');
    p.password = str(b.next);
    return c.json({ ok: true });
  }));

  app.put('/platform/api/favourites/:id', authed((c, p) => {
    const id = Number(c.req.param('id'));
    if (!findGame(catalogueSize, id)) throw new PlatformError(404, `Unknown game id '${c.req.param('id')}'.`);
    if (!p.favourites.includes(id)) p.favourites.push(id);
    return c.json({ favourites: p.favourites });
  }));

  app.delete('/platform/api/favourites/:id', authed((c, p) => {
    p.favourites = p.favourites.filter((id) => id !== Number(c.req.param('id')));
    return c.json({ favourites: p.favourites });
  }));

  // A spin stakes the player's money: no live session (none, or it expired mid-game) is a 401, which the demo game
  // passes to the framework as 'cpf-session-expired'. The stake leaves the real balance; any win comes back to it.
  app.post('/platform/api/spin', authed(async (c, player) => {
    const gameId = num((await body(c)).gameId);
    if (!findGame(catalogueSize, gameId)) throw new PlatformError(404, 'Unknown game.');
    const symbols = Array.from({ length: 3 }, () => REEL[Math.floor(Math.random() * REEL.length)]!);
    const stake = 1;
    const win = symbols.every((s) => s === symbols[0]) ? 20 : new Set(symbols).size === 2 ? 2 : 0;
    state.spin(player, gameId, stake, win);
    return c.json({ symbols, stake, win, balance: wireBalance(player) });
  }));

  app.get('/platform/api/games/:id', (c) => {
    const game = findGame(catalogueSize, Number(c.req.param('id')));
    if (!game) return c.json({ status: 0, message: `Unknown game id '${c.req.param('id')}'.` }, 404);
    return c.json({ id: game.id, name: game.name, provider: game.subProvider || game.provider });
  });

  // By market and language, as the platform's own strip: GB's UK bodies only under the UK licence (SPEC §7).
  app.get('/platform/api/smart-footer', (c) =>
    c.json({ html: smartFooterHtml(requestOrigin(c), { regulation: c.req.query('regulation') ?? 'GB', language: parseLanguage(c.req.query('lng')) ?? 'en' }) }),
  );
  return app;
}

/** The reel of the demo slot: plain words, so the game needs no artwork and reads well to a screen reader. */
export const REEL = ['Clover', 'Horseshoe', 'Pot of gold', 'Rainbow', 'Harp'] as const;
