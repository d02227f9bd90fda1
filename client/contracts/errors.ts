/** Errors are normalised to a message and a statusCode (default 500) before anything shows them (SPEC §8). */
export interface NormalisedError {
  message: string;
  statusCode: number;
}

/** An error with an HTTP status: thrown by loaders and validity checks. */
export class PageError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'PageError';
  }
}

export const NOT_FOUND_MESSAGE = 'This page could not be found';

export function notFound(): PageError {
  return new PageError(404, NOT_FOUND_MESSAGE);
}

/**
 * An upstream the page cannot do without is down and nothing is cached (docs/decisions/028-cms-down.md): 503 with
 * Retry-After, the error page saying so in the visitor's language — not the 500 of a fault of ours.
 */
export const UNAVAILABLE_STATUS = 503;

export function unavailable(): PageError {
  return new PageError(UNAVAILABLE_STATUS, 'Temporarily unavailable');
}

export function normaliseError(error: unknown): NormalisedError {
  if (error && typeof error === 'object') {
    const e = error as { statusCode?: unknown; status?: unknown; message?: unknown };
    const status = typeof e.statusCode === 'number' ? e.statusCode : typeof e.status === 'number' ? e.status : 500;
    const statusCode = Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
    const message = typeof e.message === 'string' && e.message ? e.message : 'Unknown error';
    return { message, statusCode };
  }
  return { message: typeof error === 'string' && error ? error : 'Unknown error', statusCode: 500 };
}
