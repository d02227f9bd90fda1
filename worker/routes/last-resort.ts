import { BUILD_HEADER, VERSION_HEADER } from '../../client/contracts/release';
import type { VersionInfo } from '../env';
import { shortPage } from '../middleware/request-bounds';

/** The release headers every response carries (worker/version.ts), for answers made outside the app. */
export function releaseNames(info: VersionInfo): Record<string, string> {
  return { [BUILD_HEADER]: info.build, [VERSION_HEADER]: info.version };
}

/**
 * The last resort around the app: whatever escapes it (an error page that throws, a non-Error thrown, which Hono does
 * not hand to onError) would reach the runtime, and `wrangler dev` answers that with a page of its stack and local
 * file paths (production with its error 1101 page). Here it becomes a short static 500 that names nothing of the
 * server or the request; the error goes to the log only (docs/decisions/026-bounded-bodies.md).
 */
export async function lastResort(request: Request, headers: Record<string, string>, run: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    console.error('unhandled error', error);
    if (new URL(request.url).pathname.startsWith('/api/')) {
      return Response.json({ error: 'Internal error' }, { status: 500, headers: { 'Cache-Control': 'no-store', ...headers } });
    }
    return shortPage(500, 'Internal error', headers);
  }
}
