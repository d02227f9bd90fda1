import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSET_KEY_PREFIX as WORKER_PREFIX } from '../worker/routes/release-asset';
import { ASSET_KEY_PREFIX, ASSET_TTL_SECONDS, assetEntries } from './release-assets.mjs';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('release assets', () => {
  it('makes one KV entry per hashed file, under the key the worker reads, with its type and a TTL', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'release-assets-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets/entry-AB12.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'assets/entry-CD34.css'), 'a{}');
    await writeFile(path.join(dir, 'favicon.svg'), '<svg/>');
    const entries = await assetEntries(dir);
    expect(ASSET_KEY_PREFIX).toBe(WORKER_PREFIX);
    expect(entries.map((e) => [e.key, e.metadata.type])).toEqual([
      ['asset:/assets/entry-AB12.js', 'text/javascript; charset=utf-8'],
      ['asset:/assets/entry-CD34.css', 'text/css; charset=utf-8'],
    ]);
    expect(Buffer.from(entries[0]!.value, 'base64').toString()).toBe('console.log(1)');
    expect(entries.every((e) => e.base64 && e.expiration_ttl === ASSET_TTL_SECONDS)).toBe(true);
  });
});
