// The CMS source records (emulator/data/cms-*.ts) as one JSON file, for seeding a real WordPress with exactly what
// the emulator serves: one truth for both servers. The TypeScript is bundled for Node with esbuild (as
// scripts/dev.mjs does for the emulator) and imported; nothing here is shipped.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const ENTRY = `
export { CMS_POSTS, CMS_MEDIA } from './emulator/data/cms-content';
export { CMS_TERMS } from './emulator/data/cms-terms';
export { CMS_POST_TYPES, CMS_SITE } from './emulator/data/cms-model';
`;

/** {site, postTypes, terms, media, posts} plus a hash of it (a seeded WordPress is re-seeded when it changes). */
export async function cmsDump(outDir) {
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, 'cms-data.mjs');
  await build({
    absWorkingDir: root,
    stdin: { contents: ENTRY, resolveDir: root, loader: 'ts', sourcefile: 'cms-dump-entry.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'warning',
  });
  const data = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  // The contract WordPress has no multilingual plugin: it holds the originals, which is what the emulator answers when
  // a request names no language (emulator/wordpress/polylang.ts). Translations share their original's slug, which a
  // plain WordPress would rename.
  const originals = data.CMS_POSTS.filter((p) => !p.lang || p.lang === 'en');
  const dump = { site: data.CMS_SITE, postTypes: data.CMS_POST_TYPES, terms: data.CMS_TERMS, media: data.CMS_MEDIA, posts: originals };
  const json = JSON.stringify(dump);
  return { dump, json, hash: createHash('sha256').update(json).digest('hex').slice(0, 16) };
}

/** Writes {outDir}/cms-dump.json and returns its hash. */
export async function writeCmsDump(outDir) {
  const { json, hash } = await cmsDump(outDir);
  writeFileSync(path.join(outDir, 'cms-dump.json'), json);
  return hash;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? path.join(root, '.wordpress'));
  const hash = await writeCmsDump(out);
  console.log(`${path.join(out, 'cms-dump.json')} (${hash})`);
}
