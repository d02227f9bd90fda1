/** Something whose state moves with the feeds' clock: it runs every event due up to `time` (ms since the epoch). */
export interface Simulation {
  advanceTo(time: number): void;
}

/**
 * The feeds' own time: it moves only when told (tests, `POST /__live/tick`) or, under a started emulator, with the
 * real clock (`followRealTime`), so a test never waits for a spin and the same seed and start give the same tables.
 */
export class FeedClock {
  private readonly simulations: Simulation[] = [];

  constructor(private time: number) {}

  now(): number {
    return this.time;
  }

  drive(simulation: Simulation): void {
    this.simulations.push(simulation);
    simulation.advanceTo(this.time);
  }

  advance(ms: number): void {
    if (!(Number.isFinite(ms) && ms >= 0)) throw new Error(`the feed clock moves forward only, got ${ms}`);
    this.time += ms;
    for (const simulation of this.simulations) simulation.advanceTo(this.time);
  }

  /**
   * Moves the clock by the real time elapsed, once a second, on top of any test's jumps; stops when the returned
   * function is called. The timer does not keep a process alive.
   */
  followRealTime(intervalMs = 1000, realNow: () => number = Date.now): () => void {
    let last = realNow();
    const timer = setInterval(() => {
      const now = realNow();
      this.advance(Math.max(0, now - last));
      last = now;
    }, intervalMs);
    timer.unref?.();
    return () => clearInterval(timer);
  }
}

/** A seeded stream per table or jackpot, so adding one never changes the others. */
export function streamSeed(seed: number, key: number): number {
  return (seed ^ Math.imul(key, 0x9e3779b1)) >>> 0;
}
