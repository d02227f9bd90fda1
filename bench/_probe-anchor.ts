import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare, Response as MfResponse, type Request as MfRequest } from 'miniflare';
import { warningsAndErrors } from './worker-logs';
import { createEmulator } from '../emulator/app';
import { SITE_ORIGIN, testVars } from '../tests/support/env';
import { pairedThroughput } from './budgets';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
function site(scriptPath: string): Miniflare {
  const emulator = createEmulator({ catalogueSize: 3000 });
  const outboundService = async (request: MfRequest) => {
    const res = await emulator.fetch(new Request(request.url, { headers: request.headers as never }));
    return new MfResponse(await res.arrayBuffer(), { status: res.status, headers: [...res.headers] });
  };
  return new Miniflare({ modules: true, scriptPath, compatibilityDate: '2026-04-01',
    bindings: testVars({ OPTIONAL_BUDGET_MS: '300', UPSTREAM_TIMEOUT_MS: '3000' }), kvNamespaces: ['CONTENT_CACHE'], cf: { country: 'GB' },
    outboundService, handleStructuredLogs: warningsAndErrors });
}
const home = (mf: Miniflare) => mf.dispatchFetch(`${SITE_ORIGIN}/`, { headers: { 'user-agent': UA } });
const a = site(process.env.A!);
const b = site(process.env.B!);
for (const mf of [a, b]) for (let i = 0; i < 30; i++) await (await home(mf)).arrayBuffer();
const html = await (await home(a)).text();
const out = await build({ stdin: { contents: `export default { fetch() { return new Response(${JSON.stringify(html)}, { headers: { 'content-type': 'text/html; charset=UTF-8' } }); } };`, resolveDir: process.cwd() }, bundle: true, format: 'esm', write: false, minify: true });
const same = new Miniflare({ modules: true, script: out.outputFiles[0]!.text, compatibilityDate: '2026-04-01' });
for (let k = 0; k < Number(process.env.K ?? 2); k++) {
  const ab = await pairedThroughput(() => home(a), () => home(b));
  const as_ = await pairedThroughput(() => home(a), () => home(same), { rounds: 6 });
  const bs = await pairedThroughput(() => home(b), () => home(same), { rounds: 6 });
  console.log(`A÷B ${ab.ratio.toFixed(3)} (${ab.a.toFixed(0)}/${ab.b.toFixed(0)})  A÷same ${as_.ratio.toFixed(3)}  B÷same ${bs.ratio.toFixed(3)}`);
}
await Promise.all([a.dispose(), b.dispose(), same.dispose()]);
