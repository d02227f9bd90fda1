import { describe, expect, it } from 'vitest';
import { initialsOf, toneOf } from './promotion-art';

describe('placeholder art', () => {
  it('takes the initials of the first two significant words', () => {
    expect(initialsOf('Refer a Friend')).toBe('RF');
    expect(initialsOf('Loyalty Rewards')).toBe('LR');
    expect(initialsOf('Oktoberfest')).toBe('O');
    expect(initialsOf("St Patrick's Day Bonanza")).toBe('SP');
    expect(initialsOf('älä – 10 € ja')).toBe('Ä');
    expect(initialsOf('')).toBe('');
  });

  it('picks a stable tone per title within the six', () => {
    expect(toneOf('Cashback Weekend')).toBe(toneOf('Cashback Weekend'));
    const tones = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'].map(toneOf));
    expect([...tones].every((t) => t >= 0 && t < 6)).toBe(true);
    expect(tones.size).toBeGreaterThan(1);
  });
});
