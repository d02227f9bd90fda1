import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { clientBuildOptions } from './build-client.mjs';

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
});
