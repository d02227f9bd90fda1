import { describe, expect, it } from 'vitest';
import { paymentMethodsOf } from './reshape';

const wire = (row: Record<string, unknown>, page: Record<string, unknown> = {}) => ({
  data: { data: { page: { paragraph1: 'Intro', paragraph2: 'Note', tableColumn1: 'Logo', tableColumn2: 'In', tableColumn3: 'Out', tableColumn4: 'Cur', ...page }, paymentMethods: [row] } },
});

describe('paymentMethodsOf', () => {
  it('reshapes a row and the page text', () => {
    const methods = paymentMethodsOf(wire({ paymentLink: 'deposit-visa', paymentLogo: 'https://cdn.test/visa.svg', depositTime: 'Instant', withdrawalTime: '1-3 days', availableCurrencies: 'GBP, EUR' }));
    expect(methods.methods).toEqual([{ helpPage: 'deposit-visa', logo: 'https://cdn.test/visa.svg', depositTime: 'Instant', withdrawalTime: '1-3 days', currencies: ['GBP', 'EUR'] }]);
    expect(methods.page).toEqual({ intro: 'Intro', note: 'Note', logoHeading: 'Logo', depositTimeHeading: 'In', withdrawalTimeHeading: 'Out', currenciesHeading: 'Cur' });
  });

  it('treats every field as untrusted: no foreign help page, no script URL, text only, currency codes only', () => {
    const methods = paymentMethodsOf(
      wire(
        {
          paymentLink: 'javascript:alert(1)',
          paymentLogo: 'javascript:alert(1)',
          depositTime: '<img src=x onerror=alert(1)>Instant',
          withdrawalTime: '<script>alert(1)</script>Soon',
          availableCurrencies: ['GBP', '<b>EUR</b>', 'NOPE1'],
        },
        { tableColumn1: '<script>x</script>Logo' },
      ),
    );
    expect(methods.methods[0]).toEqual({ helpPage: '', logo: '', depositTime: 'Instant', withdrawalTime: 'Soon', currencies: ['GBP', 'EUR'] });
    expect(methods.page.logoHeading).not.toContain('<');
    expect(paymentMethodsOf(wire({ paymentLink: 'deposit-visa', paymentLogo: '/relative/logo.svg' })).methods[0]!.logo).toBe('');
  });
});
