import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedWebSocket } from './feed-client';
import { FeedLink } from './feed-link';

/** A feed socket the test drives: what the link sent, and its listeners to fire. */
function fakeSocket() {
  const listeners = new Map<string, ((e: { data: unknown }) => void)[]>();
  const ws = {
    sent: [] as string[],
    closed: false,
    accept() {},
    send(data: string) {
      ws.sent.push(data);
    },
    close() {
      ws.closed = true;
    },
    addEventListener(type: string, listener: (e: { data: unknown }) => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    fire(type: string, data?: unknown) {
      for (const l of listeners.get(type) ?? []) l({ data });
    },
  };
  return ws;
}

describe('FeedLink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a socket that cannot open after a jittered, growing wait, falling back each time', async () => {
    const open = vi.fn<() => Promise<FeedWebSocket>>().mockRejectedValue(new Error('503'));
    const onFailure = vi.fn();
    const link = new FeedLink(open, { onOpen: vi.fn(), onMessage: vi.fn(), onFailure }, () => 0.5);
    link.ensure();
    await vi.advanceTimersByTimeAsync(0);
    expect([open.mock.calls.length, onFailure.mock.calls.length]).toEqual([1, 1]);
    link.ensure(); // waiting out the backoff: no second attempt yet
    await vi.advanceTimersByTimeAsync(749);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect([open.mock.calls.length, onFailure.mock.calls.length]).toEqual([2, 2]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(3);
    link.close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('hands JSON text frames to the hub, drops the rest, and reconnects when the socket drops', async () => {
    const first = fakeSocket();
    const second = fakeSocket();
    const open = vi.fn<() => Promise<FeedWebSocket>>().mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    const onOpen = vi.fn();
    const onMessage = vi.fn();
    const onFailure = vi.fn();
    const link = new FeedLink(open, { onOpen, onMessage, onFailure }, () => 0);
    link.ensure();
    await vi.advanceTimersByTimeAsync(0);
    expect(onOpen).toHaveBeenCalledWith(first);
    first.fire('message', '{"tableKey":["1"]}');
    first.fire('message', 'not json');
    first.fire('message', new ArrayBuffer(2));
    expect(onMessage.mock.calls).toEqual([[{ tableKey: ['1'] }]]);
    first.fire('close');
    expect(link.socket).toBeNull();
    expect(onFailure).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(link.socket).toBe(second);
    // The dropped socket's late frames are not read.
    first.fire('message', '{"late":true}');
    expect(onMessage).toHaveBeenCalledTimes(1);
    link.close();
    expect(second.closed).toBe(true);
  });
});
