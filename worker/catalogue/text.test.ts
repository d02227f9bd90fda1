import { describe, expect, it } from 'vitest';
import { compareText, foldAccents } from './text';

describe('foldAccents', () => {
  it('drops combining marks from Finnish, Spanish and French letters', () => {
    expect(foldAccents('Jättipotit Pöytäpelit Clásicos Privé Tír na nÓg')).toBe('Jattipotit Poytapelit Clasicos Prive Tir na nOg');
  });

  it('spells out letters Unicode does not decompose', () => {
    expect(foldAccents('Bjørn Æsir Œuvre Straße Łódź Đak')).toBe('Bjorn AEsir OEuvre Strasse Lodz Dak');
  });

  it('leaves ASCII, digits and punctuation alone', () => {
    expect(foldAccents("Play'n GO & 7s!")).toBe("Play'n GO & 7s!");
  });
});

describe('compareText', () => {
  it('ignores case and accents, compares numbers as numbers', () => {
    expect(compareText('apple', 'Banana')).toBeLessThan(0);
    expect(compareText('Émeraude', 'Emu')).toBeLessThan(0);
    expect(compareText('Slot 2', 'Slot 10')).toBeLessThan(0);
  });

  it('still orders names the collator finds equal, so input order never matters', () => {
    expect(compareText('Cash', 'cash')).not.toBe(0);
    expect(compareText('Cash', 'cash')).toBe(-compareText('cash', 'Cash'));
    expect(compareText('same', 'same')).toBe(0);
  });
});
