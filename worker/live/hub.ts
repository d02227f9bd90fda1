import { LIVE_PING, LIVE_PONG, type LiveCurrency, type LiveJackpot, type LiveServerFrame, type LiveSnapshot, type LiveTable } from '../../client/contracts/live';
import { getConfig, type Config } from '../config';
import type { Bindings } from '../env';
import { availableFrame, fetchJackpots, fetchTables, jackpotSocketUrl, jackpotSubscribeFrame, jackpotUnsubscribeFrame, liveSocketUrl, openFeedSocket, subscribeFrame, unsubscribeFrame } from './feed-client';
import { FeedLink } from './feed-link';
import { CLOSE, countFrame, isRefusal, nextTopics, parseClientFrame, snapshotFor, watchesTable, type SocketState } from './frames';
import { CURRENCY_HEADER, HUB_SNAPSHOT_PATH, HUB_SOCKET_PATH } from './hub-address';
import { autoResponse, newSocketPair, upgraded, type HubSocket, type HubState } from './hub-runtime';
import { availableKeys, CURRENCIES, isCurrency, jackpotCurrencies, newestResultTime, reshapeJackpots, reshapeTable } from './reshape';
import { isStale, mergeJackpots, orderTable, type KeptTable } from './state';

/** A page render asking for a currency's snapshot keeps that currency's feed subscribed this long without a socket. */
export const SNAPSHOT_INTEREST_MS = 5 * 60_000;
const tagOf = (currency: LiveCurrency) => `currency:${currency}`;
const tableKey = (currency: LiveCurrency, id: string) => `t:${currency}:${id}`;
const jackpotKey = (currency: LiveCurrency) => `j:${currency}`;
const FEED_AT_KEY = 'feedAt';

/**
 * The region's live casino (decision 049): holds the upstream feed sockets for the currencies its browsers watch,
 * keeps the last state of every table and jackpot in its storage, and fans changes out to the browsers' sockets,
 * accepted with the Hibernation API (`ping` answered by the runtime without waking it). Browsers' frames change only
 * what their own socket watches; nothing of them reaches the upstream, and no identity is kept.
 */
export class LiveHub {
  private readonly config: Config;
  private readonly tables = new Map<LiveCurrency, Map<string, KeptTable>>(CURRENCIES.map((c) => [c, new Map()]));
  private readonly jackpots = new Map<LiveCurrency, LiveJackpot[]>(CURRENCIES.map((c) => [c, []]));
  private feedAt: number | null = null;
  /** What the sockets were last told about staleness (a `feed` frame goes out when it flips). */
  private announcedStale = true;
  /** Currencies a page render asked for, until when. */
  private readonly interest = new Map<LiveCurrency, number>();
  /** `${currency}:${tableId}` subscribed on the open live socket. */
  private readonly liveSubs = new Set<string>();
  private readonly jackpotSubs = new Set<LiveCurrency>();
  private readonly states = new WeakMap<HubSocket, SocketState>();
  private readonly live: FeedLink;
  private readonly jackpotFeed: FeedLink;
  /** The currencies of the open sockets as last counted; null: count again. */
  private watched: Set<LiveCurrency> | null = null;
  /** An `available` is on its way and unanswered: the next need for one waits for its answer. */
  private availableAsked = false;
  private readonly restRunning = new Set<'tables' | 'jackpots'>();
  private lastPersistedFeedAt = 0;

