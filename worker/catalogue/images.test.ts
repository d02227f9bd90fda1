import { describe, expect, it } from 'vitest';
import { portraitImage } from './images';

describe('portraitImage', () => {
  it('swaps the 1x marker for 3x (SPEC §3)', () => {
    expect(portraitImage('https://cdn.test/games/5115_1x.jpg')).toBe('https://cdn.test/games/5115_3x.jpg');
    expect(portraitImage('https://cdn.test/games/5115_1x.webp')).toBe('https://cdn.test/games/5115_3x.webp');
    expect(portraitImage('/artwork/games/20011_1x.jpg')).toBe('/artwork/games/20011_3x.jpg');
  });

  it('touches only the file name, not a 1x folder', () => {
    expect(portraitImage('https://cdn.test/1x/games/7_1x.webp')).toBe('https://cdn.test/1x/games/7_3x.webp');
    expect(portraitImage('https://cdn.test/1x/games/7.webp')).toBe('https://cdn.test/1x/games/7.webp');
  });

  it('leaves the query string and fragment alone', () => {
    expect(portraitImage('https://cdn.test/g/7_1x.jpg?size=1x&v=2')).toBe('https://cdn.test/g/7_3x.jpg?size=1x&v=2');
    expect(portraitImage('https://cdn.test/g/7_1x.jpg#1x')).toBe('https://cdn.test/g/7_3x.jpg#1x');
    expect(portraitImage('https://cdn.test/g/7.jpg?a=1x/b')).toBe('https://cdn.test/g/7.jpg?a=1x/b');
  });

  it('takes the last marker in the name, and never a 1x inside a number', () => {
    expect(portraitImage('https://cdn.test/g/1x2_reels_1x.jpg')).toBe('https://cdn.test/g/1x2_reels_3x.jpg');
    expect(portraitImage('https://cdn.test/g/7011x.jpg')).toBe('https://cdn.test/g/7011x.jpg');
    expect(portraitImage('https://cdn.test/g/game@1x-711x.png')).toBe('https://cdn.test/g/game@3x-711x.png');
  });

  it('works on bare file names and returns other URLs unchanged', () => {
    expect(portraitImage('1x.jpg')).toBe('3x.jpg');
    expect(portraitImage('tile-2x.jpg')).toBe('tile-2x.jpg');
    expect(portraitImage('')).toBe('');
  });
});
