import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSanitiseWorker } from '../support/sanitise-worker';

let mf: Miniflare;
beforeAll(async () => {
  mf = await startSanitiseWorker();
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

const localise = async (html: string, query: string) => (await mf.dispatchFetch(`http://x/?${query}`, { method: 'POST', body: html })).text();

describe('localiseHtml in workerd (the per-request pass)', () => {
  it('keeps every internal link on the visitor’s locale and leaves the rest alone', async () => {
    const html =
      '<a href="/help/deposit-visa"><img src="/v.svg" alt="Visa"></a><a href="/promotions/">p</a><a href="https://www.shamrockspins.example/slots/">s</a>' +
      '<a href="/es/info/terms/">es</a><a href="https://www.gamstop.co.uk/" target="_blank">g</a><a href="#top">t</a><a href="mailto:a@b.example">m</a><a href="tel:+44">c</a>';
    expect(await localise(html, 'prefix=/fi')).toBe(
      '<a href="/fi/info/deposit-visa/" data-info-page="deposit-visa"><img src="/v.svg" alt="Visa"></a><a href="/fi/promotions/">p</a><a href="/fi/slots/">s</a>' +
        '<a href="/es/info/terms/">es</a><a href="https://www.gamstop.co.uk/" target="_blank" rel="noopener noreferrer">g</a><a href="#top">t</a><a href="mailto:a@b.example">m</a><a href="tel:+44">c</a>',
    );
  });

  it('filters regulation blocks and localises links in one pass, and marks an English fallback', async () => {
    const html = '<div class="gb-only"><a href="/help/faq">UK</a></div><div class="non-gb-only"><a href="/help/faq">ROW</a></div>';
    expect(await localise(html, 'prefix=/fi&country=FI&lang=en')).toBe(
      '<div lang="en"><div class="non-gb-only"><a href="/fi/info/faq/" data-info-page="faq">ROW</a></div></div>',
    );
  });
});
