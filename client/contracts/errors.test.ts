import { describe, expect, it } from 'vitest';
import { normaliseError, notFound, PageError } from './errors';

describe('normaliseError', () => {
  it('keeps a page error status and message', () => {
    expect(normaliseError(notFound())).toEqual({ message: 'This page could not be found', statusCode: 404 });
    expect(normaliseError(new PageError(503, 'down'))).toEqual({ message: 'down', statusCode: 503 });
  });

  it('defaults to 500 for plain errors, strings and nonsense statuses', () => {
    expect(normaliseError(new Error('boom'))).toEqual({ message: 'boom', statusCode: 500 });
    expect(normaliseError('x')).toEqual({ message: 'x', statusCode: 500 });
    expect(normaliseError({ status: 200, message: 'odd' })).toEqual({ message: 'odd', statusCode: 500 });
    expect(normaliseError(null)).toEqual({ message: 'Unknown error', statusCode: 500 });
  });
});
