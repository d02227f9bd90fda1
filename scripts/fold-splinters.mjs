// Small shared chunks on a page's first screen, folded into one (issue 53). esbuild puts each module in the chunk of
// the set of entry points that reach it, so a page reaching six small modules that other pages share in six different
// ways loads six files of 77 B to 1.4 KB. On a phone each is a request; under Lighthouse's simulation, a request on an
// HTTP/1.1 origin waits for one of six connections. The game page loaded nine scripts where its React-floor twin loads
// one, and its LCP read 1.15–1.25× the twin's.
//
// The fold is a second build: the first one's metafile names the splinters, and every lazy module that reaches one of
// them imports them all first (a marker module), so they reach the same entry points and esbuild makes one chunk. A
// lazy layer every page loads later (the platform bridge, a player's chrome) reaches some of them, so it loads the
// folded chunk (≈1.5 KB gzip) where it loaded two of its modules; a returning player's document preloads it with the
// bridge.

/** A shared chunk under this many bytes (minified, before gzip) is a splinter. */
export const SPLINTER_BYTES = 1536;

/**
 * The lobby's pages are not folded: their first screen is the one the first-screen JS budget counts, and a fold adds
 * to a page the splinters it did not need.
 */
export const UNFOLDED_PAGES = ['client/pages/home-page.tsx', 'client/pages/lobby-page.tsx'];

/**
 * The output files `file` loads through static imports, directly or not (a metafile's `outputs`): what a page's
 * first screen preloads beside it.
 * @param {Record<string, { imports: { path: string, kind: string }[] }>} outputs
 * @param {string} file
 * @returns {Set<string>}
 */
export function staticImports(outputs, file, seen = new Set()) {
  for (const imp of outputs[file]?.imports ?? []) {
    if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
      seen.add(imp.path);
      staticImports(outputs, imp.path, seen);
    }
  }
  return seen;
}

/**
 * From a build's metafile: `inputs`, the modules of the splinters of every page with two or more (a chunk of fewer
 * than SPLINTER_BYTES, reached by the static imports of a page module but not by the entry's or the lobby pages'), and
 * `reachers`, the entry points (lazy modules) whose static imports reach any of those chunks. Null: nothing to fold.
 * @param {{ outputs: Record<string, { bytes: number, entryPoint?: string, inputs: Record<string, unknown>, imports: { path: string, kind: string }[] }> }} metafile
 * @returns {{ inputs: string[], reachers: string[] } | null}
 */
export function splintersOf(metafile) {
  const outputs = metafile.outputs;
  const reach = (file) => staticImports(outputs, file);
  const entries = Object.entries(outputs).filter(([file, out]) => out.entryPoint && file.endsWith('.js'));
  const unfolded = new Set();
  for (const [file, out] of entries) {
    if (out.entryPoint === 'client/entry.tsx' || UNFOLDED_PAGES.includes(out.entryPoint)) for (const chunk of [file, ...reach(file)]) unfolded.add(chunk);
  }
  const splinters = new Set();
  for (const [file, out] of entries) {
    if (!out.entryPoint.startsWith('client/pages/')) continue;
    const own = [...reach(file)].filter((chunk) => {
      const shared = outputs[chunk];
      return shared !== undefined && !shared.entryPoint && !unfolded.has(chunk) && shared.bytes < SPLINTER_BYTES && Object.keys(shared.inputs).length > 0;
    });
    // One splinter is one request either way: folding it would only add the others' bytes to the page.
    if (own.length >= 2) for (const chunk of own) splinters.add(chunk);
  }
  if (splinters.size < 2) return null;
  const inputs = [...splinters].flatMap((chunk) => Object.keys(outputs[chunk].inputs)).sort();
  const reachers = entries.filter(([file]) => [...reach(file)].some((chunk) => splinters.has(chunk))).map(([, out]) => out.entryPoint).sort();
  return { inputs, reachers };
}
