import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { clientBuildOptions, eagerCompileFiles } from './build-client.mjs';

describe('the client bundle', () => {
  it('ships no ICU parser: messages arrive as ASTs, formatjs runs on its no-parser build', async () => {
    const result = await build({ ...(await clientBuildOptions({ quiet: true })), write: false, logLevel: 'silent' });
    const inputs = new Set(Object.values(result.metafile.outputs).flatMap((output) => Object.keys(output.inputs)));
    expect(inputs).toContain('node_modules/@formatjs/icu-messageformat-parser/no-parser.js');
    expect([...inputs].filter((file) => /icu-messageformat-parser\/index|icu-skeleton-parser/.test(file))).toEqual([]);
    const text = result.outputFiles.map((file) => file.text).join('\n');
    expect(text).not.toContain('{count, plural');
    expect(text).toContain('" game found"');
  }, 30_000);

  it("gives V8's compile hint to the one chunk that holds React DOM's client, a static import of the entry", async () => {
    const result = await build({ ...(await clientBuildOptions({ quiet: true })), write: false, logLevel: 'silent' });
    const hinted = eagerCompileFiles(result.metafile);
    expect(hinted).toHaveLength(1);
    const outputs = result.metafile.outputs;
    expect(Object.keys(outputs[hinted[0]!]!.inputs)).toContain('node_modules/react-dom/cjs/react-dom-client.production.js');
    const entry = Object.entries(outputs).find(([, out]) => out.entryPoint === 'client/entry.tsx')!;
    expect(entry[1].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)).toContain(hinted[0]!);
  }, 30_000);
});
