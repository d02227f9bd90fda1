import type { LiveCurrency } from '../../client/contracts/live';
import type { Config } from '../config';
import type { FetchLike } from '../content/upstream';
import {
  availableFrame,
  jackpotSocketUrl,
  jackpotSubscribeFrame,
  jackpotUnsubscribeFrame,
  liveSocketUrl,
  openFeedSocket,
  subscribeFrame,
  unsubscribeFrame,
} from './feed-client';
import { FeedLink } from './feed-link';
import { availableKeys } from './reshape';

export type FeedName = 'tables' | 'jackpots';

/** What the subscriptions ask of the hub and tell it. */
export interface FeedEvents {
  /** The currencies someone watches now. */
  wanted(): Set<LiveCurrency>;
  /** The live feed's list of table ids (its answer to `available`). */
  onAvailable(keys: string[]): void;
  /** Any other live-feed frame (a table object, unchecked). */
  onTable(raw: unknown): void;
  /** A jackpot-feed frame (`{"jackpots": [...]}`, unchecked). */
  onJackpots(raw: unknown): void;
  /** A feed's socket could not open or went down. */
  onDown(feed: FeedName): void;
}

/**
 * The object's two upstream sockets and what is subscribed on them, kept to the currencies the hub's browsers watch.
 * Every upstream frame is built here from the config and from ids the feed itself listed; nothing of a browser's.
 */
export class FeedSubscriptions {
  private readonly live: FeedLink;
  private readonly jackpots: FeedLink;
  /** `${currency}:${tableId}` subscribed on the open live socket. */
  private readonly liveSubs = new Set<string>();
  private readonly jackpotSubs = new Set<LiveCurrency>();
  /** An `available` is on its way and unanswered: the next need for one waits for its answer. */
  private availableAsked = false;

  constructor(
    private readonly config: Config,
    private readonly events: FeedEvents,
    fetch: FetchLike,
  ) {
    const open = (url: string) => () => openFeedSocket(fetch, url, config.upstreamTimeoutMs);
    this.live = new FeedLink(open(liveSocketUrl(config.liveFeedUrl)), {
      onOpen: () => {
        this.liveSubs.clear();
        this.availableAsked = false;
        this.askAvailable();
      },
      onMessage: (data) => this.onLiveMessage(data),
      onFailure: () => events.onDown('tables'),
    });
    this.jackpots = new FeedLink(open(jackpotSocketUrl(config.jackpotFeedUrl)), {
      onOpen: () => {
        this.jackpotSubs.clear();
        this.syncJackpots();
      },
      onMessage: (data) => events.onJackpots(data),
      onFailure: () => events.onDown('jackpots'),
    });
  }

  isOpen(feed: FeedName): boolean {
    return (feed === 'tables' ? this.live : this.jackpots).socket !== null;
  }

  /** Opens or closes the sockets and their subscriptions to match who watches now. */
  sync(): void {
    const wanted = this.events.wanted();
    if (wanted.size === 0) {
      this.live.close();
      this.jackpots.close();
      this.liveSubs.clear();
      this.jackpotSubs.clear();
      return;
    }
    this.live.ensure();
    this.jackpots.ensure();
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
    this.syncJackpots();
  }

  /**
   * Asks the live feed for its tables again, even if the last ask went unanswered: the feed's heartbeat, and how a
   * table it stopped listing is found gone.
   */
  heartbeat(): void {
    this.availableAsked = false;
    this.askAvailable();
  }

  /** Asks the live feed for its tables, once until it answers: what browsers do never multiplies upstream frames. */
  private askAvailable(): void {
    const live = this.live.socket;
    if (!live || this.availableAsked) return;
    this.availableAsked = true;
    live.send(availableFrame(this.config.casinoId));
  }

  private syncJackpots(): void {
    const ws = this.jackpots.socket;
    if (!ws) return;
    const wanted = this.events.wanted();
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
    const keys = availableKeys(data);
    if (!keys) return this.events.onTable(data);
    this.availableAsked = false;
    // The hub first drops what the list leaves out, then each watched currency subscribes what it does not have yet.
    this.events.onAvailable(keys);
    const live = this.live.socket;
    if (!live) return;
    for (const currency of this.events.wanted()) {
      for (const key of keys) {
        const sub = `${currency}:${key}`;
        if (this.liveSubs.has(sub)) continue;
        live.send(subscribeFrame(key, this.config.casinoId, currency));
        this.liveSubs.add(sub);
      }
    }
  }
}
