import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('yieldToBrowser', () => {
  it('resolves in a later task, not in the microtasks of the current one', async () => {
    vi.useFakeTimers();
    let resumed = false;
    const done = yieldToBrowser().then(() => (resumed = true));
    // Every microtask of the current task has run: the continuation has not.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
