import type { Miniflare } from 'miniflare';
// A transitive dependency (Miniflare's), typed; Node 20 has no global WebSocket without a flag.
import { WebSocket } from 'undici';

/** The worker isolate's used heap after a full collection, through workerd's inspector (Chrome DevTools Protocol). */
export async function heapUsed(mf: Miniflare, worker = ''): Promise<number> {
  const inspector = await mf.getInspectorURL();
  const targets = (await (await fetch(new URL('/json', inspector.href.replace(/^ws/, 'http')))).json()) as { webSocketDebuggerUrl: string }[];
  // The named user worker's isolate, its Durable Objects with it (the others are Miniflare's own plumbing).
  const url = targets.find((t) => t.webSocketDebuggerUrl.endsWith(`/core:user:${worker}`))?.webSocketDebuggerUrl;
  if (!url) throw new Error('no inspector target');
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve(), { once: true });
    ws.addEventListener('error', () => reject(new Error('inspector connection failed')), { once: true });
  });
  let id = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const mine = ++id;
      const timer = setTimeout(() => reject(new Error(`inspector: no answer to ${method}`)), 60_000);
      const onMessage = (event: { data: unknown }) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown> };
        if (message.id === mine) {
          clearTimeout(timer);
          ws.removeEventListener('message', onMessage);
          resolve(message.result ?? {});
        }
      };
      ws.addEventListener('message', onMessage);
      ws.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    // workerd's inspector never answers HeapProfiler.collectGarbage; a heap snapshot makes V8 collect fully first.
    // Its chunks arrive as events, which are ignored.
    await call('HeapProfiler.enable');
    await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const usage = await call('Runtime.getHeapUsage');
    return Number(usage.usedSize);
  } finally {
    ws.close();
  }
}
