import { describe, expect, it } from 'vitest';
import '../../../i18n/all-messages';
import { createTranslator } from '../../../i18n/translate';
import { licenceFor } from './licence';

describe('licenceFor', () => {
  it('gives UK Gambling Commission wording with GamCare and BeGambleAware for GB', () => {
    const gb = licenceFor('GB');
    expect(createTranslator('en')(gb.statement, { brand: 'X' })).toContain('UK Gambling Commission');
    expect(gb.links.map((l) => l.label)).toEqual(['GamCare', 'BeGambleAware']);
  });

  it('gives Malta Gaming Authority wording for MGA', () => {
    expect(createTranslator('en')(licenceFor('mga').statement, { brand: 'X' })).toContain('Malta Gaming Authority');
  });

  it('falls back to the generic text', () => {
    for (const r of [null, '', 'XX']) expect(licenceFor(r).statement).toBe('footer.licenceNone');
  });
});
