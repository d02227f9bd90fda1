import type { InfoPageSource } from './info-page-types';

/** Terms, privacy, security, about us and fair play. Markers and legacy links: see info-pages.ts. */
export const LEGAL_PAGES: Record<string, InfoPageSource> = {
  terms: {
    title: { en: 'Terms and Conditions', fi: 'Käyttöehdot', es: 'Términos y condiciones' },
    body: `
<h2>Terms and Conditions</h2>
<p>These terms apply to every account opened with {brand}. By registering you confirm that you have read and accept them,
together with our <a href="/help/privacy">Privacy Policy</a> and <a href="/help/bonus-policy/">Bonus Policy</a>.</p>
<h3>1. Your account</h3>
<ol>
  <li>You must be at least 18 years old and legally allowed to gamble where you live.</li>
  <li>Only one account is allowed per person, household, device and payment method.</li>
  <li>We may ask you to <a href="/help/upload-documents">verify your identity</a> at any time.</li>
</ol>
<div class="gb-only">
  <h3>2. Protection of customer funds (Great Britain)</h3>
  <p>We hold customer funds in accounts separate from business accounts. This meets the UK Gambling Commission's
  requirements for segregation of customer funds at the <strong>medium</strong> level of protection.</p>
</div>
<div class="non-gb-only">
  <h3>2. Customer funds</h3>
  <p>Player balances are held in a dedicated account with a European bank, separate from operating funds.</p>
</div>
<h3>3. Deposits and withdrawals</h3>
<p>The minimum deposit is {cur}10. See <a href="/help/deposit-methods">payment methods</a> and
<a href="/help/cashout/">cashing out</a> for limits and timings.</p>
<div class="hide-at">
  <h3>4. Promotions</h3>
  <p>Promotions are offered at our discretion and are subject to the <a href="/help/bonus-policy">Bonus Policy</a>.</p>
</div>
<h3>5. Complaints</h3>
<p>Contact <a href="mailto:support@shamrockspins.example">support@shamrockspins.example</a>. If we cannot resolve your
complaint within 8 weeks you may refer it to an independent dispute resolution service.</p>`,
  },
  privacy: {
    title: { en: 'Privacy Policy', fi: 'Tietosuojakäytäntö', es: 'Política de privacidad' },
    body: `
<h2>Privacy Policy</h2>
<p>{brand} processes your personal data to run your account, meet our licence obligations and, with your consent,
to send you offers.</p>
<h3>What we collect</h3>
<table>
  <thead><tr><th>Data</th><th>Why</th><th>Kept for</th></tr></thead>
  <tbody>
    <tr><td>Name, address, date of birth</td><td>Identity and age checks</td><td>5 years after account closure</td></tr>
    <tr><td>Payment details</td><td>Deposits and withdrawals</td><td>5 years</td></tr>
    <tr><td>Game and session history</td><td>Safer gambling and fraud prevention</td><td>5 years</td></tr>
    <tr><td>Cookies</td><td>See the cookie settings</td><td>Up to 30 days</td></tr>
  </tbody>
</table>
<div class="gb-only"><p>Under UK GDPR you may complain to the Information Commissioner's Office (ICO).</p></div>
<div class="non-gb-only"><p>Under the GDPR you may complain to the data protection authority of your country.</p></div>
<p>Questions? See the <a href="https://www.shamrockspins.example/help/faq">FAQ</a> or contact us.</p>`,
  },
  security: {
    title: { en: 'Security', fi: 'Tietoturva', es: 'Seguridad' },
    body: `
<h2>Security</h2>
<p>All traffic to {brand} is encrypted with TLS. Payment details are handled by PCI DSS certified providers and never
stored on our servers.</p>
<ul>
  <li>Passwords are stored as salted hashes.</li>
  <li>Sessions end automatically after 30 minutes of inactivity.</li>
  <li>Withdrawals to a new payment method require <a href="/help/upload-documents/">document verification</a>.</li>
</ul>
<div class="hide-at"><p>Two-step verification can be switched on in My Account.</p></div>`,
  },
  'about-us': {
    title: { en: 'About Us', fi: 'Tietoa meistä', es: 'Quiénes somos' },
    body: `
<h2>About {brand}</h2>
<p>{brand} is an online casino with thousands of slots and live tables, from Irish classics like Rainbow Riches to the
newest Megaways releases.</p>
<div class="gb-only"><p>We are licensed by the UK Gambling Commission for players in Great Britain.</p></div>
<div class="non-gb-only"><p>We are licensed by the Malta Gaming Authority.</p></div>
<p>New here? Start with <a href="/help/deposit">how to deposit</a> or browse our <a href="/promotions/">promotions</a>.</p>`,
  },
  'fair-play': {
    title: { en: 'Fair Play', fi: 'Reilu peli', es: 'Juego limpio' },
    body: `
<h2>Fair Play</h2>
<p>Every game uses a certified random number generator (RNG). Results cannot be influenced by us or by you.</p>
<h3>Return to player</h3>
<p>Each game shows its theoretical return to player (RTP) in its help screen. Typical values:</p>
<table>
  <thead><tr><th>Game type</th><th>Typical RTP</th></tr></thead>
  <tbody>
    <tr><td>Video slots</td><td>94% – 97%</td></tr>
    <tr><td>Jackpot slots</td><td>88% – 95%</td></tr>
    <tr><td>Blackjack</td><td>99.3%</td></tr>
    <tr><td>European roulette</td><td>97.3%</td></tr>
  </tbody>
</table>
<div class="gb-only">
  <p>Games are tested by an independent laboratory approved by the UK Gambling Commission.</p>
  <div class="table-wrap"><p>Test certificates are available on request.</p></div>
  <p>RTP figures are audited monthly.</p>
</div>
<div class="non-gb-only"><p>Games are certified by an MGA-approved testing laboratory.</p></div>`,
  },
};
