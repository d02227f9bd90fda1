import { describe, expect, it } from 'vitest';
import { normalise } from './normalise';

describe('normalise', () => {
  it.each([
    ['Rainbow Riches', 'rainbow riches'],
    ['Salon Privé Baccarat', 'salon prive baccarat'],
    ['Tír na nÓg', 'tir na nog'],
    ['Straße Ø', 'strasse o'],
    ["Play'n GO", 'playn go'],
    ['Play’n GO', 'playn go'],
    ['Dragon‘s `Lair', 'dragons lair'],
    ['Peter & Sons', 'peter and sons'],
    ['Hold&Win', 'hold and win'],
    ['Shangri-La: Deluxe!', 'shangri la deluxe'],
    ['  Irish   Eyes\t2 ', 'irish eyes 2'],
    ['   ', ''],
    ['?!', ''],
  ])('%j → %j', (text, expected) => {
    expect(normalise(text)).toBe(expected);
  });
});
