import type { InfoPageContext, InfoPageSource } from './info-page-types';
import { PAYMENT_METHODS, paymentMethodsFor, type PaymentMethod } from './payment-methods';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The info-page request carries no country; the MGA regulation is Canada's (SPEC §9), so it picks Canada's cashier. */
const methodsFor = (context: InfoPageContext) => paymentMethodsFor(context.regulation === 'MGA' ? 'CA' : 'GB');

/** Logo cells link to the method's page with the legacy /help/deposit-{id} path, as the platform's HTML does. */
function methodsTable(context: InfoPageContext): string {
  const rows = methodsFor(context).map(
    (m) =>
      `<tr><td><a href="/help/deposit-${m.id}"><img src="${escape(`${context.origin}/artwork/payments/${m.id}.svg`)}" alt="${escape(m.label)}" width="80" height="40"></a></td>` +
      `<td>${escape(m.depositTime)}</td><td>${escape(m.withdrawalTime)}</td><td>${m.currencies.join(', ')}</td></tr>`,
  );
  return `<table class="payment-methods">
  <thead><tr><th>Payment method</th><th>Deposit time</th><th>Withdrawal time</th><th>Currencies</th></tr></thead>
  <tbody>${rows.join('\n')}</tbody>
</table>`;
}

const KIND_NOTES: Record<PaymentMethod['kind'], string> = {
  card: 'Only debit cards in your own name are accepted.',
  'e-wallet': 'Log in to your e-wallet when prompted to approve the payment.',
  voucher: 'Enter the 16-digit PIN printed on your voucher. Vouchers cannot be used for withdrawals.',
  bank: 'You will be redirected to your online bank to approve the payment.',
  mobile: 'Confirm the payment on your phone.',
};

function methodPage(method: PaymentMethod): InfoPageSource {
  return {
    title: { en: `Deposit with ${method.label}`, fi: `Talletus: ${method.label}`, es: `Depositar con ${method.label}` },
    body: () => `
<h2>Deposit with ${escape(method.label)}</h2>
<table>
  <tbody>
    <tr><th>Minimum deposit</th><td>{cur}${method.minDeposit}</td></tr>
    <tr><th>Deposit time</th><td>${escape(method.depositTime)}</td></tr>
    <tr><th>Withdrawal time</th><td>${escape(method.withdrawalTime)}</td></tr>
    <tr><th>Currencies</th><td>${method.currencies.join(', ')}</td></tr>
  </tbody>
</table>
<h3>How to deposit</h3>
<ol>
  <li>Click Deposit and choose ${escape(method.label)}.</li>
  <li>Enter the amount in {code}.</li>
  <li>${KIND_NOTES[method.kind]}</li>
</ol>
<div class="gb-only"><p>Credit cards cannot be used for gambling in Great Britain.</p></div>
<div class="non-gb-only"><p>Your bank may charge a fee for international payments.</p></div>
<p>Back to all <a href="/help/deposit-methods">payment methods</a>.</p>`,
  };
}

/** Deposit pages, the methods table pages and one deposit-{id} page for every method of every cashier. */
export const BANKING_PAGES: Record<string, InfoPageSource> = {
  deposit: {
    title: { en: 'Deposit', fi: 'Talletus', es: 'Depositar' },
    body: `
<h2>Making a Deposit</h2>
<p>Deposits are instant with most methods and the minimum is {cur}10.</p>
<ul>
  <li><a href="/help/deposit-account">Depositing from your account</a></li>
  <li><a href="/help/deposit-banking/">Banking and online payments</a></li>
  <li><a href="/help/deposit-methods">All payment methods</a></li>
</ul>
<div class="gb-only"><p>Set a deposit limit at any time in My Account. It is a condition of your UK licence that we offer it.</p></div>
<div class="non-gb-only"><p>You can set deposit limits in My Account.</p></div>
<div class="hide-at"><p>Your first deposit may qualify for the <a href="/promotions/welcome-package/">welcome package</a>.</p></div>`,
  },
  'deposit-account': {
    title: { en: 'Depositing from Your Account', fi: 'Talletus tililtäsi', es: 'Depositar desde tu cuenta' },
    body: `
<h2>Depositing from Your Account</h2>
<ol>
  <li>Log in and click Deposit.</li>
  <li>Choose a saved method or add a new one.</li>
  <li>Enter the amount ({code}) and confirm.</li>
</ol>
<p>Saved cards can be removed from My Account. See <a href="/help/security">security</a>.</p>`,
  },
  'deposit-banking': {
    title: { en: 'Banking', fi: 'Pankkimaksut', es: 'Pagos bancarios' },
    body: `
<h2>Banking</h2>
<p>Pay straight from your bank with Trustly or a bank transfer. Bank transfers can take 1-3 banking days to arrive.</p>
<div class="non-gb-only"><p>Instant bank payments are available in most EU countries.</p></div>
<p>Compare all <a href="/help/deposit-methods">payment methods</a>.</p>`,
  },
  // The table of this page is the site's, drawn from the payment-methods API (SPEC §2/§7); the page holds the text.
  'deposit-methods': {
    title: { en: 'Payment Methods', fi: 'Maksutavat', es: 'Métodos de pago' },
    body: () => `
<h2>Payment Methods</h2>
<p>Click a logo for details of that method.</p>
<div class="gb-only"><p>Credit cards and cryptocurrencies are not accepted in Great Britain.</p></div>
<div class="non-gb-only"><p>Availability may vary by country.</p></div>`,
  },
  'payment-methods': {
    title: { en: 'Payment Methods', fi: 'Maksutavat', es: 'Métodos de pago' },
    body: (context) => `
<h2>Payment Methods</h2>
<p>We offer safe and secure deposits and withdrawals. Read about <a href="/help/cashout/">cashing out</a>.</p>
${methodsTable(context)}
<div class="hide-at"><p>Paysafecard is not available in every country.</p></div>`,
  },
  ...Object.fromEntries(PAYMENT_METHODS.map((m) => [`deposit-${m.id}`, methodPage(m)])),
};
