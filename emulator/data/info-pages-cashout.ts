import type { InfoPageSource } from './info-page-types';

/** Cashing out: overview, timings, policy, how-to and reversing. */
export const CASHOUT_PAGES: Record<string, InfoPageSource> = {
  cashout: {
    title: { en: 'Cashing Out', fi: 'Kotiutus', es: 'Retirar fondos' },
    body: `
<h2>Cashing Out</h2>
<p>You can withdraw your cash balance at any time. The minimum withdrawal is {cur}10.</p>
<ul>
  <li><a href="/help/cashout-how-to">How to withdraw</a></li>
  <li><a href="/help/cashout-time">How long it takes</a></li>
  <li><a href="/help/cashout-policy/">Withdrawal policy</a></li>
  <li><a href="/help/cashout-reverse">Reversing a withdrawal</a></li>
</ul>
<div class="gb-only"><p>Withdrawals cannot be reversed once requested, in line with UK Gambling Commission rules.</p></div>
<div class="non-gb-only"><p>Pending withdrawals can be reversed from the cashier.</p></div>`,
  },
  'cashout-time': {
    title: { en: 'Withdrawal Times', fi: 'Kotiutusajat', es: 'Plazos de retirada' },
    body: `
<h2>Withdrawal Times</h2>
<p>We approve withdrawals within 24 hours, Monday to Sunday. After approval, the time depends on the method:</p>
<table>
  <thead><tr><th>Method</th><th>Time after approval</th></tr></thead>
  <tbody>
    <tr><td>E-wallets (PayPal, Skrill, Neteller)</td><td>Up to 24 hours</td></tr>
    <tr><td>Trustly</td><td>Up to 2 hours</td></tr>
    <tr><td>Debit cards</td><td>1-3 banking days</td></tr>
    <tr><td>Bank transfer</td><td>3-5 banking days</td></tr>
  </tbody>
</table>
<p>See all <a href="/help/deposit-methods">payment methods</a>.</p>`,
  },
  'cashout-policy': {
    title: { en: 'Withdrawal Policy', fi: 'Kotiutusehdot', es: 'Política de retiradas' },
    body: `
<h2>Withdrawal Policy</h2>
<ol>
  <li>Withdrawals are paid to the method used to deposit where possible.</li>
  <li>Your account must be verified. See <a href="/help/upload-documents">uploading documents</a>.</li>
  <li>The maximum withdrawal is {cur}10,000 per week; progressive jackpot wins are paid in full.</li>
</ol>
<div class="gb-only"><p>We will tell you if a withdrawal is delayed and why.</p></div>
<div class="non-gb-only"><p>Withdrawals above {cur}2,300 may require additional checks.</p></div>
<div class="hide-at"><p>A fee of {cur}2.50 applies to more than 3 withdrawals in one day.</p></div>`,
  },
  'cashout-how-to': {
    title: { en: 'How to Withdraw', fi: 'Kuinka kotiutan', es: 'Cómo retirar' },
    body: `
<h2>How to Withdraw</h2>
<ol>
  <li>Log in and open My Account.</li>
  <li>Choose Withdraw.</li>
  <li>Select your method and enter the amount ({code}).</li>
  <li>Confirm. You will receive an e-mail when the withdrawal is approved.</li>
</ol>
<p>Problems? See <a href="https://www.shamrockspins.example/help/faq">the FAQ</a>.</p>`,
  },
  'cashout-reverse': {
    title: { en: 'Reverse a Withdrawal', fi: 'Kotiutuksen peruminen', es: 'Anular una retirada' },
    body: `
<h2>Reversing a Withdrawal</h2>
<div class="gb-only"><p>Players in Great Britain cannot reverse withdrawals. Once requested, a withdrawal is processed.</p></div>
<div class="non-gb-only">
  <p>While a withdrawal is pending you can return it to your balance:</p>
  <ol><li>Open the cashier.</li><li>Choose Pending withdrawals.</li><li>Select Reverse.</li></ol>
</div>
<p>Back to <a href="/help/cashout/">cashing out</a>.</p>`,
  },
};
