import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanAttribute, contentClasses, CONTENT_ID_PREFIX, isSafeUrl, treatmentOf } from './sanitise-rules';

const root = path.resolve(import.meta.dirname, '../..');
const filesUnder = (dir: string, ext: RegExp): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).filter((f) => ext.test(f)).map((f) => path.join(root, dir, f));

describe('what content keeps', () => {
  it('drops raw-text, foreign, form, head and unknown elements; unwraps ordinary containers and custom elements', () => {
    for (const tag of ['script', 'style', 'xmp', 'noembed', 'noframes', 'plaintext', 'noscript', 'template', 'iframe', 'object', 'svg', 'math', 'textarea', 'title', 'select', 'form', 'input', 'button', 'meta', 'base', 'link', 'listing', 'blink2', 'image']) {
      expect(treatmentOf(tag), tag).toBe('drop');
    }
    for (const tag of ['font', 'center', 'ins', 'del', 'nav', 'my-widget']) expect(treatmentOf(tag), tag).toBe('unwrap');
    for (const tag of ['p', 'a', 'img', 'table', 'details']) expect(treatmentOf(tag), tag).toBe('keep');
  });

  it('namespaces ids and the references to them, once', () => {
    expect(cleanAttribute('div', 'id', '__STATE__')).toBe('cms-__STATE__');
    expect(cleanAttribute('div', 'id', 'cms-x')).toBe('cms-x');
    expect(cleanAttribute('a', 'href', '#terms')).toBe('#cms-terms');
    expect(cleanAttribute('a', 'href', '#top')).toBe('#top');
    expect(cleanAttribute('td', 'headers', 'a b')).toBe('cms-a cms-b');
    expect(cleanAttribute('img', 'name', 'cookie')).toBeNull();
    expect(cleanAttribute('div', 'style', 'position:fixed')).toBeNull();
    expect(cleanAttribute('div', 'role', 'dialog')).toBeNull();
    expect(cleanAttribute('a', 'data-tab-nav', '')).toBeNull();
  });

  it('checks URLs after decoding entities and writes back what it checked', () => {
    expect(cleanAttribute('a', 'href', 'jav&#x61;script:alert(1)')).toBeNull();
    expect(cleanAttribute('a', 'href', 'javascript&colon;alert(1)')).toBeNull();
    expect(cleanAttribute('a', 'href', 'jav&#97script:x')).toBeNull();
    expect(cleanAttribute('a', 'href', '\u2028javascript:alert(1)')).toBeNull();
    expect(cleanAttribute('a', 'href', '/info/?a=1&amp;b=2')).toBe('/info/?a=1&b=2');
    expect(isSafeUrl('&#xA0javascript:x')).toBe(false); // an entity left before the path: refused, not guessed
  });

  it('loads images only from the site or the content’s own origins', () => {
    const origins = ['https://cms.example'];
    expect(cleanAttribute('img', 'src', '/a.png', origins)).toBe('/a.png');
    expect(cleanAttribute('img', 'src', 'https://cms.example/a.png', origins)).toBe('https://cms.example/a.png');
    expect(cleanAttribute('img', 'src', 'https://evil.example/pixel.gif', origins)).toBeNull();
    expect(cleanAttribute('img', 'src', '//evil.example/pixel.gif', origins)).toBeNull();
    expect(cleanAttribute('img', 'srcset', '/a.png 1x, https://evil.example/b.png 2x', origins)).toBeNull();
  });

  it('no class of the site’s stylesheets is one content may carry, but the content-only ones', () => {
    const css = filesUnder('client/styles', /\.css$/).map((f) => readFileSync(f, 'utf8')).join('\n');
    const classes = new Set([...css.matchAll(/\.([a-zA-Z_-][a-zA-Z0-9_-]*)/g)].map((m) => m[1]!));
    expect([...classes].filter((c) => contentClasses(c) !== '')).toEqual(['smart-footer-icons']);
  });

  it('no id of the site’s own is in the content namespace', () => {
    const sources = [...filesUnder('client', /\.tsx?$/), ...filesUnder('worker/render', /\.tsx?$/)].filter((f) => !f.endsWith('.test.ts'));
    const offenders = sources.filter((f) => new RegExp(`id[=:]\\s*[{'"\`]+${CONTENT_ID_PREFIX}`).test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
