import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS_ACTION_WAIT_MS, whenWidgetShown } from './limits-action';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("'Set a deposit limit' inserted into a widget (decision 033)", () => {
  it('waits for the framework to render the widget, then inserts once', async () => {
    const host = {} as HTMLElement;
    const answers: (HTMLElement | null)[] = [null, null, host];
    const read = vi.fn((): HTMLElement | null => (answers.length > 0 ? answers.shift()! : host));
    const insert = vi.fn();
    whenWidgetShown(read, insert);
    // Never in the same task as openWidget: the framework's own focus comes first.
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LIMITS_ACTION_WAIT_MS);
    expect(read).toHaveBeenCalledTimes(3);
    expect(insert.mock.calls).toEqual([[host]]);
  });

  it(`gives up after ${LIMITS_ACTION_WAIT_MS} ms, and stops when another widget opens`, async () => {
    const read = vi.fn(() => null);
    const insert = vi.fn();
    whenWidgetShown(read, insert);
    await vi.advanceTimersByTimeAsync(LIMITS_ACTION_WAIT_MS * 3);
    const looks = read.mock.calls.length;
    expect(looks).toBeGreaterThan(5);
    expect(looks).toBeLessThanOrEqual(LIMITS_ACTION_WAIT_MS / 100 + 2);
    const other = vi.fn(() => null);
    const stop = whenWidgetShown(other, insert);
    stop();
    await vi.advanceTimersByTimeAsync(LIMITS_ACTION_WAIT_MS);
    expect(other).not.toHaveBeenCalled();
    expect(insert).not.toHaveBeenCalled();
  });
});
