import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

describe('Consent Mode v2 in the head', () => {
  it.each(['/', '/fi/slots/', '/info/terms/', '/no-such-page/'])('%s: the first script is the consent default with the page nonce, then the tag manager inserted by it, async', async (path) => {
    const res = await worker.fetch(path);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = [...head.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    const [first] = scripts;
    expect(first![1]).toBe(` nonce="${nonce}"`);
    // Inline, and the defaults come before anything else it does.
    expect(first![2]).toMatch(/^window\.dataLayer=window\.dataLayer\|\|\[\];function gtag\(\)\{dataLayer\.push\(arguments\)\}gtag\('consent','default',\{"ad_storage":"denied"/);
    expect(first![2]).toContain('"analytics_storage":"denied"');
    expect(first![2]).toContain('"wait_for_update":500');
    expect(first![2]).toContain("gtag('set','ads_data_redaction',true)");
    expect(first![2]).toContain("gtag('set','url_passthrough',true)");
    // It starts the tag manager itself, last, async; no other script in the head comes before it.
    // The URL is assigned as a TrustedScriptURL where the browser has Trusted Types (decision 032), else as is.
    expect(first![2]).toMatch(/u="https:\/\/tags\.test\/gtm\.js",t=window\.trustedTypes;s\.async=true;s\.src=t\?t\.createPolicy\('tag-manager',.*\.createScriptURL\(u\):u;document\.head\.appendChild\(s\)\}\)\(\);$/);
    expect(first![2]!.indexOf("'consent','default'")).toBeLessThan(first![2]!.indexOf('gtm.js'));
    expect(head).not.toMatch(/<script[^>]*src="https:\/\/tags\.test/);
  });
});
