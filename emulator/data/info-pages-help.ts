import type { InfoPageSource } from './info-page-types';

/** Help centre pages. Most help links are the legacy forms listed in info-pages.ts. */
export const HELP_PAGES: Record<string, InfoPageSource> = {
  help: {
    title: { en: 'Help', fi: 'Ohjeet', es: 'Ayuda' },
    body: `
<h2>Help Centre</h2>
<p>Find answers quickly:</p>
<ul>
  <li><a href="/help/deposit">Making a deposit</a></li>
  <li><a href="/help/cashout/">Cashing out</a></li>
  <li><a href="/help/upload-documents">Verifying your account</a></li>
  <li><a href="/help/tech-problems">Technical problems</a></li>
  <li><a href="https://www.shamrockspins.example/help/faq">Frequently asked questions</a></li>
</ul>
<div class="gb-only"><p>Our UK support team is available 8am to midnight, 7 days a week.</p></div>
<div class="non-gb-only"><p>Our support team is available 24/7 in English.</p></div>
<p>Still stuck? Open the <a href="/contact-us/">contact page</a>.</p>`,
  },
  faq: {
    title: { en: 'FAQs', fi: 'Usein kysyttyä', es: 'Preguntas frecuentes' },
    body: `
<h2>Frequently Asked Questions</h2>
<h3>How do I make a deposit?</h3>
<p>Open the cashier from Deposit in the header. The minimum deposit is {cur}10. See <a href="/help/deposit-methods">payment methods</a>.</p>
<h3>How long do withdrawals take?</h3>
<p>Most withdrawals are processed within 24 hours. See <a href="/help/cashout-time">withdrawal times</a>.</p>
<h3>Can I cancel a withdrawal?</h3>
<p>Yes, while it is pending. See <a href="/help/cashout-reverse/">reversing a withdrawal</a>.</p>
<div class="gb-only">
  <h3>Why do you need my documents?</h3>
  <p>The UK Gambling Commission requires us to verify your age and identity before you can deposit or play.</p>
</div>
<div class="non-gb-only">
  <h3>Why do you need my documents?</h3>
  <p>We verify every account before the first withdrawal, as our licence requires.</p>
</div>
<div class="hide-at">
  <h3>Do you have a mobile app?</h3>
  <p>Yes, for iOS and Android. Look for {brand} in your app store.</p>
</div>`,
  },
  'tech-problems': {
    title: { en: 'Technical Problems', fi: 'Tekniset ongelmat', es: 'Problemas técnicos' },
    body: `
<h2>Technical Problems</h2>
<p>If a game does not load or freezes:</p>
<ol>
  <li>Refresh the page. Your game round is saved and will resume.</li>
  <li>Clear your browser cache and cookies.</li>
  <li>Make sure your browser is up to date (Chrome, Safari, Firefox or Edge).</li>
  <li>Switch off browser extensions that block scripts.</li>
</ol>
<p>If a game disconnects mid-round, the result is recorded and shown in your game history.</p>
<div class="non-gb-only"><p>Players outside the UK may need to disable VPN services, which our licence does not allow.</p></div>
<p>Still not working? <a href="/help/help">Contact support</a>.</p>`,
  },
  'upload-documents': {
    title: { en: 'Upload Documents', fi: 'Asiakirjojen lähetys', es: 'Subir documentos' },
    body: `
<h2>Uploading Documents</h2>
<p>Upload documents from My Account → Documents. We review them within 24 hours.</p>
<table>
  <thead><tr><th>Document</th><th>Examples</th></tr></thead>
  <tbody>
    <tr><td>Proof of identity</td><td>Passport, driving licence, national ID card</td></tr>
    <tr><td>Proof of address</td><td>Utility bill or bank statement from the last 3 months</td></tr>
    <tr><td>Proof of payment</td><td>Photo of your card (first 6 and last 4 digits visible)</td></tr>
  </tbody>
</table>
<div class="gb-only"><p>We may also ask for proof of the source of your funds, as required in Great Britain.</p></div>
<p>Files must be JPG, PNG or PDF and smaller than 5 MB.</p>`,
  },
};
