/**
 * GET /platform/game/:id — the demo game the framework's loadGame() frames: a self-contained 3-reel slot page at
 * the emulator's origin. The player's session token arrives in the URL fragment (never sent to a server, never
 * logged). The page fetches the balance, then tells its parent `{type: 'cpf-loaded'}` (loadGame resolves on it).
 * Each spin calls /platform/api/spin: the new balance goes to the parent as `{type: 'cpf-balance', balance}` so
 * the framework can emit balanceUpdated; a spin refused 401 (no token, or the session ended) sends
 * `{type: 'cpf-session-expired'}` so the framework logs out and opens its login widget.
 */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function gamePageHtml(game: { id: number; name: string; provider: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(game.name)} (demo)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<style>
body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#10341f;color:#fff;display:grid;place-items:center;min-height:100vh}
main{text-align:center;padding:1rem}
.reels{display:flex;gap:.5rem;justify-content:center;margin:1rem 0}
.reel{width:7rem;height:5rem;display:grid;place-items:center;background:#fff;color:#10341f;border-radius:.5rem;font-weight:700}
button{font:inherit;font-weight:700;padding:.6rem 2rem;border:0;border-radius:2rem;background:#ffd166;color:#10341f;cursor:pointer}
button:disabled{opacity:.6}
</style></head>
<body><main>
<h1>${esc(game.name)}</h1><p>${esc(game.provider)} · demo slot</p>
<p><span id="stake">Stake 1.00</span> · <span id="balance">Balance: checking…</span></p>
<div class="reels"><div class="reel">Clover</div><div class="reel">Rainbow</div><div class="reel">Harp</div></div>
<p id="result" role="status">Press Spin to play.</p>
<button id="spin" type="button">Spin</button>
</main>
<script>
(function () {
  var token = new URLSearchParams(location.hash.slice(1)).get('token') || '';
  var button = document.getElementById('spin');
  var result = document.getElementById('result');
  var stakeText = document.getElementById('stake');
  var balanceText = document.getElementById('balance');
  var reels = document.querySelectorAll('.reel');
  var LOCALES = { GBP: 'en-GB', CAD: 'en-CA', EUR: 'en-IE' };
  function money(amount, currency) {
    return new Intl.NumberFormat(LOCALES[currency] || 'en-GB', { style: 'currency', currency: currency }).format(amount);
  }
  function show(balance) {
    stakeText.textContent = 'Stake ' + money(1, balance.currency);
    balanceText.textContent = 'Balance: ' + money(balance.real + balance.bonus, balance.currency);
  }
  function headers() {
    var h = { 'Content-Type': 'application/json' };
    if (token) h.Authorization = 'Bearer ' + token;
    return h;
  }
  function expired() {
    balanceText.textContent = 'Balance: log in to play';
    result.textContent = 'Your session has expired. Please log in again.';
    parent.postMessage({ type: 'cpf-session-expired' }, '*');
  }
  // Loaded = rendered and the balance known (or known to be absent): only then may the parent say so.
  var balance = token
    ? fetch('/platform/api/balance', { headers: headers() }).then(function (r) { return r.ok ? r.json() : null; }).catch(function () { return null; })
    : Promise.resolve(null);
  balance.then(function (b) {
    if (b) show(b);
    else balanceText.textContent = 'Balance: log in to play';
    parent.postMessage({ type: 'cpf-loaded' }, '*');
  });
  button.addEventListener('click', function () {
    button.disabled = true;
    fetch('/platform/api/spin', { method: 'POST', headers: headers(), body: JSON.stringify({ gameId: ${game.id} }) })
      .then(function (r) {
        if (r.status === 401) { token = ''; expired(); return null; }
        return r.json();
      })
      .then(function (r) {
        if (!r) return;
        if (!r.symbols) { result.textContent = r.message || 'The spin failed.'; return; }
        r.symbols.forEach(function (s, i) { reels[i].textContent = s; });
        result.textContent = r.win > 0 ? 'You win ' + money(r.win, r.balance.currency) + '!' : 'No win this time.';
        show(r.balance);
        parent.postMessage({ type: 'cpf-balance', balance: r.balance }, '*');
      })
      .catch(function () { result.textContent = 'The spin failed.'; })
      .then(function () { button.disabled = false; });
  });
})();
</script></body></html>`;
}
