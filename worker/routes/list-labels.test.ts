import { describe, expect, it } from 'vitest';
import '../../i18n/all-messages';
import { createTranslator } from '../../i18n/translate';
import { listLabel, listLabelKey } from './list-labels';
import { ENGLISH_CATEGORY_NAMES } from '../catalogue/category-names';

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

describe('info page titles', () => {
  it('per language, a deposit-{method} page named after its method, an unknown slug readable', async () => {
    const { infoPageTitle } = await import('./list-labels');
    expect(infoPageTitle('terms', createTranslator('en'))).toBe('Terms');
    expect(infoPageTitle('terms', createTranslator('fi'))).toBe('Käyttöehdot');
    expect(infoPageTitle('responsible-gambling', createTranslator('es'))).toBe('Juego responsable');
    expect(infoPageTitle('deposit-paypal', createTranslator('es'))).toBe('Depositar con Paypal');
    expect(infoPageTitle('deposit-methods', createTranslator('fi'))).toBe('Talletustavat');
  });
});
