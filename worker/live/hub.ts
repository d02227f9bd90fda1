import { LIVE_PING, LIVE_PONG, type LiveCurrency, type LiveJackpot, type LiveServerFrame, type LiveSnapshot, type LiveTable, type LiveTopic } from '../../client/contracts/live';
import { getConfig, type Config } from '../config';
import type { Bindings } from '../env';
import { fetchJackpots, fetchTables } from './feed-client';
import { FeedSubscriptions, type FeedName } from './feed-subscriptions';
import { CLOSE, countFrame, isRefusal, nextTopics, parseClientFrame, parseWatchList, snapshotFor, watchesTable, type SocketState } from './frames';
import { CURRENCY_HEADER, HUB_SNAPSHOT_PATH, HUB_SOCKET_PATH, HUB_STATUS_PATH, WATCH_HEADER, type HubStatus } from './hub-address';
import { autoResponse, newSocketPair, upgraded, type HubSocket, type HubState } from './hub-runtime';
import { CURRENCIES, isCurrency, jackpotCurrencies, newestResultTime, reshapeJackpots, reshapeTable } from './reshape';
import { KeptState } from './kept-state';
import { isStale } from './state';

/** A page render asking for a currency's snapshot keeps that currency's feed subscribed this long without a socket. */
export const SNAPSHOT_INTEREST_MS = 5 * 60_000;
const tagOf = (currency: LiveCurrency) => `currency:${currency}`;

/**
 * The region's live casino (decision 049): holds the upstream feed sockets for the currencies its browsers watch,
 * keeps the last state of every table and jackpot in its storage, and fans changes out to the browsers' sockets,
 * accepted with the Hibernation API (`ping` answered by the runtime without waking it). Browsers' frames change only
 * what their own socket watches; nothing of them reaches the upstream, and no identity is kept.
 */
export class LiveHub {
  private readonly config: Config;
  private readonly kept: KeptState;
  /** What the sockets were last told about staleness (a `feed` frame goes out when it flips). */
  private announcedStale = true;
  /** Currencies a page render asked for, until when. */
  private readonly interest = new Map<LiveCurrency, number>();
  private readonly states = new WeakMap<HubSocket, SocketState>();
  private readonly feeds: FeedSubscriptions;
  /** The currencies of the open sockets as last counted; null: count again. */
  private watched: Set<LiveCurrency> | null = null;
  private readonly restRunning = new Set<FeedName>();
  /** When the alarm is known to be set for (null: ask the storage). Thousands of sockets reconnecting after a restart
   * each ask for it; two storage calls per upgrade held every socket's first snapshot behind the whole burst. */
  private alarmAt: number | null = null;
  /**
   * Snapshot frames as sent, by currency, staleness and topics, until the state changes: after a restart thousands of
   * sockets watch the same topics within seconds, and serialising the whole snapshot for each held the last of them
   * for tens of seconds (docs/measurements/054-live-fanout.md).
   */
  private readonly snapshotTexts = new Map<string, string>();

  constructor(
    private readonly ctx: HubState,
    env: Bindings,
    private readonly now: () => number = Date.now,
  ) {
    this.config = getConfig(env);
    this.kept = new KeptState(ctx.storage);
    ctx.setWebSocketAutoResponse(autoResponse(LIVE_PING, LIVE_PONG));
    this.feeds = new FeedSubscriptions(
      this.config,
      {
        wanted: () => this.wanted(),
        onAvailable: (keys) => this.onAvailable(keys),
        onTable: (raw) => this.onTable(raw),
        onJackpots: (raw) => this.onJackpots(raw),
        onDown: (feed) => void this.restFallback(feed),
      },
      fetch,
    );
    void ctx.blockConcurrencyWhile(() => this.load());
  }

  private get staleMs(): number {
    return this.config.liveStaleSeconds * 1000;
  }

  /** How often the alarm looks: twice per stale period (so staleness is seen within 1.5 periods), 0.5–30 s. */
  private get tickMs(): number {
    return Math.min(30_000, Math.max(500, this.staleMs / 2));
  }