  constructor(
    private readonly ctx: HubState,
    env: Bindings,
    private readonly now: () => number = Date.now,
  ) {
    this.config = getConfig(env);
    ctx.setWebSocketAutoResponse(autoResponse(LIVE_PING, LIVE_PONG));
    const open = (url: string) => () => openFeedSocket(fetch, url, this.config.upstreamTimeoutMs);
    this.live = new FeedLink(open(liveSocketUrl(this.config.liveFeedUrl)), {
      onOpen: () => {
        this.liveSubs.clear();
        this.availableAsked = false;
        this.askAvailable();
      },
      onMessage: (data) => this.onLiveMessage(data),
      onFailure: () => void this.restFallback('tables'),
    });
    this.jackpotFeed = new FeedLink(open(jackpotSocketUrl(this.config.jackpotFeedUrl)), {
      onOpen: () => {
        this.jackpotSubs.clear();
        this.syncJackpotSubs();
      },
      onMessage: (data) => this.onJackpotMessage(data),
      onFailure: () => void this.restFallback('jackpots'),
    });
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
    const entries = await this.ctx.storage.list();
    for (const [key, value] of entries) {
      const [kind, currency, id] = key.split(':');
      if (kind === 't' && isCurrency(currency) && id) this.tables.get(currency)!.set(id, value as KeptTable);
      else if (kind === 'j' && isCurrency(currency)) this.jackpots.set(currency, value as LiveJackpot[]);
      else if (key === FEED_AT_KEY && typeof value === 'number') this.feedAt = value;
    }
    this.announcedStale = isStale(this.feedAt, this.now(), this.staleMs);
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === HUB_SOCKET_PATH) return this.acceptBrowser(request);
    if (url.pathname === HUB_SNAPSHOT_PATH) {
      const currency = url.searchParams.get('currency');
      if (!isCurrency(currency)) return new Response('unknown currency', { status: 400 });
      this.interest.set(currency, this.now() + SNAPSHOT_INTEREST_MS);
      this.syncUpstream();
      await this.ensureAlarm();
      return Response.json(this.snapshot(currency));
    }
    return new Response('not found', { status: 404 });
  }

  private async acceptBrowser(request: Request): Promise<Response> {
    const currency = request.headers.get(CURRENCY_HEADER);
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket' || !isCurrency(currency)) return new Response('bad socket request', { status: 400 });
    const { client, server } = newSocketPair();
    this.ctx.acceptWebSocket(server, [tagOf(currency)]);
    this.watched?.add(currency);
    const state: SocketState = { currency, topics: [], windowStart: this.now(), frames: 0 };
    server.serializeAttachment(state);
    this.states.set(server, state);
    this.syncUpstream();
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
    state.topics = topics;
    ws.serializeAttachment(state);
    if (frame.t === 'watch') send(ws, { t: 'snapshot', snapshot: snapshotFor(this.snapshot(state.currency as LiveCurrency), topics) });
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
    this.announceStaleness();
    this.watched = null;
    const wanted = this.wanted();
    this.syncUpstream();
    if (wanted.size === 0) return;
    if (this.live.socket) {
      // Asking again is the live feed's heartbeat, and how tables it stopped listing are found gone; asked even when
      // the last ask went unanswered.
      this.availableAsked = false;
      this.askAvailable();
    } else void this.restFallback('tables');
    if (!this.jackpotFeed.socket) void this.restFallback('jackpots');
    await this.ctx.storage.setAlarm(this.now() + this.tickMs);
  }

  private async ensureAlarm(): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(this.now() + this.tickMs);
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

  /** Opens or closes the feed sockets and their subscriptions to match who watches now. */
  private syncUpstream(): void {
    const wanted = this.wanted();
    if (wanted.size === 0) {
      this.live.close();
      this.jackpotFeed.close();
      this.liveSubs.clear();
      this.jackpotSubs.clear();
      return;
    }
    this.live.ensure();
    this.jackpotFeed.ensure();
    const live = this.live.socket;
    if (live) {
      for (const sub of [...this.liveSubs]) {
        const [currency, key] = sub.split(':') as [LiveCurrency, string];
        if (wanted.has(currency)) continue;
        live.send(unsubscribeFrame(key, this.config.casinoId, currency));
        this.liveSubs.delete(sub);
      }
      // A newly watched currency has no subscription yet: the answer to `available` subscribes it.
      if ([...wanted].some((c) => ![...this.liveSubs].some((s) => s.startsWith(`${c}:`)))) this.askAvailable();
    }
    this.syncJackpotSubs();
  }

  /** Asks the live feed for its tables, once until it answers: what browsers do never multiplies upstream frames. */
  private askAvailable(): void {
    const live = this.live.socket;
    if (!live || this.availableAsked) return;
    this.availableAsked = true;
    live.send(availableFrame(this.config.casinoId));
  }

  private syncJackpotSubs(): void {
    const ws = this.jackpotFeed.socket;
    if (!ws) return;
    const wanted = this.wanted();
    for (const currency of [...this.jackpotSubs]) {
      if (wanted.has(currency)) continue;
      ws.send(jackpotUnsubscribeFrame(currency));
      this.jackpotSubs.delete(currency);
    }
    for (const currency of wanted) {
      if (this.jackpotSubs.has(currency)) continue;
      ws.send(jackpotSubscribeFrame(currency));
      this.jackpotSubs.add(currency);
    }
  }

  private onLiveMessage(data: unknown): void {
    this.heard();
    const keys = availableKeys(data);
    if (keys) return this.onAvailable(keys);
    const currency = (data as { currency?: unknown } | null)?.currency;
    if (!isCurrency(currency)) return;
    const table = reshapeTable(data, currency, new Date(this.now()));
    if (table) this.applyTable(currency, table, newestResultTime(data));
  }

  /** The feed's list of tables: subscribe what is new for each watched currency; what it no longer lists is gone. */
  private onAvailable(keys: string[]): void {
    this.availableAsked = false;
    const listed = new Set(keys);
    const live = this.live.socket;
    for (const currency of this.wanted()) {
      for (const id of [...this.tables.get(currency)!.keys()]) if (!listed.has(id)) this.removeTable(currency, id);
      for (const key of keys) {
        const sub = `${currency}:${key}`;
        if (this.liveSubs.has(sub) || !live) continue;
        live.send(subscribeFrame(key, this.config.casinoId, currency));
        this.liveSubs.add(sub);
      }
    }
  }

  private onJackpotMessage(data: unknown): void {
    this.heard();
    for (const currency of jackpotCurrencies(data)) {
      const list = reshapeJackpots(data, currency, new Date(this.now()));
      if (list) this.applyJackpots(currency, list);
    }
  }

  private applyTable(currency: LiveCurrency, table: LiveTable, clock: number | null): void {
    const kept = this.tables.get(currency)!;
    const next = { table, clock };
    const change = orderTable(kept.get(table.id), next);
    if (change === 'duplicate' || change === 'older') return;
    kept.set(table.id, next);
    void this.ctx.storage.put(tableKey(currency, table.id), next);
    this.fanOut(currency, { t: 'table', table }, (s) => watchesTable(s.topics, table.id));
  }

  private removeTable(currency: LiveCurrency, id: string): void {
    if (!this.tables.get(currency)!.delete(id)) return;
    void this.ctx.storage.delete(tableKey(currency, id));
    this.fanOut(currency, { t: 'table-gone', id }, (s) => watchesTable(s.topics, id));
  }

  private applyJackpots(currency: LiveCurrency, list: LiveJackpot[]): void {
    const merged = mergeJackpots(this.jackpots.get(currency)!, list);
    if (!merged) return;
    this.jackpots.set(currency, merged);
    void this.ctx.storage.put(jackpotKey(currency), merged);
    this.fanOut(currency, { t: 'jackpots', jackpots: merged }, (s) => s.topics.includes('jackpots'));
  }

  /** The feeds' REST answers while a socket is down: a full list per watched currency, ordered like the socket's. */
  private async restFallback(which: 'tables' | 'jackpots'): Promise<void> {
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
            for (const id of [...this.tables.get(currency)!.keys()]) if (!seen.has(id)) this.removeTable(currency, id);
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

  /** A word from a feed: the feed is live again if it was stale. */
  private heard(): void {
    const now = this.now();
    this.feedAt = now;
    // Kept for a restarted object's snapshots; once a second is enough for an age shown in seconds.
    if (now - this.lastPersistedFeedAt >= 1000) {
      this.lastPersistedFeedAt = now;
      void this.ctx.storage.put(FEED_AT_KEY, now);
    }
    if (this.announcedStale) this.announceStaleness();
  }

  private announceStaleness(): void {
    const stale = isStale(this.feedAt, this.now(), this.staleMs);
    if (stale === this.announcedStale) return;
    this.announcedStale = stale;
    const frame = JSON.stringify({ t: 'feed', stale, feedAt: this.feedAtIso() } satisfies LiveServerFrame);
    for (const ws of this.ctx.getWebSockets()) sendText(ws, frame);
  }

  private feedAtIso(): string | null {
    return this.feedAt === null ? null : new Date(this.feedAt).toISOString();
  }

  snapshot(currency: LiveCurrency): LiveSnapshot {
    const tables = [...this.tables.get(currency)!.values()].map((k) => k.table).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return { currency, tables, jackpots: this.jackpots.get(currency)!, feedAt: this.feedAtIso(), stale: isStale(this.feedAt, this.now(), this.staleMs) };
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
