import { describe, expect, it } from 'vitest';
import { wantsPlayerView } from './player-view';

const stores = (isLoggedIn: boolean, sessionChecked: boolean, welcomeBack: boolean) => ({ account: { isLoggedIn, sessionChecked }, app: { welcomeBack } }) as Parameters<typeof wantsPlayerView>[0];

describe('the view of a payload the page asks for (issue 51)', () => {
  it('the player view for a logged-in player, and in the welcome-back state until the session is known', () => {
    expect(wantsPlayerView(stores(true, true, false))).toBe(true);
    expect(wantsPlayerView(stores(true, true, true))).toBe(true);
    // A returning render, or a player's page reloaded offline: drawn in the player view, as their copies were kept.
    expect(wantsPlayerView(stores(false, false, true))).toBe(true);
  });

  it('the guest view for a guest, and once the session says guest whatever the welcome-back state said', () => {
    expect(wantsPlayerView(stores(false, false, false))).toBe(false);
    expect(wantsPlayerView(stores(false, true, false))).toBe(false);
    expect(wantsPlayerView(stores(false, true, true))).toBe(false);
  });
});
