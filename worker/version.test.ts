import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { VersionInfo } from './env';
import { versionOverride } from './version';

const info = (version: string): VersionInfo => ({ build: '0f0383ccb4a2', version, tag: '', region: 'uk' });

describe('versionOverride (docs/decisions/025)', () => {
  it('names the worker and the version as a structured-header dictionary member', () => {
    expect(versionOverride('shamrock-spins-uk', info('dc8dcd28-271b-4367-9840-6c244f84cb40'))).toBe('shamrock-spins-uk="dc8dcd28-271b-4367-9840-6c244f84cb40"');
    expect(versionOverride(' shamrock-spins ', info('0f0383ccb4a2'))).toBe('shamrock-spins="0f0383ccb4a2"');
  });

  it.each([
    [undefined, 'dc8dcd28'],
    ['', 'dc8dcd28'],
    ['Shamrock-Spins', 'dc8dcd28'],
    ['1worker', 'dc8dcd28'],
    ['shamrock spins', 'dc8dcd28'],
    ['shamrock-spins', ''],
    ['shamrock-spins', 'a"b'],
    ['shamrock-spins', 'a\\b'],
    ['shamrock-spins', 'ä'],
  ])('sends nothing for a name %j or version %j the header cannot carry', (name, version) => {
    expect(versionOverride(name, info(version))).toBe('');
  });
});

describe('WORKER_NAME in wrangler.toml', () => {
  it.each([undefined, 'uk', 'ca', 'ie'])('is the name the worker deploys under (%s)', async (env) => {
    const { unstable_readConfig } = await import('wrangler');
    const config = unstable_readConfig({ config: path.resolve(import.meta.dirname, '../wrangler.toml'), env });
    expect((config.vars as Record<string, unknown>).WORKER_NAME).toBe(config.name);
  });
});
