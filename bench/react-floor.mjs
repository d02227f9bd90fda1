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

/**
 * The allowance twin's script: the floor's bundle plus `extraGzipBytes` (±64) of gzip bytes that do nothing — a string
 * no one reads, of pseudo-random base64 that gzip cannot shrink much. It weighs what the first-screen budget lets our
 * code weigh on top of React, so a page read against it is judged on its bytes beyond that allowance. Its padding
 * costs the network what code would; it costs the main thread less (a string is parsed, not compiled), so it is a
 * floor for the allowance, not its twin in every respect.
 */
export function allowanceScript(floorText, extraGzipBytes) {
  const base = gzipSync(floorText).length;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let seed = 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % 64;
  };
  const pool = Array.from({ length: extraGzipBytes * 4 }, () => alphabet[random()]).join('');
  const padded = (chars) => `${floorText}\nglobalThis.__allowance=${JSON.stringify(pool.slice(0, chars))};\n`;
  // A base64 character carries six bits, so gzip keeps about three quarters of a byte of each: search for the length.
  let low = 0;
  let high = pool.length;
  while (high - low > 8) {
    const mid = (low + high) >> 1;
    if (gzipSync(padded(mid)).length - base < extraGzipBytes) low = mid;
    else high = mid;
  }
  const text = padded(high);
  const gzipBytes = gzipSync(text).length;
  if (Math.abs(gzipBytes - base - extraGzipBytes) > 64) throw new Error(`allowance twin: ${gzipBytes - base} B over the floor, not ${extraGzipBytes}`);
  return { text, gzipBytes };
}
