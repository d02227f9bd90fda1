import { describe, expect, it } from 'vitest';
import { escapeTaker } from './escape';

// Nodes stand in as names; a layer owns the names it lists.
const layer = (name: string, ...owns: string[]) => ({ name, contains: (node: string) => owns.includes(node) });
const GAME = layer('game container', 'game-dialog', 'reality-check');
const PANEL = layer('more games panel');
const INFO = layer('info popup', 'info-dialog');

describe('Esc closes the topmost layer only (issue 51)', () => {
  it('goes to the top layer, wherever focus is: the panel opened over the game, not the game', () => {
    expect(escapeTaker([GAME, PANEL], { handled: false, dialog: 'game-dialog' })).toBe(PANEL);
    expect(escapeTaker([GAME, PANEL], { handled: false, dialog: null })).toBe(PANEL);
    expect(escapeTaker([GAME, PANEL, INFO], { handled: false, dialog: 'game-dialog' })).toBe(INFO);
  });

  it('the second Esc, with the panel gone, is the game\'s', () => {
    expect(escapeTaker([GAME], { handled: false, dialog: 'game-dialog' })).toBe(GAME);
  });

  it('a dialog of our own below the top (the reality check inside the game) still sends Esc to the top', () => {
    expect(escapeTaker([GAME, PANEL], { handled: false, dialog: 'reality-check' })).toBe(PANEL);
  });

  it("leaves a key another dialog took (the platform's widget closed itself) or pressed in a dialog no layer owns", () => {
    expect(escapeTaker([GAME, PANEL], { handled: true, dialog: 'game-dialog' })).toBeNull();
    expect(escapeTaker([GAME], { handled: false, dialog: 'platform-login-widget' })).toBeNull();
  });

  it('no layer open: nothing', () => {
    expect(escapeTaker([], { handled: false, dialog: null })).toBeNull();
  });
});
