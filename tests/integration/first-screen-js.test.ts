import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { FIRST_SCREEN_OVER_REACT_FLOOR, firstScreenJsBytes, HOME_PAGE_CHUNK } from '../../bench/first-screen-js';
import { reactFloorBundle } from '../../bench/react-floor.mjs';
import { ROUTES } from '../../client/routes';
import { EAGER_COMPILE_HINT } from '../../scripts/build-client.mjs';
import { SPLINTER_BYTES, UNFOLDED_PAGES } from '../../scripts/fold-splinters.mjs';
import { readManifest } from '../../scripts/manifest.mjs';

const root = path.resolve(import.meta.dirname, '../..');
/** A written file of this build, by its URL in the manifest. */
const read = (url: string) => readFileSync(path.join(root, 'dist/client', url), 'utf8');

// Issue 53's budget on every `npm test`, not only in `npm run bench`: the first screen weighs at most React DOM
// hydrating an empty root (bench/react-floor.mjs, built here with the client build's options, as the bench builds it)
// plus 16 KB. Both byte counts are of this checkout's sources and lockfile, so the verdict does not vary between runs;
// a change that crosses it fails where its author sees it (the build is the one the integration tier runs against).
describe('the lobby’s first-screen JS (entry, its static imports, home’s page chunk)', () => {
  it(`is at most the React-floor bundle + ${FIRST_SCREEN_OVER_REACT_FLOOR} bytes gzip`, async () => {
    const { bytes, files } = firstScreenJsBytes(root);
    const floor = (await reactFloorBundle(root)).gzipBytes;
    expect(files).toBeGreaterThan(1);
    // A figure near or below the floor would mean the files counted are not the first screen's.
    expect(bytes).toBeGreaterThan(floor + 4 * 1024);
    expect(bytes, `first-screen JS: ${bytes} B; React floor ${floor} B + ${FIRST_SCREEN_OVER_REACT_FLOOR} B = ${floor + FIRST_SCREEN_OVER_REACT_FLOOR} B`).toBeLessThanOrEqual(
      floor + FIRST_SCREEN_OVER_REACT_FLOOR,
    );
  });

  it('counts the page chunk of `/`', () => {
    expect(ROUTES.home.chunk).toBe(HOME_PAGE_CHUNK);
    expect(readManifest(root).pages[HOME_PAGE_CHUNK]?.length).toBeGreaterThan(0);
  });

  it("starts with V8's eager-compile hint in the first screen's React DOM chunk, and in no other file of this build", () => {
    const manifest = readManifest(root);
    const firstScreen = [manifest.entry, ...manifest.imports];
    const hinted = firstScreen.filter((url) => read(url).startsWith(EAGER_COMPILE_HINT));
    expect(hinted).toHaveLength(1);
    // React DOM's reconciler: the hydration root's entry point is in it.
    expect(read(hinted[0]!)).toContain('hydrateRoot');
    const lazy = new Set([...Object.values(manifest.pages).flat(), ...manifest.shell].filter((url) => !firstScreen.includes(url)));
    expect(lazy.size).toBeGreaterThan(5);
    expect([...lazy].filter((url) => read(url).startsWith(EAGER_COMPILE_HINT))).toEqual([]);
  });

  it("carries no library's development-only code: every build-mode guard was decided at build time", () => {
    const manifest = readManifest(root);
    const files = new Set([manifest.entry, ...manifest.imports, ...Object.values(manifest.pages).flat(), ...manifest.shell]);
    // Valtio guards its checks and its per-render debug effect with `import.meta.env ? import.meta.env.MODE : …`; a
    // reference left in a file is `undefined` in a browser, so the development branch would run (issue 29).
    expect([...files].filter((url) => read(url).includes('import.meta.env'))).toEqual([]);
    expect([...files].filter((url) => read(url).includes('Please use proxy object'))).toEqual([]);
    // The files checked include the one that holds Valtio's React hook.
    expect([...files].some((url) => read(url).includes('useSyncExternalStore'))).toBe(true);
  });

  it("and the worker's bundle neither: SSR renders the same hooks without their development checks", () => {
    // wrangler.toml's `define` (repeated per region: wrangler does not inherit it) decides the guard in workerd too.
    const worker = readFileSync(path.join(root, 'dist/worker/index.js'), 'utf8');
    expect(worker).toContain('useSyncExternalStore');
    expect(worker).not.toContain('import.meta.env');
    expect(worker).not.toContain('Please use proxy object');
    // Production React DOM: its development build checks every element of every render (scripts/build.mjs workerMode).
    expect(worker).not.toContain('Invalid ARIA attribute');
    // Each region's deploy bundles with the same guards as this build.
    for (const env of [undefined, 'uk', 'ca', 'ie']) {
      expect(unstable_readConfig({ config: path.join(root, 'wrangler.toml'), env }).define, env ?? 'top level').toEqual({ 'import.meta.env': 'true', 'import.meta.env.MODE': "'production'" });
    }
  });
});

// scripts/fold-splinters.mjs: a page's first screen reaches at most one chunk under SPLINTER_BYTES beside its own.
describe("a page's first screen (the page chunk and its static imports)", () => {
  const manifest = readManifest(root);
  const isLobby = (page: string) => UNFOLDED_PAGES.some((file) => file.endsWith(`/${page}.tsx`));
  const mainScreen = new Set([manifest.entry, ...manifest.imports]);
  const lobbyScreens = new Set(Object.entries(manifest.pages).flatMap(([page, urls]) => (isLobby(page) ? urls : [])));
  const small = (url: string) => !mainScreen.has(url) && Buffer.byteLength(read(url)) < SPLINTER_BYTES;
  const sharedOf = (page: string) => manifest.pages[page]!.slice(1);

  it('holds at most one small shared chunk that the lobby’s first screen does not hold too', () => {
    const splintered = Object.keys(manifest.pages)
      .filter((page) => !isLobby(page))
      .map((page) => [page, sharedOf(page).filter((url) => small(url) && !lobbyScreens.has(url))] as const)
      .filter(([, chunks]) => chunks.length > 1);
    expect(splintered).toEqual([]);
    // The game page, which had six before the fold: its page chunk and one shared chunk of the six modules.
    expect(manifest.pages['game-info-page']!.filter((url) => !mainScreen.has(url)).length).toBeLessThanOrEqual(2);
  });

  it('and on the lobby’s pages none: the fold leaves their first screen as esbuild cut it', () => {
    const lobby = Object.keys(manifest.pages).filter(isLobby);
    expect(lobby.length).toBe(UNFOLDED_PAGES.length);
    expect(lobby.flatMap((page) => sharedOf(page).filter(small))).toEqual([]);
  });
});
