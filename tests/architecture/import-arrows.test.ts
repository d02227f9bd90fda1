import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { code, findCircles, isTest, readSources, violations, type SourceFile } from './import-graph';

// ARCHITECTURE.md "Imports flow one way": held by this test, not by memory.
const root = path.resolve(import.meta.dirname, '../..');
const files = readSources(root);

describe('import arrows of the repository', () => {
  it('reads the source folders', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files.find((f) => f.file === 'client/routes.ts')?.imports).toContain('client/catalogue/lobby-tabs.ts');
    expect(files.find((f) => f.file === 'bench/lighthouse.mjs')?.imports).toContain('bench/servers.mjs');
    expect(files.find((f) => f.file === 'scripts/build.mjs')).toBeDefined();
  });

  it('has no forbidden import', () => {
    expect(violations(files)).toEqual([]);
  });

  it('has no import circle in worker/, client/, i18n/, emulator/, bench/, scripts/ or tests/', () => {
    expect(findCircles(files).map((group) => group.join(' ↔ '))).toEqual([]);
  });
});

describe('browser calls to the worker', () => {
  it('go through client/api/ alone: no other browser module calls fetch', () => {
    // The service worker (client/service-worker/sw.ts, decision 030) is not a page module: it sits between the page's
    // calls and the network, and fetches for the copies it keeps.
    const callers = files
      .filter((f) => f.file.startsWith('client/') && !f.file.startsWith('client/api/') && f.file !== 'client/service-worker/sw.ts' && !isTest(f.file))
      .filter((f) => /(?:^|[^\w.]|\b(?:window|globalThis|self)\.)fetch\(/m.test(code(readFileSync(path.join(root, f.file), 'utf8'))))
      .map((f) => f.file);
    expect(callers).toEqual([]);
  });
});

describe('packages of the search engine', () => {
  it('client/search/ uses fuse.js and no other package (no React: it is a pure module)', () => {
    const packages = new Set<string>();
    const dir = path.join(root, 'client/search');
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
      for (const m of readFileSync(path.join(dir, name), 'utf8').matchAll(/from\s+'([^'.][^']*)'/g)) packages.add(m[1]!);
    }
    expect([...packages]).toEqual(['fuse.js']);
  });
});

describe('the checker itself', () => {
  const f = (file: string, ...imports: string[]): SourceFile => ({ file, imports });

  it.each([
    ['production code importing emulator/', f('worker/content/cache.ts', 'emulator/app.ts')],
    ['client/ importing worker/', f('client/state/app.ts', 'worker/config.ts')],
    ['emulator/ importing worker/', f('emulator/data/promotions.ts', 'worker/content/platform/wire.ts')],
    ['emulator/ importing client/', f('emulator/data/cms-terms.ts', 'client/catalogue/theme-lists.ts')],
    ['worker/content/ importing the browser router', f('worker/content/wordpress/client.ts', 'client/router/navigate.ts')],
    ['worker/ importing a component', f('worker/routes/loaders.ts', 'client/components/plain-page.tsx')],
    ['client/catalogue/ importing state', f('client/catalogue/theme-lists.ts', 'client/state/games.ts')],
    ['client/search/ importing the catalogue rules', f('client/search/engine.ts', 'client/catalogue/theme-lists.ts')],
    ['worker/catalogue/ importing the content layer', f('worker/catalogue/lobby.ts', 'worker/content/content.ts')],
    ['client/ticket/ importing a component', f('client/ticket/send-ticket.ts', 'client/components/contact/ticket-form.tsx')],
    ['client/contracts/ importing above it', f('client/contracts/payload.ts', 'client/routes.ts')],
    ['client/api/ importing state', f('client/api/get-tiles.ts', 'client/state/games.ts')],
    ['client/api/ importing the router', f('client/api/get-page.ts', 'client/router/navigate.ts')],
    ['client/api/ importing a component', f('client/api/client.ts', 'client/components/use-tiles.ts')],
    ['worker/ importing the api client', f('worker/routes/pages.ts', 'client/api/get-page.ts')],
  ])('reports %s', (_name, file) => {
    expect(violations([file])).toHaveLength(1);
  });

  it('lets tests reach the emulator and catalogue tests reach their fixtures', () => {
    expect(violations([f('worker/content/platform/client.test.ts', 'emulator/app.ts'), f('worker/catalogue/lobby.ts', 'client/contracts/catalogue.ts')])).toEqual([]);
    // The bench and the test helpers start the emulator; that is what they are for.
    expect(violations([f('bench/budgets.ts', 'emulator/app.ts'), f('tests/support/worker.ts', 'emulator/app.ts')])).toEqual([]);
  });

  it('lets the api client reach the contracts and the locale table, and anyone in the browser reach it', () => {
    expect(
      violations([
        f('client/api/get-page.ts', 'client/contracts/api.ts'),
        f('client/api/get-copyright.ts', 'i18n/locales.ts'),
        f('client/state/footer.ts', 'client/api/get-copyright.ts'),
        f('client/ticket/send-ticket.ts', 'client/api/post-ticket.ts'),
      ]),
    ).toEqual([]);
  });

  it('reports every file of a circle, and only circles', () => {
    const graph = [f('client/a.ts', 'client/b.ts'), f('client/b.ts', 'client/c.ts'), f('client/c.ts', 'client/a.ts'), f('client/d.ts', 'client/a.ts')];
    expect(findCircles(graph)).toEqual([['client/a.ts', 'client/b.ts', 'client/c.ts']]);
  });
});
