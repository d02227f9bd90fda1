import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PICTURES_WAIT_MS, START_ENTRY_ATTR, START_MODULES_ATTR } from '../../client/loading/page-start-script';
import { readManifest } from '../../scripts/manifest.mjs';
import { startWorker, type TestWorker } from '../support/worker';

// How a document starts its scripts (docs/decisions/050): a guest's page names its modules on one inline start script
// that asks for them once the first pictures are drawn; a returning player's asks for them at once, as before.

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const get = async (path: string, cookie?: string) => {
  const res = await worker.fetch(path, { headers: { 'user-agent': PHONE, ...(cookie ? { cookie } : {}) } });
  return { res, html: await res.text() };
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const modulepreloads = (html: string) => [...head(html).matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** The head's start script's opening tag, or undefined. */
const startTag = (html: string) => /<script\b[^>]*\sdata-entry="[^"]*"[^>]*>/.exec(head(html))?.[0];
const nonceOf = (res: { headers: { get(name: string): string | null } }) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1];

describe("a guest's document", () => {
  it('asks for no module while it is parsed: one inline start script names the entry and the page’s modules, under the CSP nonce', async () => {
    const manifest = readManifest();
    const { res, html } = await get('/promotions/');
    expect(res.status).toBe(200);
    expect(modulepreloads(html)).toEqual([]);
    expect(html).not.toMatch(/<script\b[^>]*\ssrc="\/assets\//);
    const tag = startTag(html)!;
    expect(tag).toBeDefined();
    expect(attr(tag, 'type')).toBe('module');
    expect(attr(tag, 'nonce')).toBe(nonceOf(res));
    expect(attr(tag, START_ENTRY_ATTR)).toBe(manifest.entry);
    const modules = attr(tag, START_MODULES_ATTR)!.split(' ');
    // The entry's imports and the page's chunk (English is in the app; another language's messages below).
    for (const href of [...manifest.imports, ...manifest.pages['promotions-page']!]) expect(modules).toContain(href);
    expect(new Set(modules).size).toBe(modules.length);
    // The script waits on the first screen's pictures, at most FIRST_PICTURES_WAIT_MS.
    const script = html.slice(html.indexOf(tag) + tag.length, html.indexOf('</script>', html.indexOf(tag)));
    expect(script).toContain('img[fetchpriority="high"]');
    expect(script).toContain(`setTimeout(start,${FIRST_PICTURES_WAIT_MS})`);
  });

  it('in Finnish names the Finnish messages', async () => {
    const manifest = readManifest();
    const modules = attr(startTag((await get('/fi/')).html)!, START_MODULES_ATTR)!.split(' ');
    for (const href of manifest.messages.fi!) expect(modules).toContain(href);
    expect(modules).not.toContain(manifest.messages.es![0]);
  });
});

describe("a returning player's document (decision 023)", () => {
  it('asks for the app’s modules and the bridge’s while it is parsed, and loads the entry as a script', async () => {
    const manifest = readManifest();
    const { html } = await get('/promotions/', `last-activity=${Math.floor(Date.now() / 1000) - 5}`);
    expect(startTag(html)).toBeUndefined();
    const preloads = modulepreloads(html);
    for (const href of [...manifest.pages['promotions-page']!, ...manifest.platform]) expect(preloads).toContain(href);
    expect(head(html)).toContain(`<script type="module" src="${manifest.entry}"`);
  });
});
