import { liveTables } from '../data/live-tables';
import type { Faults } from '../faults';
import { FeedClock } from './clock';
import { JackpotFeed } from './jackpot-feed';
import { LiveFeed } from './live-feed';
import type { FeedParts } from './routes';
import { FeedSockets } from './sockets';

/** The feeds' default seed: the same tables, results and jackpots every start at the same time. */
export const FEED_SEED = 0x11fe54;

export interface FeedOptions {
  catalogueSize: number;
  faults: Faults;
  seed?: number;
  /** The feeds' time at start (ms since the epoch); default now. */
  start?: number;
}

/** The live-tables feed and the jackpot feed on one clock, with their socket side. */
export function createFeeds(options: FeedOptions): FeedParts {
  const seed = options.seed ?? FEED_SEED;
  const start = options.start ?? Date.now();
  const clock = new FeedClock(start);
  const tables = new LiveFeed({ tables: liveTables(options.catalogueSize), seed, start });
  const jackpots = new JackpotFeed({ seed, start });
  clock.drive(tables);
  clock.drive(jackpots);
  return { clock, tables, jackpots, sockets: new FeedSockets(tables, jackpots, options.faults) };
}
