import type { InfoPageSource } from './info-page-types';

/** Responsible gambling and bonus policy: the pages with the most regulator-specific blocks. */
export const SAFER_GAMBLING_PAGES: Record<string, InfoPageSource> = {
  'responsible-gambling': {
    title: { en: 'Responsible Gambling', fi: 'Vastuullinen pelaaminen', es: 'Juego responsable' },
    body: `
<h2>Responsible Gambling</h2>
<p>Gambling should be fun. If it stops being fun, we have tools to help you stay in control.</p>
<h3>Tools in My Account</h3>
<ul>
  <li><strong>Deposit limits</strong>: over 24 hours, 7 days or 30 days, asked for when you join. Decreases apply at once; increases after 24 hours.</li>
  <li><strong>Reality check</strong>: a reminder of how long you have been playing.</li>
  <li><strong>Time out</strong>: a break from 24 hours to 6 weeks.</li>
  <li><strong>Self-exclusion</strong>: 6 months to 5 years.</li>
</ul>
<div class="gb-only">
  <h3>GAMSTOP</h3>
  <p>You can exclude yourself from every gambling site licensed in Great Britain at
  <a href="https://www.gamstop.co.uk/" target="_blank" rel="noopener">gamstop.co.uk</a>. Free, confidential support is
  available from the National Gambling Helpline on 0808 8020 133 and at
  <a href="https://www.begambleaware.org/" target="_blank" rel="noopener">BeGambleAware.org</a>.</p>
</div>
<div class="non-gb-only">
  <h3>Getting help</h3>
  <p>Free, confidential support is available from <a href="https://www.gamblingtherapy.org/" target="_blank" rel="noopener">Gambling Therapy</a>
  in many languages.</p>
</div>
<div class="hide-at">
  <h3>Underage gambling</h3>
  <p>We verify the age of every player. Parental control software such as Net Nanny can block gambling sites on shared devices.</p>
</div>
<p>Questions about limits? See the <a href="/help/faq">FAQ</a>.</p>`,
  },
  'bonus-policy': {
    title: { en: 'Bonus Policy', fi: 'Bonusehdot', es: 'Política de bonos' },
    body: `
<h2>Bonus Policy</h2>
<p>These rules apply to every bonus and free spin unless a promotion's own terms say otherwise.</p>
<table>
  <thead><tr><th>Rule</th><th>Value</th></tr></thead>
  <tbody>
    <tr><td>Minimum qualifying deposit</td><td>{cur}10</td></tr>
    <tr><td>Wagering requirement</td><td>10x bonus</td></tr>
    <tr><td>Maximum bet while wagering</td><td>{cur}5</td></tr>
    <tr><td>Bonus validity</td><td>30 days</td></tr>
  </tbody>
</table>
<h3>Game contributions</h3>
<ul>
  <li>Slots: 100%</li>
  <li>Jackpot King (JPK) slots: 50%</li>
  <li>Table and live games: 10%</li>
</ul>
<div class="gb-only"><p>Bonus funds are kept separate from cash and you can withdraw your cash balance at any time, forfeiting only the bonus.</p></div>
<div class="non-gb-only"><p>Withdrawing before wagering is complete cancels the bonus and any winnings from it.</p></div>
<div class="hide-at"><p>Deposits made with Skrill, Neteller or Paysafecard do not qualify for welcome offers.</p></div>
<p>See also our <a href="/help/terms/">Terms and Conditions</a>.</p>`,
  },
};
