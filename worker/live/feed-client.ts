import type { LiveCurrency } from '../../client/contracts/live';
import { fetchJson, type FetchLike } from '../content/upstream';

/**
 * The upstream feeds' calls (decision 049), each URL built from the configured base: the live-table socket and REST
 * snapshot, the jackpot socket and list. What a browser sends never reaches any of these: the object builds every
 * upstream frame itself, from ids the feed gave it.
 */
export const liveSocketUrl = (base: string) => `${base}/ws`;
export const jackpotSocketUrl = (base: string) => `${base}/ws`;
export const tablesUrl = (base: string, casinoId: number, currency: LiveCurrency) =>
  `${base}/tables?casinoId=${encodeURIComponent(String(casinoId))}&currency=${currency}`;
export const jackpotsUrl = (base: string, currency: LiveCurrency) => `${base}/jackpots?currency=${currency}`;

/** The live-table feed's frames the object sends (DGA). */
export const availableFrame = (casinoId: number) => JSON.stringify({ type: 'available', casinoId: String(casinoId) });
export const subscribeFrame = (key: string, casinoId: number, currency: LiveCurrency) =>
  JSON.stringify({ type: 'subscribe', key, casinoId: String(casinoId), currency });
export const unsubscribeFrame = (key: string, casinoId: number, currency: LiveCurrency) =>
  JSON.stringify({ type: 'unsubscribe', key, casinoId: String(casinoId), currency });
/** The jackpot feed's frames. */
export const jackpotSubscribeFrame = (currency: LiveCurrency) => JSON.stringify({ type: 'subscribe', currency });
export const jackpotUnsubscribeFrame = (currency: LiveCurrency) => JSON.stringify({ type: 'unsubscribe', currency });

/** The REST snapshot's body, `{"tables": [...]}` (a bare list is read too: 049 names no wrapper); null when neither. */
export function snapshotTables(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body;
  const tables = typeof body === 'object' && body !== null ? (body as { tables?: unknown }).tables : undefined;
  return Array.isArray(tables) ? tables : null;
}

/** GET the REST snapshot of one currency's tables (the socket's fallback); throws an UpstreamError on any failure. */
export async function fetchTables(fetch: FetchLike, base: string, casinoId: number, currency: LiveCurrency, timeoutMs: number): Promise<unknown[]> {
  const { body } = await fetchJson(fetch, tablesUrl(base, casinoId, currency), { signal: AbortSignal.timeout(timeoutMs) });
  const tables = snapshotTables(body);
  if (!tables) throw new Error('tables snapshot of the wrong shape');
  return tables;
}

/** GET one currency's jackpot list (`{"jackpots": [...]}`, checked by the caller's reshape). */
export async function fetchJackpots(fetch: FetchLike, base: string, currency: LiveCurrency, timeoutMs: number): Promise<unknown> {
  return (await fetchJson(fetch, jackpotsUrl(base, currency), { signal: AbortSignal.timeout(timeoutMs) })).body;
}

/** The runtime's WebSocket as the object uses it (the DOM lib's type lacks `accept`). */
export interface FeedWebSocket {
  accept(): void;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close' | 'error', listener: () => void): void;
}

/**
 * Opens an outbound WebSocket the Workers way: a fetch with `Upgrade: websocket`, then `accept()` on the answer's
 * socket. Throws when the upstream does not upgrade (the caller falls back to REST and retries later).
 */
export async function openFeedSocket(fetch: FetchLike, url: string, timeoutMs: number): Promise<FeedWebSocket> {
  // A timer, not an abort signal: a signal that fired later could take the open socket down with it.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('feed socket timed out')), timeoutMs);
  });
  const res = await Promise.race([fetch(url, { headers: { Upgrade: 'websocket' } }), timeout]).finally(() => clearTimeout(timer));
  const ws = (res as Response & { webSocket?: FeedWebSocket | null }).webSocket;
  if (res.status !== 101 || !ws) {
    await res.body?.cancel();
    throw new Error(`feed socket not upgraded: HTTP ${res.status}`);
  }
  ws.accept();
  return ws;
}
