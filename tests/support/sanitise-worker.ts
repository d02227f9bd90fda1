import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';

/**
 * The test-only worker that exposes the sanitiser and the localiser (tests/integration/fixtures/sanitise-worker.ts),
 * in workerd, so they run in its real HTMLRewriter. The caller disposes of it.
 */
export async function startSanitiseWorker(): Promise<Miniflare> {
  const out = await build({
    entryPoints: [path.resolve(import.meta.dirname, '../integration/fixtures/sanitise-worker.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'neutral',
  });
  return new Miniflare({ modules: true, script: out.outputFiles[0]!.text, compatibilityDate: '2026-04-01' });
}
