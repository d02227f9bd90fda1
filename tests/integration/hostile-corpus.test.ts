import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSanitiseWorker } from '../support/sanitise-worker';
import { CONTENT_ID_PREFIX, isSafeUrl, KEEP, VOID } from '../../worker/content/sanitise-rules';
import { decodeEntities } from '../../worker/content/entities';
import { hostileCorpus, PROBE_CASES } from '../hostile-html/corpus';

// The hostile corpus (tests/hostile-html) through the real sanitiser in workerd: whatever goes in, what comes out is
// only allowlisted elements and attributes with safe values, content ids in their own namespace, balanced, and stable
// (sanitising it again changes nothing). The browser tier renders the same corpus (tests/e2e/hostile-content.test.ts).
interface Result {
  out: string;
  again: string;
  seen: { elements: { tag: string; attributes: [string, string][] }[]; ends: string[]; text: string[] };
}

const ATTRIBUTES = new Set(['class', 'id', 'title', 'lang', 'dir', 'aria-label', 'aria-hidden', 'aria-describedby', 'aria-labelledby',
  'href', 'target', 'rel', 'hreflang', 'data-info-page', 'src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding',
  'type', 'media', 'colspan', 'rowspan', 'headers', 'scope', 'span', 'start', 'reversed', 'datetime', 'open']);
const CLASSES = /^(gb-only|non-gb-only|hide-at|table-wrap|smart-footer-icons|payment-methods|wp-[a-z0-9-]+)$/;

let mf: Miniflare;
let results: Result[];
const corpus = hostileCorpus();
beforeAll(async () => {
  mf = await startSanitiseWorker();
  const res = await mf.dispatchFetch('http://x/corpus', { method: 'POST', body: JSON.stringify(corpus.map((c) => c.html)) });
  results = (await res.json()) as Result[];
});
afterAll(() => mf?.dispose());

function violations({ out, again, seen }: Result): string[] {
  const found: string[] = [];
  if (again !== out) found.push(`not stable: ${again}`);
  const opened = new Map<string, number>();
  for (const { tag, attributes } of seen.elements) {
    if (!KEEP.has(tag)) found.push(`element ${tag}`);
    if (!VOID.has(tag)) opened.set(tag, (opened.get(tag) ?? 0) + 1);
    for (const [name, raw] of attributes) {
      const value = decodeEntities(raw);
      if (!ATTRIBUTES.has(name)) found.push(`attribute ${name}`);
      if (name === 'id' && !value.startsWith(CONTENT_ID_PREFIX)) found.push(`id ${value}`);
      if ((name === 'href' || name === 'src') && !isSafeUrl(value)) found.push(`url ${value}`);
      if (name === 'class' && !value.split(' ').every((c) => CLASSES.test(c))) found.push(`class ${value}`);
      if (name === 'target' && value !== '_blank') found.push(`target ${value}`);
    }
  }
  for (const tag of seen.ends) opened.set(tag, (opened.get(tag) ?? 0) - 1);
  for (const [tag, count] of opened) if (count !== 0) found.push(`unbalanced ${tag} (${count})`);
  if (seen.text.some((t) => t.includes('<'))) found.push('a raw < in text');
  return found;
}

describe(`the hostile corpus through the sanitiser (${corpus.length} fragments)`, () => {
  it('every fragment comes out allowlisted, namespaced, balanced and stable', () => {
    expect(results).toHaveLength(corpus.length);
    const failures = results.flatMap((r, i) => violations(r).map((v) => `${corpus[i]!.source} #${i}: ${v} ← ${corpus[i]!.html.slice(0, 120)}`));
    expect(failures).toEqual([]);
  });

  it('the probe’s cases: no page part named, raw text dropped, nothing climbs out, URLs checked after decoding', () => {
    const out = (html: string) => results[corpus.findIndex((c) => c.source === 'probe' && c.html === html)]!.out;
    expect(out(PROBE_CASES[0]!)).toMatch(/^<div id="cms-__STATE__">/);
    expect(out(PROBE_CASES[1]!)).toBe('<span id="cms-platform-framework"></span>');
    expect(out(PROBE_CASES[3]!)).toContain('<a href="#cms-section-2">to 2</a><h2 id="cms-section-2">');
    for (const html of PROBE_CASES.slice(4, 11)) expect(out(html), html).toBe('');
    expect(out(PROBE_CASES[11]!)).toBe('');
    expect(out(PROBE_CASES[13]!)).toBe('<div>x</div>');
    expect(out(PROBE_CASES[14]!)).toBe('<div class="wp-block-group gb-only">kept classes only</div>');
    expect(out(PROBE_CASES[26]!)).toBe('<a>1</a><a>2</a><a>3</a>');
    expect(out('</div></div></main></footer></body></html><div class="site-footer">escaped</div>')).toBe('<div>escaped</div>');
    expect(out(`<a href="https://evil.example/">an anchor never closed <div>with a block`)).toBe(
      '<a href="https://evil.example/">an anchor never closed <div>with a block</div></a>',
    );
    expect(out('<ul><li>one<li>two</ul><dl><dt>t<dd>d</dl><p>a<p>b<div>c</p>')).toBe(
      '<ul><li>one</li><li>two</li></ul><dl><dt>t</dt><dd>d</dd></dl><p>a</p><p>b</p><div>c</div>',
    );
  });
});
