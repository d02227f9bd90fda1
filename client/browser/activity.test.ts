import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearActivity, stampActivity } from './activity';

/** A document whose cookie jar is `jar` and which records every write. */
function cookieJar(jar: string): string[] {
  const writes: string[] = [];
  vi.stubGlobal('document', {
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  });
  vi.stubGlobal('location', { protocol: 'https:', hostname: 'www.shamrockspins.example' });
  return writes;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the activity stamp in the browser', () => {
  it('is cleared when there is one', () => {
    const writes = cookieJar('consent-closed=1; last-activity=1700000000');
    clearActivity();
    expect(writes).toEqual(['last-activity=; Path=/; Max-Age=0; SameSite=Lax; Secure']);
  });

  it('is not written at all for a guest who had none (every guest page load clears it)', () => {
    const writes = cookieJar('consent-closed=1; last-activity-x=5');
    clearActivity();
    expect(writes).toEqual([]);
  });

  it('is stamped in seconds', () => {
    const writes = cookieJar('');
    stampActivity(1_700_000_000_999);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^last-activity=1700000000; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
  });
});
