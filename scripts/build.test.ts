import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without types
import { workerMode } from './build.mjs';

describe("the worker's React build", () => {
  it('is production, as a deploy bundles it, whatever NODE_ENV the caller runs under (vitest sets "test")', () => {
    expect(workerMode({})).toBe('production');
    expect(workerMode({ NODE_ENV: 'test' })).toBe('production');
    expect(workerMode({ NODE_ENV: 'development' })).toBe('production');
  });

  it('is development only when CLIENT_DEV asks for readable React errors', () => {
    expect(workerMode({ CLIENT_DEV: '1' })).toBe('development');
  });
});
