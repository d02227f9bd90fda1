import { describe, expect, it } from 'vitest';
import { isSkewLoop, SKEW_LOOP_MS } from './skew';

describe('skew loads (loop guard)', () => {
  const now = 1_000_000;
  const href = 'https://www.example.test/slots/';
  it('loads any URL when none was loaded for skew, or another one was', () => {
    expect(isSkewLoop(null, href, now)).toBe(false);
    expect(isSkewLoop('', href, now)).toBe(false);
    expect(isSkewLoop(`${now - 1000} https://www.example.test/new/`, href, now)).toBe(false);
  });
  it(`refuses the same URL again within ${SKEW_LOOP_MS} ms, and allows it after`, () => {
    expect(isSkewLoop(`${now - 1000} ${href}`, href, now)).toBe(true);
    expect(isSkewLoop(`${now - SKEW_LOOP_MS} ${href}`, href, now)).toBe(false);
  });
  it('ignores a time in the future (a clock moved back) and a malformed record', () => {
    expect(isSkewLoop(`${now + 5000} ${href}`, href, now)).toBe(false);
    expect(isSkewLoop(`garbage ${href}`, href, now)).toBe(false);
  });
});
