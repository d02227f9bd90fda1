/**
 * A request body read with a cap, for the endpoints that take one (cache purge, support ticket).
 *
 * A refusal must leave the connection it came on healthy (docs/decisions/026-bounded-bodies.md). workerd keeps a
 * connection whose request body was read to its end, and discards a body the worker never touched (64 KiB or 1 s of
 * it, then it closes the connection). But after a body was cancelled or read only in part, it drops the connection
 * without a word, and the next request sent on it fails: under `wrangler dev` its proxy hangs, answers 503/500 with
 * a stack, and can exit. So this module never cancels or half-reads `request.body`:
 * - a declared length over the cap is refused before reading anything; the body is then read to its end and
 *   dropped (nothing kept) when it is at most DRAIN_MAX_BYTES, so the client can read the 413, else left to the runtime;
 * - a body of unknown length (chunked) is read through a clone: past the cap its bytes are dropped up to
 *   DRAIN_MAX_BYTES, then only the clone's branch is cancelled, and the runtime discards the untouched original.
 */

/** The most a refused body is read (and dropped, never kept) so that its client gets the 413 on a healthy connection. */
export const DRAIN_MAX_BYTES = 4 * 1024 * 1024;

/** The body as text, or null past `max` bytes. At most `max` bytes (and one chunk) are ever kept. */
export async function readBounded(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (declared > max) {
    // A known length: the stream ends after `declared` bytes, so reading it to its end is bounded.
    if (declared <= DRAIN_MAX_BYTES) await drain(request.body?.getReader());
    return null;
  }
  if (!request.body) return '';
  // Unknown length, or a declared one within the cap: read a tee, never the request's own stream.
  const reader = request.clone().body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await drain(reader, DRAIN_MAX_BYTES - size);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Reads and drops what is left, up to `budget` bytes; past it, cancels the reader (only ever a clone's: the request's
 * own stream is passed here only with a known length, within the budget).
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array> | undefined, budget = Infinity): Promise<void> {
  if (!reader) return;
  let left = budget;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    left -= value.byteLength;
    if (left < 0) {
      await reader.cancel();
      return;
    }
  }
}
