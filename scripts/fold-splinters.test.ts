import { describe, expect, it } from 'vitest';
import { SPLINTER_BYTES, splintersOf } from './fold-splinters.mjs';

type Output = { bytes: number; entryPoint?: string; inputs: Record<string, object>; imports: { path: string; kind: string }[] };
const out = (bytes: number, inputs: string[], imports: string[] = [], entryPoint?: string): Output => ({
  bytes,
  ...(entryPoint ? { entryPoint } : {}),
  inputs: Object.fromEntries(inputs.map((i) => [i, {}])),
  imports: imports.map((path) => ({ path, kind: 'import-statement' })),
});

// The entry's first screen (main), the lobby page, a game page with three splinters, an info page with one of them,
// a lazy layer reaching one, and a page with a single splinter of its own.
const metafile = {
  outputs: {
    'a/entry.js': out(50, ['client/entry.tsx'], ['a/main.js'], 'client/entry.tsx'),
    'a/main.js': out(250_000, ['client/app.tsx']),
    'a/lobby.js': out(1500, ['client/pages/lobby-page.tsx'], ['a/main.js', 'a/lobby-bit.js'], 'client/pages/lobby-page.tsx'),
    'a/lobby-bit.js': out(400, ['client/components/lobby-bit.ts']),
    'a/game.js': out(7000, ['client/pages/game-page.tsx'], ['a/main.js', 'a/html.js', 'a/money.js', 'a/taps.js', 'a/lobby-bit.js', 'a/big.js'], 'client/pages/game-page.tsx'),
    'a/info.js': out(300, ['client/pages/info-page.tsx'], ['a/main.js', 'a/html.js'], 'client/pages/info-page.tsx'),
    'a/html.js': out(455, ['client/components/html-content.tsx', 'client/components/sanitised-html.ts']),
    'a/money.js': out(458, ['client/components/format.ts']),
    'a/taps.js': out(1390, ['client/platform/actions.ts'], ['a/money.js']),
    'a/big.js': out(SPLINTER_BYTES, ['client/components/big.ts']),
    'a/search.js': out(9000, ['client/components/search.tsx'], ['a/main.js', 'a/taps.js'], 'client/components/search.tsx'),
    'a/error.js': out(90, ['client/pages/error-page.tsx'], ['a/main.js', 'a/errors.js'], 'client/pages/error-page.tsx'),
    'a/errors.js': out(1100, ['i18n/groups/errors.ts']),
    'a/helpers.js': out(200, []),
    'a/entry.css': out(12_000, ['client/styles/main.css']),
  },
};

describe('splintersOf', () => {
  it("names the modules of the small shared chunks of every page that has two or more, and who reaches them", () => {
    expect(splintersOf(metafile)).toEqual({
      // Not the lobby's (its first screen is the budget's), not big.js (not under SPLINTER_BYTES), not the error
      // page's one chunk (one request either way), not a chunk of esbuild's helpers (nothing to import).
      inputs: ['client/components/format.ts', 'client/components/html-content.tsx', 'client/components/sanitised-html.ts', 'client/platform/actions.ts'],
      reachers: ['client/components/search.tsx', 'client/pages/game-page.tsx', 'client/pages/info-page.tsx'],
    });
  });

  it('folds nothing where no page has two splinters', () => {
    const { 'a/game.js': _game, ...withoutGame } = metafile.outputs;
    expect(splintersOf({ outputs: withoutGame })).toBeNull();
  });
});
