import { describe, expect, it } from 'vitest';
import { fetchJson, UpstreamError } from './upstream';

const cutOff = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('[{"id": 1}, {"id'));
      controller.error(new Error('connection reset'));
    },
  });

describe('fetchJson', () => {
  it('answers the body of a 200', async () => {
    expect((await fetchJson(async () => Response.json([1]), 'https://u.test/')).body).toEqual([1]);
  });

  it('a body cut off mid-way is a network failure (no status: it counts against the breaker), not a malformed body', async () => {
    const error = await fetchJson(async () => new Response(cutOff()), 'https://u.test/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).message).toMatch(/^request failed mid-body/);
    expect((error as UpstreamError).status).toBeNull();
  });

  it('an unparsable complete body is malformed JSON (status 200)', async () => {
    const error = await fetchJson(async () => new Response('{"a": ['), 'https://u.test/').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'malformed JSON', status: 200 });
  });
});
