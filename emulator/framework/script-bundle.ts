import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The browser script, bundled from script/main.ts once per variant on first request and kept in memory. The
 * emulator runs both from source (vitest) and bundled into dist/emulator/ (scripts/dev.mjs), so the entry is found
 * by walking up from this module to the repo's emulator/framework/script/ rather than by a fixed relative path.
 */
const ENTRY = 'emulator/framework/script/main.ts';
const cache = new Map<boolean, Promise<string>>();

function entryPoint(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, ENTRY);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`framework script source ${ENTRY} not found above ${import.meta.dirname}`);
  }
}

/** `neverReady` builds the variant whose init() never emits platformReady (mode 'never-ready'). */
export function frameworkScript(neverReady: boolean): Promise<string> {
  let script = cache.get(neverReady);
  if (!script) {
    script = build({
      entryPoints: [entryPoint()],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2020',
      minify: true,
      logLevel: 'silent',
      define: { __CPF_NEVER_READY__: String(neverReady) },
    }).then((result) => result.outputFiles[0]!.text);
    // A failed build is not cached: the next request tries again after the source is fixed.
    script.catch(() => cache.delete(neverReady));
    cache.set(neverReady, script);
  }
  return script;
}
