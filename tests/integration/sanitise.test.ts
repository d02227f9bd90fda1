import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let mf: Miniflare;
beforeAll(async () => {
  const out = await build({
    entryPoints: [path.resolve(import.meta.dirname, 'fixtures/sanitise-worker.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'neutral',
  });
  mf = new Miniflare({ modules: true, script: out.outputFiles[0]!.text, compatibilityDate: '2026-04-01' });
});
afterAll(() => mf?.dispose());

const clean = async (html: string, country?: string) =>
  (await mf.dispatchFetch(`http://x/${country ? `?country=${country}` : ''}`, { method: 'POST', body: html })).text();

describe('sanitiseHtml in workerd', () => {
  it('removes scripts, frames, forms, svg and style elements with their content', async () => {
    const out = await clean('<p>a</p><script>x()</script><iframe src="https://e"></iframe><form><input></form><svg><script>y</script></svg><style>p{}</style><b>b</b>');
    expect(out).toBe('<p>a</p><b>b</b>');
  });

  it('strips event handlers, style attributes and dangerous URLs but keeps safe ones', async () => {
    const out = await clean(
      '<a href="javascript:alert(1)" onclick="x">j</a><a href="/info/faq/" target="_blank">f</a><img src="x" onerror="y" style="width:expression(1)" alt="i"><img src="data:image/svg+xml,<svg>" alt="d"><div style="background:url(javascript:x)">s</div>',
    );
    expect(out).toBe(
      '<a>j</a><a href="/info/faq/" target="_blank" rel="noopener noreferrer">f</a><img src="x" alt="i"><img alt="d"><div>s</div>',
    );
  });

  it('unwraps unknown elements and drops comments, keeping text and tables', async () => {
    const out = await clean('<custom-el data-x="1">t<!-- secret --></custom-el><table><tr><td colspan="2" onmouseover="x">c</td></tr></table>');
    expect(out).toBe('t<table><tr><td colspan="2">c</td></tr></table>');
  });

  it('keeps the regulation block that fits the country (GB / elsewhere / Austria)', async () => {
    const html = '<div class="gb-only">UK</div><div class="non-gb-only">ROW</div><div class="hide-at">NOT-AT</div>';
    expect(await clean(html, 'GB')).toBe('<div class="gb-only">UK</div><div class="hide-at">NOT-AT</div>');
    expect(await clean(html, 'IE')).toBe('<div class="non-gb-only">ROW</div><div class="hide-at">NOT-AT</div>');
    expect(await clean(html, 'AT')).toBe('<div class="non-gb-only">ROW</div>');
    expect(await clean(html)).toBe(html);
  });
});
