import { afterEach, describe, expect, it } from 'vitest';
import { gtag, pushDataLayer } from './events';

const g = globalThis as { window?: { dataLayer?: unknown[] } };

describe('analytics events', () => {
  afterEach(() => delete g.window);

  it('pushDataLayer appends the event; gtag pushes an arguments object, as Google’s snippet does', () => {
    g.window = {};
    pushDataLayer({ event: 'game_launch', name: 'Lucky Clover' });
    gtag('consent', 'update', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      security_storage: 'granted',
    });
    const [first, second] = g.window.dataLayer!;
    expect(first).toEqual({ event: 'game_launch', name: 'Lucky Clover' });
    expect(Object.prototype.toString.call(second)).toBe('[object Arguments]');
    expect(Array.from(second as ArrayLike<unknown>).slice(0, 2)).toEqual(['consent', 'update']);
  });
});
