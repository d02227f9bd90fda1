import { describe, expect, it } from 'vitest';
import { nextSkewRecord, SKEW_LOOP_LOADS, SKEW_LOOP_MS } from './skew';

describe('skew loads (loop guard)', () => {
  const now = 1_000_000;
  const href = 'https://www.example.test/slots/';
  it('loads any URL when none was loaded for skew, or another one was', () => {
    expect(nextSkewRecord(null, href, now)).toBe(`${now} 1 ${href}`);
    expect(nextSkewRecord(`${now - 1000} 2 https://www.example.test/new/`, href, now)).toBe(`${now} 1 ${href}`);
  });
  it(`loads the same URL up to ${SKEW_LOOP_LOADS} times in a row within ${SKEW_LOOP_MS} ms, then refuses`, () => {
    let record: string | null = null;
    for (let i = 1; i <= SKEW_LOOP_LOADS; i++) {
      record = nextSkewRecord(record, href, now + i * 1000);
      expect(record).toBe(`${now + i * 1000} ${i} ${href}`);
    }
    expect(nextSkewRecord(record, href, now + (SKEW_LOOP_LOADS + 1) * 1000)).toBeNull();
  });
  it('starts again after the window, and ignores a time in the future or a malformed record', () => {
    expect(nextSkewRecord(`${now - SKEW_LOOP_MS} 3 ${href}`, href, now)).toBe(`${now} 1 ${href}`);
    expect(nextSkewRecord(`${now + 5000} 3 ${href}`, href, now)).toBe(`${now} 1 ${href}`);
    expect(nextSkewRecord(`garbage ${href}`, href, now)).toBe(`${now} 1 ${href}`);
  });
});