  private async load(): Promise<void> {
    await this.kept.load();
    this.announcedStale = isStale(this.kept.feedAt, this.now(), this.staleMs);
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === HUB_SOCKET_PATH) return this.acceptBrowser(request);
    if (url.pathname === HUB_STATUS_PATH) {
      return Response.json({ stale: isStale(this.kept.feedAt, this.now(), this.staleMs), feedAt: this.kept.feedAtIso() } satisfies HubStatus);
    }
    if (url.pathname === HUB_SNAPSHOT_PATH) {
      const currency = url.searchParams.get('currency');
      if (!isCurrency(currency)) return new Response('unknown currency', { status: 400 });
      this.interest.set(currency, this.now() + SNAPSHOT_INTEREST_MS);
      this.feeds.sync();
      await this.ensureAlarm();
      return Response.json(this.snapshot(currency));
    }
    return new Response('not found', { status: 404 });
  }

  private async acceptBrowser(request: Request): Promise<Response> {
    const currency = request.headers.get(CURRENCY_HEADER);
    const topics = parseWatchList(request.headers.get(WATCH_HEADER));
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket' || !isCurrency(currency) || !topics) return new Response('bad socket request', { status: 400 });
    const { client, server } = newSocketPair();
    this.ctx.acceptWebSocket(server, [tagOf(currency)]);
    this.watched?.add(currency);
    const state: SocketState = { currency, topics, windowStart: this.now(), frames: 0 };
    server.serializeAttachment(state);
    this.states.set(server, state);
    // With the upgrade, not after the browser's first frame: after a restart that frame queued behind every other
    // socket's upgrade, and no socket had figures until the last had reconnected (docs/measurements/054-live-fanout.md).
    if (topics.length) sendText(server, this.snapshotText(currency, topics));
    this.feeds.sync();
    await this.ensureAlarm();
    return upgraded(client);
  }

  /** The socket's state: kept in memory while awake, read back from its attachment after hibernation. */
  private stateOf(ws: HubSocket): SocketState | null {
    let state = this.states.get(ws);
    if (!state) {
      const saved = ws.deserializeAttachment() as SocketState | null;
      if (!saved || !isCurrency(saved.currency)) return null;
      state = saved;
      this.states.set(ws, state);
    }
    return state;
  }

  async webSocketMessage(ws: HubSocket, message: string | ArrayBuffer): Promise<void> {
    const state = this.stateOf(ws);
    if (!state) return refuse(ws, CLOSE.policy, 'unknown socket');
    // Counted before reading: a flood of junk closes as surely as a flood of good frames.
    if (!countFrame(state, this.now())) return refuse(ws, CLOSE.policy, 'too many frames');
    const frame = parseClientFrame(message);
    if (isRefusal(frame)) return refuse(ws, frame.close, frame.reason);
    const topics = nextTopics(state.topics, frame);
    if (!topics) return refuse(ws, CLOSE.policy, 'too many topics');
    // A watch that adds nothing (the page's first, when its upgrade named the same topics) is answered with nothing.
    const added = topics.some((t) => !state.topics.includes(t));
    state.topics = topics;
    ws.serializeAttachment(state);
    if (frame.t === 'watch' && added) sendText(ws, this.snapshotText(state.currency as LiveCurrency, topics));
  }

  async webSocketClose(ws: HubSocket, code: number): Promise<void> {
    // Completes the closing handshake; 1005/1006 are reserved (never sent), so they are answered with 1000.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closed');
    } catch {
      // Already closed.
    }
  }

  async webSocketError(): Promise<void> {
    // The runtime closes the socket; its currency's feed is let go at the next alarm when nobody else watches.
  }

  /** The alarm: staleness, the feed subscriptions for who watches now, a refresh, and the next look. */
  async alarm(): Promise<void> {
    this.alarmAt = null;
    this.announceStaleness();
    this.watched = null;
    const wanted = this.wanted();
    this.feeds.sync();
    if (wanted.size === 0) return;
    if (this.feeds.isOpen('tables')) this.feeds.heartbeat();
    else void this.restFallback('tables');
    if (!this.feeds.isOpen('jackpots')) void this.restFallback('jackpots');
    await this.setAlarm();
  }

  private async setAlarm(): Promise<void> {
    const at = this.now() + this.tickMs;
    await this.ctx.storage.setAlarm(at);
    this.alarmAt = at;
  }

  private async ensureAlarm(): Promise<void> {
    if (this.alarmAt !== null && this.alarmAt > this.now()) return;
    const at = await this.ctx.storage.getAlarm();
    if (at === null) await this.setAlarm();
    else this.alarmAt = at;
  }

  /**
   * The currencies someone watches: an open socket of that currency, or a page render within SNAPSHOT_INTEREST_MS.
   * The sockets' currencies are counted once per alarm (and after a wake), not per connect: listing a region's sockets
   * on each of thousands of connects would cost their square. A closed socket's currency lasts until the next alarm.
   */
  private wanted(): Set<LiveCurrency> {
    this.watched ??= new Set(CURRENCIES.filter((c) => this.ctx.getWebSockets(tagOf(c)).length > 0));
    const now = this.now();
    return new Set(CURRENCIES.filter((c) => this.watched!.has(c) || (this.interest.get(c) ?? 0) > now));
  }

  /** The live feed's list of tables: a kept table it no longer lists is gone. */
  private onAvailable(keys: string[]): void {
    this.heard();
    const listed = new Set(keys);
    for (const currency of this.wanted()) {
      for (const id of this.kept.tableIds(currency)) if (!listed.has(id)) this.removeTable(currency, id);
    }
  }

  private onTable(raw: unknown): void {
    this.heard();
    const currency = (raw as { currency?: unknown } | null)?.currency;
    if (!isCurrency(currency)) return;
    const table = reshapeTable(raw, currency, new Date(this.now()));
    if (table) this.applyTable(currency, table, newestResultTime(raw));
  }

  private onJackpots(raw: unknown): void {
    this.heard();
    for (const currency of jackpotCurrencies(raw)) {
      const list = reshapeJackpots(raw, currency, new Date(this.now()));
      if (list) this.applyJackpots(currency, list);
    }
  }

  private applyTable(currency: LiveCurrency, table: LiveTable, clock: number | null): void {
    if (this.kept.putTable(currency, table, clock)) this.fanOut(currency, { t: 'table', table }, (s) => watchesTable(s.topics, table.id));
  }

  private removeTable(currency: LiveCurrency, id: string): void {
    if (this.kept.removeTable(currency, id)) this.fanOut(currency, { t: 'table-gone', id }, (s) => watchesTable(s.topics, id));
  }

  private applyJackpots(currency: LiveCurrency, list: LiveJackpot[]): void {
    const merged = this.kept.putJackpots(currency, list);
    if (merged) this.fanOut(currency, { t: 'jackpots', jackpots: merged }, (s) => s.topics.includes('jackpots'));
  }

  /** The feeds' REST answers while a socket is down: a full list per watched currency, ordered like the socket's. */
  private async restFallback(which: FeedName): Promise<void> {
    if (this.restRunning.has(which)) return;
    this.restRunning.add(which);
    try {
      for (const currency of this.wanted()) {
        try {
          if (which === 'tables') {
            const raw = await fetchTables(fetch, this.config.liveFeedUrl, this.config.casinoId, currency, this.config.upstreamTimeoutMs);
            this.heard();
            const now = new Date(this.now());
            const seen = new Set<string>();
            for (const entry of raw.slice(0, 500)) {
              const table = reshapeTable(entry, currency, now);
              if (!table) continue;
              seen.add(table.id);
              this.applyTable(currency, table, newestResultTime(entry));
            }
            for (const id of this.kept.tableIds(currency)) if (!seen.has(id)) this.removeTable(currency, id);
          } else {
            const raw = await fetchJackpots(fetch, this.config.jackpotFeedUrl, currency, this.config.upstreamTimeoutMs);
            const list = reshapeJackpots(raw, currency, new Date(this.now()));
            if (!list) continue;
            this.heard();
            this.applyJackpots(currency, list);
          }
        } catch (error) {
          // Nothing of a player here: which feed, which currency, what failed.
          console.warn({ event: 'live feed REST failed', feed: which, currency, error: (error as Error)?.message ?? String(error) });
        }
      }
    } finally {
      this.restRunning.delete(which);
    }
  }

  /**
   * A word from a feed: the feed is live again if it was stale. Every change to the kept state follows one in the same
   * turn, so this is where the snapshot frames are let go.
   */
  private heard(): void {
    this.kept.heard(this.now());
    this.snapshotTexts.clear();
    if (this.announcedStale) this.announceStaleness();
  }

  private announceStaleness(): void {
    const stale = isStale(this.kept.feedAt, this.now(), this.staleMs);
    if (stale === this.announcedStale) return;
    this.announcedStale = stale;
    this.snapshotTexts.clear();
    const frame = JSON.stringify({ t: 'feed', stale, feedAt: this.kept.feedAtIso() } satisfies LiveServerFrame);
    for (const ws of this.ctx.getWebSockets()) sendText(ws, frame);
  }

  private snapshotText(currency: LiveCurrency, topics: readonly LiveTopic[]): string {
    const key = `${currency}|${isStale(this.kept.feedAt, this.now(), this.staleMs)}|${topics.join(',')}`;
    let text = this.snapshotTexts.get(key);
    if (text === undefined) {
      text = JSON.stringify({ t: 'snapshot', snapshot: snapshotFor(this.snapshot(currency), topics) } satisfies LiveServerFrame);
      // Topic sets are the browsers' choice: the memo stays small whatever they pick.
      if (this.snapshotTexts.size >= 64) this.snapshotTexts.clear();
      this.snapshotTexts.set(key, text);
    }
    return text;
  }

  snapshot(currency: LiveCurrency): LiveSnapshot {
    return this.kept.snapshot(currency, this.now(), this.staleMs);
  }

  /** One frame, serialised once, to the sockets of one currency whose topics it concerns. */
  private fanOut(currency: LiveCurrency, frame: LiveServerFrame, concerns: (state: SocketState) => boolean): void {
    let text: string | null = null;
    for (const ws of this.ctx.getWebSockets(tagOf(currency))) {
      const state = this.stateOf(ws);
      if (!state || !concerns(state)) continue;
      text ??= JSON.stringify(frame);
      sendText(ws, text);
    }
  }
}

function send(ws: HubSocket, frame: LiveServerFrame): void {
  sendText(ws, JSON.stringify(frame));
}

function sendText(ws: HubSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // A socket closing as we send: its close event tidies up.
  }
}

function refuse(ws: HubSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closing.
  }
}
