// The React-floor twin's script (issue 53): React DOM hydrating one empty root, nothing of ours — the chosen stack's
// own cost. Built in the bench's run with the client build's options (scripts/build-client.mjs: esm, es2020, minified,
// production React, no legal comments) and V8's eager-compile hint, which the page's own React DOM chunk carries too.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { EAGER_COMPILE_HINT } from '../scripts/build-client.mjs';

/** The twin's element React hydrates: empty in the HTML, and nothing rendered into it. */
export const TWIN_ROOT_ID = 'twin-root';

const SOURCE = `import { hydrateRoot } from 'react-dom/client';
hydrateRoot(document.getElementById(${JSON.stringify(TWIN_ROOT_ID)}), null);`;

/** The bundle's text and its gzip size in bytes (the first-screen JS row's reference). */
export async function reactFloorBundle(root) {
  const out = await build({
    absWorkingDir: root,
    stdin: { contents: SOURCE, resolveDir: root, loader: 'js', sourcefile: 'react-floor.js' },
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    sourcemap: false,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': 'true', 'import.meta.env.MODE': '"production"' },
    logLevel: 'warning',
  });
  const text = EAGER_COMPILE_HINT + out.outputFiles[0].text;
  return { text, gzipBytes: gzipSync(text).length };
}
