import { describe, expect, it } from 'vitest';
import '../../i18n/all-messages';
import { createTranslator } from '../../i18n/translate';
import { listLabel, listLabelKey } from './list-labels';
import { ENGLISH_CATEGORY_NAMES } from '../../client/catalogue/category-names';

describe('list labels', () => {
  it('every normalised English category name has a label', () => {
    for (const name of ENGLISH_CATEGORY_NAMES) expect(listLabelKey(name), name).toBeDefined();
  });

  it('labels are per language; the names the rules match on stay English', () => {
    const fi = createTranslator('fi');
    const es = createTranslator('es');
    const en = createTranslator('en');
    expect(listLabel('Live Casino', fi)).toBe('Live-kasino');
    expect(listLabel('Live Casino', es)).toBe('Casino en vivo');
    expect(listLabel('Featured Games', en)).toBe('Featured Games');
    expect(listLabel('Table Games', fi)).toBe('Pöytäpelit');
    expect(listLabel('Roulette', es)).toBe('Ruleta');
    // A platform name in another language is normalised first.
    expect(listLabel('Kolikkopelit', es)).toBe('Tragamonedas');
  });

  it('the known featured lists have labels; an unknown one keeps its own name', () => {
    expect(listLabel('Top Picks', createTranslator('fi'))).toBe('Parhaat valinnat');
    expect(listLabel('Irish Favourites', createTranslator('es'))).toBe('Favoritos irlandeses');
    expect(listLabel('Summer Specials', createTranslator('fi'))).toBe('Summer Specials');
  });
});
