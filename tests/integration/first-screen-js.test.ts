import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_JS_BUDGET, firstScreenJsBytes } from '../../bench/first-screen-js';

// Issue 29's budget on every `npm test`, not only in `npm run bench`: the margin is a few dozen bytes, so a change
// that crosses it fails here, where its author sees it (the build is the one the integration tier runs against).
describe('the lobby’s first-screen JS (entry, its static imports, the lobby page chunk)', () => {
  it(`is at most ${FIRST_SCREEN_JS_BUDGET} bytes gzip`, () => {
    const { bytes, files } = firstScreenJsBytes(path.resolve(import.meta.dirname, '../..'));
    expect(files).toBeGreaterThan(2);
    // React's floor is ~69 KB: a figure far below it would mean the files counted are not the first screen's.
    expect(bytes).toBeGreaterThan(60 * 1024);
    expect(bytes, `first-screen JS: ${bytes} B`).toBeLessThanOrEqual(FIRST_SCREEN_JS_BUDGET);
  });
});
