import { describe, expect, it } from 'vitest';
import { failedModuleUrl } from './lazy-part';

describe('the module a failed dynamic import names', () => {
  it("reads Chromium's and Firefox's messages; Safari's names none", () => {
    expect(failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: https://shamrockspins.example/assets/chunk-AB12CD34.js'))).toBe('https://shamrockspins.example/assets/chunk-AB12CD34.js');
    expect(failedModuleUrl(new TypeError('error loading dynamically imported module: http://127.0.0.1:8787/assets/chunk-XY.js'))).toBe('http://127.0.0.1:8787/assets/chunk-XY.js');
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl('not an error')).toBeNull();
  });
});

describe('a module imported again under a URL of its own', () => {
  it('asks the entry’s loader for the URL with ?retry=N; without a loader (the server render) it refuses', async () => {
    const { importAgain, setImportUrl } = await import('./import-again');
    await expect(importAgain('https://x.example/assets/chunk-A.js', 1)).rejects.toThrow('no module loader');
    const asked: string[] = [];
    setImportUrl(async (url) => (asked.push(url), { default: 'M' }));
    expect(await importAgain('https://x.example/assets/chunk-A.js', 2)).toEqual({ default: 'M' });
    expect(asked).toEqual(['https://x.example/assets/chunk-A.js?retry=2']);
  });
});
