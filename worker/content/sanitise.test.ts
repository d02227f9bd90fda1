import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './sanitise';

// sanitiseHtml itself needs workerd's HTMLRewriter: tests/integration/sanitise.test.ts runs it there.
describe('isSafeUrl', () => {
  it.each(['/info/terms/', 'https://a.example/x', 'http://a.example', 'mailto:help@x.example', 'tel:+44123', '#top', 'page.html', ''])(
    'allows %s',
    (url) => expect(isSafeUrl(url)).toBe(true),
  );
  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:x', 'data:text/html,<b>', 'vbscript:x', 'file:///etc/passwd'])(
    'refuses %s',
    (url) => expect(isSafeUrl(url)).toBe(false),
  );
});
