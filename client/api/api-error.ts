/**
 * Why a call to the worker failed: no answer, an error status, an answer that is not JSON, JSON of another shape, or
 * an answer from another release than this page's (a rollout in progress: docs/decisions/025-release-versions.md).
 */
export type ApiFailure = 'network' | 'http' | 'not-json' | 'bad-shape' | 'skew';

/**
 * A failed call to the worker. `statusCode` and `message` are what normaliseError (client/contracts/errors.ts) reads,
 * so a caller shows it like any other error: the worker's own status when it refused, 500 when it could not be
 * reached or answered something else than the endpoint's JSON.
 */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    readonly failure: ApiFailure,
    /** The HTTP status of the answer; 0 when there was none. */
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.statusCode = failure === 'http' ? status : 500;
  }
}
