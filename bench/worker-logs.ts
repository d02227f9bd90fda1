/**
 * Miniflare's log handler for the bench's workers: the request lines (one per request, thousands a run) stay out of
 * the table's output, and out of the load generator's process time; warnings and errors show.
 */
export function warningsAndErrors({ level, message }: { level: string; message: string }): void {
  if (level !== 'log') process.stderr.write(`[worker ${level}] ${message}\n`);
}
