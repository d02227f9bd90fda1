import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { versionInfo } from '../version';
import { logLine, serverTiming, type LogLine } from './log-line';
import { RequestTrace } from './trace';

/**
 * The outermost middleware: gives the request its trace (c.get('trace')), and once the response is made — an error
 * page included, onError having run inside — adds Server-Timing and writes the request's one log line. A failure
 * here never touches the response.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const trace = new RequestTrace();
  c.set('trace', trace);
  await next();
  try {
    const line = logLine({
      url: c.req.url,
      method: c.req.method,
      status: c.res.status,
      rest: c.get('rest'),
      cf: (c.req.raw as { cf?: unknown }).cf,
      release: c.get('release') ?? versionInfo(c.env),
      trace,
    });
    writeLine(line);
    // A hashed file is immutable and kept by browsers for a year: timings of the request that fetched it mean nothing later.
    if (line.route !== 'asset') c.res.headers.append('Server-Timing', serverTiming(line));
  } catch (error) {
    console.error({ event: 'request log failed', error: (error as Error)?.message ?? String(error) });
  }
};

/** One object per request: Workers Logs indexes its fields; `wrangler tail --format json` shows it as `logs[].message[0]`. */
export function writeLine(line: LogLine): void {
  console.log(line);
}
