/**
 * A plain reading of the import lines of the source folders: enough to hold the arrows of ARCHITECTURE.md
 * (who may import whom) and to find import circles, fast and without a TypeScript program.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The product's folders and its tooling's: a circle or a wrong arrow in the bench or a script is as hard to follow. */
export const SOURCE_DIRS = ['worker', 'client', 'i18n', 'emulator', 'bench', 'scripts', 'tests'] as const;

/** `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`; type-only imports count too. */
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

export interface SourceFile {
  /** Repo-relative, with forward slashes: 'client/routes.ts'. */
  file: string;
  /** Repo-relative resolved targets of relative imports (bare package imports are left out). */
  imports: string[];
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function listFiles(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  for (const name of readdirSync(abs)) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...listFiles(root, rel));
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

function resolve(root: string, from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)];
  for (const candidate of candidates) {
    const abs = path.join(root, candidate);
    if (existsSync(abs) && statSync(abs).isFile()) return candidate;
  }
  return base; // unresolved: still reported by folder, so a forbidden arrow to a missing file is not missed
}

/** Strips comments so that an import mentioned in a comment is not an import. */
export function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

export function readSources(root: string, dirs: readonly string[] = SOURCE_DIRS): SourceFile[] {
  return dirs.flatMap((dir) =>
    listFiles(root, dir).map((file) => {
      const imports = new Set<string>();
      for (const m of code(readFileSync(path.join(root, file), 'utf8')).matchAll(IMPORT)) {
        const target = resolve(root, file, (m[1] ?? m[2] ?? m[3])!);
        if (target) imports.add(target);
      }
      return { file, imports: [...imports] };
    }),
  );
}

export const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test-[^/]*\.ts$/.test(file);

/** Every strongly connected group of two or more files (Tarjan), each sorted, for a readable report. */
export function findCircles(files: SourceFile[]): string[][] {
  const graph = new Map(files.map((f) => [f.file, f.imports.filter((i) => i !== f.file)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

export interface Rule {
  name: string;
  /** Applies to imports made by this file. */
  from: (file: string) => boolean;
  /** The import is forbidden when this holds. */
  to: (target: string, from: string) => boolean;
}

const under = (dir: string) => (f: string) => f === dir || f.startsWith(`${dir}/`);

/** The arrows of ARCHITECTURE.md "Decisions already taken" and STYLE.md §7. */
export const RULES: Rule[] = [
  // The bench, scripts and test helpers start the emulator on purpose; what ships (worker, client, i18n) never does.
  { name: 'production code must not import emulator/', from: (f) => ['worker', 'client', 'i18n'].some((d) => under(d)(f)) && !isTest(f), to: under('emulator') },
  { name: 'client/ must not import worker/', from: under('client'), to: under('worker') },
  { name: 'emulator/ must not import worker/', from: under('emulator'), to: under('worker') },
  { name: 'emulator/ must not import client/', from: under('emulator'), to: under('client') },
  { name: 'emulator/ must not import i18n/', from: under('emulator'), to: under('i18n') },
  {
    name: 'worker/ must not import the browser router, api client, components or pages',
    from: under('worker'),
    to: (t) => under('client/router')(t) || under('client/api')(t) || under('client/components')(t) || under('client/pages')(t),
  },
  {
    // Words and numbers as a locale writes them, which the worker writes into page data and the browser too: pure.
    name: 'client/format/ imports only itself, client/contracts/ and i18n/',
    from: (f) => under('client/format')(f) && !isTest(f),
    to: (t) => !under('client/format')(t) && !under('client/contracts')(t) && !under('i18n')(t),
  },
  {
    name: 'client/catalogue/ imports only itself and client/contracts/',
    from: (f) => under('client/catalogue')(f) && !isTest(f),
    to: (t) => !under('client/catalogue')(t) && !under('client/contracts')(t),
  },
  {
    // The catalogue rules the worker runs (lobby, filters, providers, slugs) are pure: no content layer, no routes.
    name: 'worker/catalogue/ imports only itself, client/contracts/ and client/catalogue/',
    from: (f) => under('worker/catalogue')(f) && !isTest(f),
    to: (t) => !under('worker/catalogue')(t) && !under('client/contracts')(t) && !under('client/catalogue')(t),
  },
  {
    // I/O beside the state it feeds (support ticket, captcha, drafts): React-free, so no component or page.
    name: 'client/ticket/ must not import components, pages or the router',
    from: under('client/ticket'),
    to: (t) => under('client/components')(t) || under('client/pages')(t) || under('client/router')(t),
  },
  {
    // The search engine is pure and loads lazily on its own: nothing of the app's state or components rides along.
    name: 'client/search/ imports only itself and client/contracts/',
    from: (f) => under('client/search')(f) && !isTest(f),
    to: (t) => !under('client/search')(t) && !under('client/contracts')(t),
  },
  {
    // Every browser call to the worker goes through it, so it sits low: no state, component, page or router rides along.
    name: 'client/api/ imports only itself, client/contracts/ and i18n/locales.ts',
    from: (f) => under('client/api')(f) && !isTest(f),
    to: (t) => !under('client/api')(t) && !under('client/contracts')(t) && !under('i18n/locales.ts')(t),
  },
  {
    name: 'client/contracts/ imports nothing above it',
    from: under('client/contracts'),
    to: (t) => !under('client/contracts')(t) && !under('i18n/locales.ts')(t),
  },
];

export function violations(files: SourceFile[], rules: Rule[] = RULES): string[] {
  const out: string[] = [];
  for (const f of files)
    for (const target of f.imports)
      for (const rule of rules) if (rule.from(f.file) && rule.to(target, f.file)) out.push(`${rule.name}: ${f.file} → ${target}`);
  return out;
}
