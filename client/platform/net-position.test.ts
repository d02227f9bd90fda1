import { describe, expect, it } from 'vitest';
import { formatElapsed, remindersDue, startTally, tallyBalance, tallyDeposit } from './net-position';

describe('net position', () => {
  it('counts balance changes while playing, from the first balance on', () => {
    let t = startTally('P-1', 0);
    t = tallyBalance(t, 270, false);
    t = tallyBalance(t, 269, true); // a 1.00 stake
    t = tallyBalance(t, 268, true);
    t = tallyBalance(t, 273.5, true); // a 5.50 win
    expect(t.net).toBe(3.5);
  });

  it('ignores changes outside play, and deposits during play', () => {
    let t = tallyBalance(startTally('P-1', 0), 100, false);
    t = tallyBalance(t, 80, false); // a withdrawal from the account widget
    t = tallyDeposit(t, 20);
    t = tallyBalance(t, 99, true); // deposit 20, then a 1.00 stake
    expect(t.net).toBe(-1);
    expect(t.pendingDeposits).toBe(0);
  });

  it('keeps cents exact', () => {
    let t = tallyBalance(startTally('P-1', 0), 10, true);
    for (let i = 0; i < 10; i++) t = tallyBalance(t, cents(10 - 0.1 * (i + 1)), true);
    expect(t.net).toBe(-1);
  });

  it('formats elapsed time and counts reminders', () => {
    expect(formatElapsed(65_000)).toBe('01:05');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
    expect(remindersDue(59 * 60_000, 60)).toBe(0);
    expect(remindersDue(60 * 60_000, 60)).toBe(1);
    expect(remindersDue(125 * 60_000, 60)).toBe(2);
  });
});

const cents = (n: number) => Math.round(n * 100) / 100;
