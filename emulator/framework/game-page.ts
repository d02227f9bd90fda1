/**
 * GET /platform/game/:id — the demo game the framework's loadGame() frames: a self-contained 3-reel slot page at
 * the emulator's origin. The player's session token arrives in the URL fragment (never sent to a server, never
 * logged); each spin calls /platform/api/spin, and the new balance goes to the framework in the parent page by
 * postMessage so it can emit balanceUpdated.
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
<h1>${esc(game.name)}</h1><p>${esc(game.provider)} · demo slot · stake 1.00</p>
<div class="reels" aria-live="polite"><div class="reel">Clover</div><div class="reel">Rainbow</div><div class="reel">Harp</div></div>
<p id="result">Press Spin to play.</p>
<button id="spin" type="button">Spin</button>
</main>
<script>
(function () {
  var token = new URLSearchParams(location.hash.slice(1)).get('token') || '';
  var button = document.getElementById('spin');
  var result = document.getElementById('result');
  var reels = document.querySelectorAll('.reel');
  button.addEventListener('click', function () {
    button.disabled = true;
    var headers = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = 'Bearer ' + token;
    fetch('/platform/api/spin', { method: 'POST', headers: headers, body: JSON.stringify({ gameId: ${game.id} }) })
      .then(function (r) { return r.json(); })
      .then(function (r) {
        if (!r.symbols) { result.textContent = r.message || 'The spin failed.'; return; }
        r.symbols.forEach(function (s, i) { reels[i].textContent = s; });
        result.textContent = r.win > 0 ? 'You win ' + r.win.toFixed(2) + '!' : 'No win this time.';
        if (r.balance) parent.postMessage({ type: 'cpf-balance', balance: r.balance }, '*');
      })
      .catch(function () { result.textContent = 'The spin failed.'; })
      .then(function () { button.disabled = false; });
  });
})();
</script></body></html>`;
}
