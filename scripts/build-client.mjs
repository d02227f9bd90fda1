// Builds the browser bundle: hashed, split, minified, production React; writes dist/manifest.json for the worker.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { build as esbuild } from 'esbuild';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { splintersOf, staticImports } from './fold-splinters.mjs';
import { MANIFEST_FILE } from './manifest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outRoot = path.join(root, 'dist/client');
const outdir = path.join(outRoot, 'assets');

/**
 * `clean` empties dist/client first (release builds). Dev and test builds keep older hashed files, so a server or an
 * open tab that still references them keeps working while another build runs.
 */
export async function buildClient({ quiet = false, clean = false } = {}) {
  if (clean) await rm(outRoot, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const build = await buildId();
  // Twice: the first build only names the splinters of the pages' first screens (scripts/fold-splinters.mjs).
  const fold = splintersOf((await esbuild({ ...(await clientBuildOptions({ quiet: true, build })), write: false })).metafile);
  const result = await esbuild(await clientBuildOptions({ quiet, build, fold }));
  await cp(path.join(root, 'client/public'), outRoot, { recursive: true });
  // Static files never pass through the worker: _headers names their build, as the worker's X-App-Build does.
  const headers = path.join(outRoot, '_headers');
  await writeFile(headers, (await readFile(headers, 'utf8')).replace(/^\/\*\n/m, `/*\n  X-App-Build: ${build}\n`));
  // robots.txt is the worker's now (it names the sitemap by the region's absolute URL): a copy left in dist/client
  // by an older build would be served as a static asset in its place.
  await rm(path.join(outRoot, 'robots.txt'), { force: true });
  if (process.env.CLIENT_METAFILE) await writeFile(process.env.CLIENT_METAFILE, JSON.stringify(result.metafile));
  for (const file of eagerCompileFiles(result.metafile)) {
    const abs = path.join(root, file);
    const text = await readFile(abs, 'utf8');
    if (!text.startsWith(EAGER_COMPILE_HINT)) await writeFile(abs, EAGER_COMPILE_HINT + text);
  }
  const manifest = { build, ...toManifest(result.metafile) };
  await writeFile(path.join(root, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  await esbuild(serviceWorkerBuildOptions({ quiet, build, precache: precacheList(manifest) }));
  return manifest;
}

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): every function of the file is compiled
 * with the file, on the thread that streams it, instead of lazily on the main thread at its first call. React DOM's
 * functions all run in the first hydration: at 4× CPU the lobby's module evaluation fell from ~118 to ~59 ms and the
 * main thread's compiling moved to the streaming thread (issue 29, docs/decisions/032). Only that file: a hint on a
 * chunk whose code mostly waits (a lazy layer) would compile what may never run, and each costs gzip bytes.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The outputs that get the hint: the first screen's chunk that holds React DOM's client (its reconciler). */
export function eagerCompileFiles(metafile) {
  return Object.entries(metafile.outputs)
    .filter(([, out]) => Object.keys(out.inputs).some((input) => /node_modules\/react-dom\/cjs\/react-dom-client\./.test(input)))
    .map(([file]) => file);
}

/**
 * The service worker (client/service-worker/sw.ts, docs/decisions/030-service-worker.md): one classic script at the
 * site root (/sw.js, so its scope is the whole site), not hashed (the browser asks for it again at every visit;
 * _headers serves it no-cache), with this build's id and precache list written in.
 */
export function serviceWorkerBuildOptions({ quiet = false, build = 'dev', precache = [] } = {}) {
  return {
    absWorkingDir: root,
    entryPoints: ['client/service-worker/sw.ts'],
    outfile: path.join(outRoot, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: !process.env.CLIENT_DEV && !process.env.CLIENT_NAMES,
    sourcemap: false,
    legalComments: 'none',
    define: { ...defines(), __SW_BUILD__: JSON.stringify(build), __SW_PRECACHE__: JSON.stringify(precache) },
    logLevel: quiet ? 'warning' : 'info',
  };
}

/** The locales' offline pages (worker/routes/offline-page.tsx): one per locale, so its text and links are the visitor's. */
export const OFFLINE_PAGES = ['/offline/', '/en-ca/offline/', '/en-ie/offline/', '/fi/offline/', '/es/offline/'];

/**
 * The shell a visitor gets offline: the entry, its CSS and static imports, every page's chunk, the fi/es messages,
 * the offline banner's and the head's chunks, the icon and the offline pages. Hashed files need no revision (their name changes with their content); the offline
 * pages are this build's.
 */
export function precacheList(manifest) {
  const hashed = new Set([manifest.entry, ...manifest.css, ...manifest.imports, ...manifest.shell, ...Object.values(manifest.pages).flat(), ...Object.values(manifest.messages).flat()]);
  return [...[...hashed].sort().map((url) => ({ url, revision: null })), { url: '/favicon.svg', revision: manifest.build }, ...OFFLINE_PAGES.map((url) => ({ url, revision: manifest.build }))];
}

/**
 * The esbuild options of the browser bundle (shared with the test that checks what the bundle holds). `fold`: the
 * splinters to make one chunk of, and the lazy modules that reach them (scripts/fold-splinters.mjs).
 */
export async function clientBuildOptions({ quiet = false, build = 'dev', fold = null } = {}) {
  const lazy = await lazyModules();
  return {
    absWorkingDir: root,
    entryPoints: { entry: 'client/entry.tsx' },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    // CLIENT_DEV=1 builds development React (readable hydration errors) for debugging; never for deploys.
    // CLIENT_NAMES=1 keeps production React but not-minified names, so a CPU profile reads (bench investigations).
    minify: !process.env.CLIENT_DEV && !process.env.CLIENT_NAMES,
    ...(process.env.CLIENT_NAMES ? { minifyWhitespace: true, minifySyntax: true } : {}),
    sourcemap: false,
    jsx: 'automatic',
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    // The build id travels in the bundle: the browser sends it with every call and compares the worker's (skew).
    define: { ...defines(), __APP_BUILD__: JSON.stringify(build) },
    logLevel: quiet ? 'warning' : 'info',
    // Messages arrive compiled (precompiledMessages), so the browser needs formatjs's formatter but not its parser.
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
    plugins: [foldedSplinters(fold), oneFirstScreenChunk(lazy, fold), precompiledMessages(lazy, fold)],
  };
}

/**
 * The build's mode, as libraries read it. Valtio asks `import.meta.env ? import.meta.env.MODE : undefined`, so
 * `import.meta.env` itself must be defined too: with only `.MODE` replaced, the guard is `undefined` in a browser and
 * its development checks ran in production (a debug effect on every `useSnapshot` render, issue 29). It is defined
 * as `true`, not as an object: esbuild folds a constant guard away, but keeps an object in a variable and the checks.
 */
function defines() {
  const mode = process.env.CLIENT_DEV ? 'development' : 'production';
  return { 'process.env.NODE_ENV': JSON.stringify(mode), 'import.meta.env': 'true', 'import.meta.env.MODE': JSON.stringify(mode) };
}

/** What decides a build's output: the sources of the browser, the worker and the messages, the lockfile, the build. */
const BUILD_INPUTS = ['client', 'worker', 'i18n', 'package-lock.json', 'scripts/build-client.mjs', 'scripts/fold-splinters.mjs'];

/**
 * The build id (docs/decisions/025-release-versions.md): BUILD_ID when CI gives one, else a hash of every input of
 * the build, so two builds of the same sources share an id and any change makes a new one. REHEARSAL_VARIANT (the
 * rollout rehearsal's second version) is an input too. Tests and generated files are not inputs.
 */
export async function buildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  const hash = createHash('sha256');
  const files = [];
  const walk = async (rel) => {
    const abs = path.join(root, rel);
    let entries;
    try {
      entries = await readdir(abs, { withFileTypes: true });
    } catch {
      files.push(rel);
      return;
    }
    for (const entry of entries) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (!/\.test\.tsx?$/.test(entry.name)) files.push(child);
    }
  };
  for (const input of BUILD_INPUTS) await walk(input);
  for (const file of files.sort()) hash.update(file + '\0').update(await readFile(path.join(root, file))).update('\0');
  hash.update(`variant:${process.env.REHEARSAL_VARIANT ?? ''}`);
  return hash.digest('hex').slice(0, 12);
}

/** The marker every lazily loaded module imports first (see client/loading/eager-graph.ts for why). */
const EAGER_GRAPH = path.join(root, 'client', 'loading', 'eager-graph.ts');

/**
 * The modules of client/ and i18n/ loaded with import('…'), by path without extension: found by scanning for dynamic
 * imports, so a new lazy module needs no manual step. Each gets `import '<client>/loading/eager-graph'` prepended
 * (oneFirstScreenChunk, and precompiledMessages for a language's messages), so every lazy chunk reaches the whole
 * first-screen graph. The languages' messages (i18n/load-messages.ts) count too: a chunk that reaches the esbuild
 * helpers but not the first screen's chunk kept those helpers in a file of their own on every first screen (~0.2 KB
 * gzip, issue 53).
 */
async function lazyModules() {
  const lazy = new Set();
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of (await readFile(file, 'utf8')).matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)) {
          const target = path.resolve(path.dirname(file), m[1]);
          if (target.startsWith(path.join(root, 'client')) || target.startsWith(path.join(root, 'i18n'))) lazy.add(target);
        }
      }
    }
  };
  for (const dir of ['client', 'i18n']) await walk(path.join(root, dir));
  return lazy;
}

