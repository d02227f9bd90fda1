/** Where the bench's servers listen and when they are up: shared by every browser row (Lighthouse, search, returning). */

/**
 * The port a bench server listens on: BENCH_PORT (default 8740) plus the server's offset, each server taking three
 * ports from there (site, emulator, workerd inspector) — so two clones' benches on one machine can keep apart.
 */
export function benchPort(offset) {
  return Number(process.env.BENCH_PORT ?? 8740) + offset;
}

/** The environment that puts scripts/dev.mjs on `port`, its emulator on the next one and workerd's inspector after. */
export function serverPorts(port) {
  return { PORT: String(port), EMULATOR_PORT: String(port + 1), INSPECTOR_PORT: String(port + 2) };
}

/** Polls `url` until it answers 2xx (a dev server starting). */
export async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}
