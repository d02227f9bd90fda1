import { describe, expect, it } from 'vitest';
import { catalogueGames } from '../../data/catalogue';
import { gameArt, titleLayout } from './art';
import { canvas, fitScale, hsl, text, wrap } from './draw';
import { FONT_CHARACTERS, GLYPH_HEIGHT, GLYPH_WIDTH, fold, glyph } from './font';

describe('the 5×7 font', () => {
  it('has 7 rows of 5 columns for every glyph', () => {
    for (const c of FONT_CHARACTERS) {
      expect(glyph(c), c).toHaveLength(GLYPH_HEIGHT);
      for (const row of glyph(c)) expect(row, c).toMatch(new RegExp(`^[.#]{${GLYPH_WIDTH}}$`));
    }
  });

  it('draws every character of the catalogue’s names and studios (case and accents folded)', () => {
    const used = new Set(catalogueGames(3000).flatMap((g) => [...fold(`${g.name} ${g.subProvider} ${g.provider}`)]));
    expect([...used].filter((c) => !FONT_CHARACTERS.includes(c))).toEqual([]);
    expect(fold("Ó'Reilly’s Café")).toBe("O'REILLY'S CAFE");
  });
});

describe('drawing', () => {
  it('draws every catalogue name whole, at 4 font pixels or more on a 1x tile (readable on a 149 px phone tile)', () => {
    for (const g of catalogueGames(3000)) {
      for (const portrait of [false, true]) {
        const { lines, scale } = titleLayout(gameArt(0, g.name, g.provider, portrait));
        expect(lines.join(' '), g.name).toBe(g.name);
        expect(scale, g.name).toBeGreaterThanOrEqual(portrait ? 6 : 4);
      }
    }
  });

  it('puts a glyph’s ink where its rows say, at the scale asked', () => {
    const p = canvas(20, 20);
    text(p, ['L'], 10, 10, 2, [255, 255, 255], [0, 0, 0], 0);
    const ink = (x: number, y: number) => p.data[(y * 20 + x) * 4] === 255;
    // 'L' is 10×14 at scale 2, centred: columns 5–14, rows 3–16. Its stem is the first column, its foot the last row.
    expect(ink(5, 3) && ink(6, 4) && ink(5, 15) && ink(14, 16)).toBe(true);
    expect(ink(7, 3) || ink(14, 14)).toBe(false);
  });

  it('wraps names to lines and cuts the last with an ellipsis', () => {
    expect(wrap('Rainbow Riches Pick n Mix', 12, 3)).toEqual(['Rainbow', 'Riches Pick', 'n Mix']);
    expect(wrap('One Two Three Four Five Six', 5, 2)).toEqual(['One', 'Two…']);
  });

  it('fits the largest whole scale to the width and height', () => {
    // 11 characters are 65 font pixels wide: 360 / 65 → 5.
    expect(fitScale(['Riches Pick'], 360, 1000, 9)).toBe(5);
    expect(fitScale(['A'], 1000, 1000, 6)).toBe(6);
    expect(fitScale(['A', 'B', 'C'], 1000, 27, 9)).toBe(1);
  });

  it('converts HSL as CSS does', () => {
    expect(hsl(0, 100, 50)).toEqual([255, 0, 0]);
    expect(hsl(120, 100, 25)).toEqual([0, 128, 0]);
    expect(hsl(240, 100, 50)).toEqual([0, 0, 255]);
  });
});
