import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allowanceScript } from './react-floor.mjs';

describe('the allowance twin’s script', () => {
  const floor = 'import{hydrateRoot as h}from"react-dom/client";h(document.getElementById("twin-root"),null);';

  it('is the floor’s script, then inert bytes that add the allowance to its gzip size (±64 B)', () => {
    const { text, gzipBytes } = allowanceScript(floor, 16 * 1024);
    expect(text.startsWith(floor)).toBe(true);
    expect(text.slice(floor.length)).toMatch(/^\nglobalThis\.__allowance="[A-Za-z0-9+/]+";\n$/);
    expect(gzipBytes).toBe(gzipSync(text).length);
    expect(Math.abs(gzipBytes - gzipSync(floor).length - 16 * 1024)).toBeLessThanOrEqual(64);
  });

  it('is the same every run, so two runs measure the same bytes', () => {
    expect(allowanceScript(floor, 4096).text).toBe(allowanceScript(floor, 4096).text);
  });
});