const isLazy = (lazy, file) => lazy.has(file.replace(/\.tsx?$/, ''));

/** The imports a lazy module gets first: the first screen's marker, and the splinters' where it reaches one. */
function markers(file, fold) {
  const lines = [`import ${JSON.stringify(EAGER_GRAPH)};`];
  if (fold?.reachers.includes(path.relative(root, file).split(path.sep).join('/'))) lines.push(`import ${JSON.stringify(SPLINTERS)};`);
  return lines;
}

/** The splinters' marker: a module that imports every splinter's modules (scripts/fold-splinters.mjs). */
const SPLINTERS = 'folded:splinters';
function foldedSplinters(fold) {
  return {
    name: 'folded-splinters',
    setup(b) {
      b.onResolve({ filter: /^folded:splinters$/ }, () => ({ path: SPLINTERS, namespace: 'folded' }));
      b.onLoad({ filter: /.*/, namespace: 'folded' }, () => ({
        contents: (fold?.inputs ?? []).map((input) => `import ${JSON.stringify(path.join(root, input))};`).join('\n'),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

/** The client's lazy modules with the markers first (lazyModules, markers). */
function oneFirstScreenChunk(lazy, fold) {
  return {
    name: 'one-first-screen-chunk',
    setup(b) {
      b.onLoad({ filter: /[\\/]client[\\/].*\.tsx?$/ }, async (args) => {
        if (!isLazy(lazy, args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${markers(args.path, fold).join('\n')}\n${source}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * formatjs's pre-compiled messages: each message of i18n/messages/*.ts and i18n/groups/*.ts reaches the browser as
 * its ICU AST, parsed here, so the bundle needs no parser (see the alias) and a malformed message fails the build.
 * The module is evaluated and written back as data: every string of i18n/messages/ is a message; in a group file
 * only the group ({en, fi, es}) is, and any other export (a lookup table) stays as it is.
 */
function precompiledMessages(lazy, fold) {
  const compile = (value, where) => {
    if (typeof value !== 'string') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, compile(v, `${where} ${key}`)]));
    try {
      const ast = parse(value);
      // Plain text stays a string: the runtime returns a brace-free message as it is (i18n/intl.ts), and a string is
      // shorter than its one-literal AST on the first screen.
      const plain = ast.length === 0 || (ast.length === 1 && ast[0].type === TYPE.literal && ast[0].value === value);
      return plain && !value.includes('{') ? value : ast;
    } catch (error) {
      throw new Error(`${where}: ${error.message} in ${JSON.stringify(value)}`);
    }
  };
  const isGroup = (value) => value !== null && typeof value === 'object' && Object.keys(value).sort().join() === 'en,es,fi';
  return {
    name: 'precompiled-messages',
    setup(b) {
      b.onLoad({ filter: /[\\/]i18n[\\/](messages|groups)[\\/][\w-]+\.ts$/ }, async (args) => {
        if (args.path.endsWith('.test.ts')) return undefined;
        const js = await esbuild({ entryPoints: [args.path], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
        const module = await import(`data:text/javascript;base64,${Buffer.from(js.outputFiles[0].text).toString('base64')}`);
        const messagesFile = /[\\/]messages[\\/][^\\/]+$/.test(args.path);
        const file = path.relative(root, args.path);
        const lines = Object.entries(module).map(([name, value]) => {
          const data = messagesFile || isGroup(value) ? compile(value, `${file} ${name}`) : value;
          return `export const ${name} = ${JSON.stringify(data)};`;
        });
        // A lazily loaded language (lazyModules): the marker first, as every lazy client module has it.
        if (isLazy(lazy, args.path)) lines.unshift(...markers(args.path, fold));
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** The lazy half of the platform bridge (client/platform/start.ts loads it). */
const PLATFORM_BRIDGE = 'client/platform/bridge.ts';

/**
 * Lazy modules a page needs to show itself offline (docs/decisions/030): the offline banner's chunk, the navigating
 * router and the head updates of a client navigation, and the chrome deferred off the first screen (decision 032) —
 * a document served from the worker's copy hydrates them, and a router that cannot load turns every link offline into
 * a document load. The service worker precaches them with the first screen's files.
 */
const OFFLINE_SHELL = [
  'client/offline/start.ts',
  'client/router/navigate.ts',
  'client/router/head-dom.ts',
  ...['site-footer', 'language-switcher', 'logo', 'app-banner-layer', 'scroll-top-layer', 'platform-notice', 'welcome-back-timer', 'ios-app-mode', 'player-chrome'].map(
    (name) => `client/components/chrome/${name}.tsx`,
  ),
  'client/components/player-rails.tsx',
  // The platform actions the first screen's buttons run (client/platform/taps.ts): a tap held offline is made again
  // once the connection is back, and its actions must be there then.
  'client/platform/actions.ts',
  // A Play or Deposit tapped offline resumes once the connection is back, through the bridge: imported offline, it
  // must come from the precache — a browser that keeps a failed module fetch for the page's life (Chromium 150,
  // measured) would otherwise never load it again on that page, and the waiting tap would do nothing.
  PLATFORM_BRIDGE,
];

/**
 * entry: the entry script; css: its stylesheets; imports: its static imports (modulepreload); pages: chunk per page
 * module; messages: the lazy message chunks by language; shell: the OFFLINE_SHELL chunks; platform: the bridge chunk
 * and its static imports (a returning player's document preloads them).
 */
function toManifest(metafile) {
  const outputs = metafile.outputs;
  const url = (file) => '/' + path.relative(outRoot, path.join(root, file)).split(path.sep).join('/');
  const reached = (file) => staticImports(outputs, file);
  const manifest = { entry: '', css: [], imports: [], pages: {}, messages: {}, shell: [], platform: [] };
  for (const [file, out] of Object.entries(outputs)) {
    if (!out.entryPoint || !file.endsWith('.js')) continue;
    if (out.entryPoint === PLATFORM_BRIDGE) manifest.platform = [url(file), ...[...reached(file)].map(url)];
    if (out.entryPoint === 'client/entry.tsx') {
      manifest.entry = url(file);
      if (out.cssBundle) manifest.css.push(url(out.cssBundle));
      manifest.imports = [...reached(file)].map(url);
    } else if (out.entryPoint.startsWith('i18n/messages/')) {
      manifest.messages[path.basename(out.entryPoint, '.ts')] = [url(file), ...[...reached(file)].map(url)];
    } else if (OFFLINE_SHELL.includes(out.entryPoint)) {
      manifest.shell.push(url(file), ...[...reached(file)].map(url));
    } else if (out.entryPoint.startsWith('client/pages/')) {
      const name = path.basename(out.entryPoint).replace(/\.tsx?$/, '');
      manifest.pages[name] = [url(file), ...[...reached(file)].map(url)];
    }
  }
  manifest.shell = [...new Set(manifest.shell)];
  if (!manifest.entry) throw new Error('client build produced no entry script');
  if (!manifest.platform.length) throw new Error(`client build produced no chunk for ${PLATFORM_BRIDGE}`);
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildClient({ clean: process.argv.includes('--clean') });
}
