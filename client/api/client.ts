/**
 * The one way the browser calls the worker: builds the URL from the endpoint table (client/contracts/api.ts), sends
 * the headers every request carries, and turns every outcome into the endpoint's typed answer or an ApiError — no
 * answer, an error status, an answer that is not JSON, or JSON of another shape. One small file per call beside it
 * (get-page.ts, get-tiles.ts, …) names the call and its answer's shape.
 */
import { ENDPOINTS, type ApiRequest, type ApiResponse, type EndpointName } from '../contracts/api';
import { BUILD_HEADER, CLIENT_BUILD, VERSION_OVERRIDE_HEADER, VERSION_OVERRIDE_META } from '../contracts/release';
import { ApiError } from './api-error';
import { isRecord, type Shape } from './shape';

/** The fetch a call uses: the browser's, or a test's. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** What a caller may add to a call: an abort signal, and (tests) the fetch to use. */
export interface CallOptions {
  signal?: AbortSignal;
  /** How long the whole call may take (default CALL_TIMEOUT_MS). */
  timeoutMs?: number;
  fetch?: Fetch;
}

/** What any request may send: the /_data page path, a query, a JSON body. */
interface RequestParts {
  tail?: string;
  query?: object;
  body?: unknown;
}

const JSON_TYPE = /^application\/json\b/i;

/**
 * No call waits longer than this for the worker's whole answer unless it says otherwise (issue 27): then it fails as
 * no answer does, and its caller shows its error state with Retry.
 */
export const CALL_TIMEOUT_MS = 8000;

/**
 * The headers of every request to the worker, the one place for them: JSON, this bundle's build (skew), and the pin
 * to the version that rendered this page, which the edge honours while that version is deployed (decision 025).
 */
function requestHeaders(withBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', [BUILD_HEADER]: CLIENT_BUILD };
  const pin = globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${VERSION_OVERRIDE_META}"]`)?.content;
  if (pin) headers[VERSION_OVERRIDE_HEADER] = pin;
  if (withBody) headers['Content-Type'] = 'application/json';
  return headers;
}

/** `a=1&b=x`; a list travels comma-separated (ids=7001,7002), as the worker reads it; absent values are left out. */
function queryString(query: object | undefined): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.map((v) => encodeURIComponent(String(v))).join(',') : encodeURIComponent(String(value));
    parts.push(`${encodeURIComponent(key)}=${text}`);
  }
  return parts.join('&');
}

/** The URL of a call: the endpoint's path, the page path after /_data, then the query (after the page's own, if any). */
export function apiUrl(path: string, parts: RequestParts): string {
  const url = path + (parts.tail ?? '');
  const query = queryString(parts.query);
  if (!query) return url;
  return url + (url.includes('?') ? '&' : '?') + query;
}

/** Calls endpoint `name` and answers its response, checked by `shape`; every failure is an ApiError. */
export async function call<K extends EndpointName>(name: K, request: ApiRequest<K>, shape: Shape<ApiResponse<K>>, options: CallOptions = {}): Promise<ApiResponse<K>> {
  const { method, path, typedErrors, sameBuild } = ENDPOINTS[name];
  const parts: RequestParts = request;
  const withBody = parts.body !== undefined;
  const fetcher: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  // One signal for the caller's abort and the timeout, which covers the body too (AbortSignal.any is too new for
  // every phone we serve).
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs ?? CALL_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => abort.abort());
  const noAnswer = (error: unknown) => new ApiError('network', 0, `${method} ${path}: no answer (${String(error)})`, { cause: error });
  let res: Response;
  let json: unknown;
  try {
    res = await fetcher(apiUrl(path, parts), {
      method,
      headers: requestHeaders(withBody),
      ...(withBody ? { body: JSON.stringify(parts.body) } : {}),
      signal: abort.signal,
    });
    // undefined: not JSON (JSON itself has no undefined, so the two cannot be confused).
    json = JSON_TYPE.test(res.headers.get('content-type') ?? '') ? await res.json().catch(() => undefined) : undefined;
    if (abort.signal.aborted) throw new Error('timed out or aborted');
  } catch (error) {
    // Offline, DNS, a reset connection, the caller's abort or the timeout.
    throw noAnswer(error);
  } finally {
    clearTimeout(timer);
  }
  const build = res.headers.get(BUILD_HEADER);
  if (sameBuild && build && build !== CLIENT_BUILD) throw new ApiError('skew', res.status, `${method} ${path}: answered by build ${build}, this page is ${CLIENT_BUILD}`);
  if (!res.ok && !typedErrors) {
    const reason = isRecord(json) && typeof json.error === 'string' ? `: ${json.error}` : '';
    throw new ApiError('http', res.status, `${method} ${path} answered ${res.status}${reason}`);
  }
  // A proxy's or host's own page (HTML error, captive portal) is no answer of the worker's.
  if (json === undefined) throw new ApiError('not-json', res.status, `${method} ${path} answered ${res.status} without JSON`);
  if (!shape(json, res.status)) throw new ApiError('bad-shape', res.status, `${method} ${path} answered ${res.status} with an unexpected body`);
  return json;
}
