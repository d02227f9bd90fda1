import { describe, expect, it } from 'vitest';
import { WIDGET_NAMES } from './framework';
import { GUEST_ONLY_WIDGETS, opensForSession } from './guest-widgets';

describe('a widget tapped before the session was known (issue 51)', () => {
  it('opens for whoever the session says, except the ways into a session for a player', () => {
    expect([...GUEST_ONLY_WIDGETS].sort()).toEqual(['forgotPassword', 'forgotUsername', 'login', 'registration']);
    for (const name of WIDGET_NAMES) {
      expect(opensForSession(name, false), name).toBe(true);
      expect(opensForSession(name, true), name).toBe(!GUEST_ONLY_WIDGETS.includes(name));
    }
    // A player's own widgets open, whatever the page looked like when they were tapped.
    for (const name of ['deposit', 'account', 'depositLimit', 'chat', 'bonusOffers'] as const) expect(opensForSession(name, true), name).toBe(true);
  });
});
