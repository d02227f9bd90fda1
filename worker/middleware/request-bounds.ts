import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/** Longer paths are refused before any work: an error page reflecting them would amplify them. */
export const MAX_PATH_CHARS = 2048;
/** The query is never reflected (canonicals drop it) but is bounded too; tracking parameters fit with room to spare. */
export const MAX_QUERY_CHARS = 16 * 1024;
export const PAGE_METHODS = 'GET, HEAD';

/** A short, static answer: it names nothing from the request. */
export function shortPage(status: number, title: string, headers: Record<string, string> = {}): Response {
  const body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status} ${title}</title></head><body><h1>${title}</h1><p><a href="/">Home</a></p></body></html>`;
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store', ...headers } });
}

/**
 * Bounded answers to requests no page can serve: a path over MAX_PATH_CHARS (or a query over MAX_QUERY_CHARS) is
 * 414; any method but GET or
 * HEAD outside /api/ is 405 with `Allow` (the API routes answer their own methods).
 */
export const requestBounds: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.length > MAX_PATH_CHARS || url.search.length > MAX_QUERY_CHARS) return shortPage(414, 'Request URL too long');
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD' && !url.pathname.startsWith('/api/')) {
    return shortPage(405, 'Method not allowed', { Allow: PAGE_METHODS });
  }
  await next();
};

/**
 * The runtime hands the worker some requests whose URL does not parse (absolute-form oddities, `CONNECT`, `*`):
 * they get a 400 from us instead of the runtime's plain-text 500.
 */
export function unparseable(request: Request): Response | null {
  if (request.method === 'CONNECT') return shortPage(400, 'Bad request');
  try {
    const url = new URL(request.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return shortPage(400, 'Bad request');
    return null;
  } catch {
    return shortPage(400, 'Bad request');
  }
}
