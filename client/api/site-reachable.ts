import type { HealthResponse } from '../contracts/api';
import { ApiError } from './api-error';
import { call, type CallOptions } from './client';
import { isRecord } from './shape';

/** A probe that has had no answer in this long counts as no connection. */
export const REACH_TIMEOUT_MS = 3000;

function isHealth(json: unknown): json is HealthResponse {
  return isRecord(json) && typeof json.ok === 'boolean' && typeof json.build === 'string';
}

/**
 * GET /api/health: whether the site's worker can be reached at all — its answer, whatever its status (a 503 says KV is
 * unwell, not that the connection is). No answer, or a page that is not the worker's JSON (a captive portal's login
 * page), is no connection.
 */
export async function siteReachable(options: CallOptions = {}): Promise<boolean> {
  try {
    await call('health', {}, isHealth, { timeoutMs: REACH_TIMEOUT_MS, ...options });
    return true;
  } catch (error) {
    if (error instanceof ApiError) return error.failure !== 'network' && error.failure !== 'not-json';
    return false;
  }
}
