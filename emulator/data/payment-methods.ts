import type { PaymentMethodsBody, PaymentMethodRow } from '../platform/wire-shapes';
import { currencyFor } from './markets';

export interface PaymentMethod {
  /** Used in the info slug deposit-{id} and the logo path /artwork/payments/{id}.svg. */
  id: string;
  label: string;
  depositTime: string;
  withdrawalTime: string;
  currencies: readonly string[];
  /** Minimum deposit in the player's currency units. */
  minDeposit: number;
  kind: 'card' | 'e-wallet' | 'voucher' | 'bank' | 'mobile';
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'visa', label: 'Visa Debit', depositTime: 'Instant', withdrawalTime: '1-3 banking days', currencies: ['GBP', 'EUR', 'CAD'], minDeposit: 10, kind: 'card' },
  { id: 'mastercard', label: 'Mastercard Debit', depositTime: 'Instant', withdrawalTime: '1-3 banking days', currencies: ['GBP', 'EUR', 'CAD'], minDeposit: 10, kind: 'card' },
  { id: 'paypal', label: 'PayPal', depositTime: 'Instant', withdrawalTime: 'Up to 24 hours', currencies: ['GBP', 'EUR'], minDeposit: 10, kind: 'e-wallet' },
  { id: 'skrill', label: 'Skrill', depositTime: 'Instant', withdrawalTime: 'Up to 24 hours', currencies: ['GBP', 'EUR', 'CAD'], minDeposit: 10, kind: 'e-wallet' },
  { id: 'neteller', label: 'Neteller', depositTime: 'Instant', withdrawalTime: 'Up to 24 hours', currencies: ['GBP', 'EUR', 'CAD'], minDeposit: 10, kind: 'e-wallet' },
  { id: 'paysafecard', label: 'Paysafecard', depositTime: 'Instant', withdrawalTime: 'Not available', currencies: ['GBP', 'EUR', 'CAD'], minDeposit: 10, kind: 'voucher' },
  { id: 'trustly', label: 'Trustly', depositTime: 'Instant', withdrawalTime: 'Up to 2 hours', currencies: ['GBP', 'EUR'], minDeposit: 10, kind: 'bank' },
  { id: 'apple-pay', label: 'Apple Pay', depositTime: 'Instant', withdrawalTime: '1-3 banking days', currencies: ['GBP', 'EUR'], minDeposit: 10, kind: 'mobile' },
  { id: 'bank-transfer', label: 'Bank Transfer', depositTime: '1-3 banking days', withdrawalTime: '3-5 banking days', currencies: ['GBP', 'EUR', 'CAD'], minDeposit: 20, kind: 'bank' },
  { id: 'interac', label: 'Interac e-Transfer', depositTime: 'Instant', withdrawalTime: 'Up to 24 hours', currencies: ['CAD'], minDeposit: 15, kind: 'bank' },
  { id: 'instadebit', label: 'iDebit / Instadebit', depositTime: 'Instant', withdrawalTime: '1-2 banking days', currencies: ['CAD'], minDeposit: 15, kind: 'bank' },
  { id: 'muchbetter', label: 'MuchBetter', depositTime: 'Instant', withdrawalTime: 'Up to 24 hours', currencies: ['CAD', 'EUR'], minDeposit: 15, kind: 'mobile' },
];

/** Canada has its own cashier: Interac and friends, no PayPal, Trustly or Apple Pay. */
const SETS: Record<'CA' | 'default', readonly string[]> = {
  default: ['visa', 'mastercard', 'paypal', 'skrill', 'neteller', 'paysafecard', 'trustly', 'apple-pay', 'bank-transfer'],
  CA: ['interac', 'visa', 'mastercard', 'instadebit', 'muchbetter', 'paysafecard', 'skrill', 'neteller', 'bank-transfer'],
};

export function paymentMethodsFor(country: string): PaymentMethod[] {
  const ids = country === 'CA' ? SETS.CA : SETS.default;
  return ids.map((id) => PAYMENT_METHODS.find((m) => m.id === id)!);
}

export function findPaymentMethod(id: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((m) => m.id === id);
}

/** The GET /payment-methods payload: page strings plus rows linking each logo to its deposit-{id} info page. */
export function paymentMethodsPayload(country: string, origin: string): PaymentMethodsBody['data']['data'] {
  const currency = currencyFor(country);
  return {
    page: {
      paragraph1: `We offer a range of safe and secure payment methods. All deposits are shown in ${currency}.`,
      paragraph2: 'Withdrawals are returned to the method you deposited with where possible. Processing times start once a withdrawal has been approved.',
      tableColumn1: 'Payment method',
      tableColumn2: 'Deposit time',
      tableColumn3: 'Withdrawal time',
      tableColumn4: 'Currencies',
    },
    paymentMethods: paymentMethodsFor(country).map(
      (m): PaymentMethodRow => ({
        paymentLink: `deposit-${m.id}`,
        paymentLogo: `${origin}/artwork/payments/${m.id}.svg`,
        depositTime: m.depositTime,
        withdrawalTime: m.withdrawalTime,
        // The real feed sends bank transfer's currencies as one comma-separated string; the rest as arrays.
        availableCurrencies: m.id === 'bank-transfer' ? m.currencies.join(', ') : [...m.currencies],
      }),
    ),
  };
}
