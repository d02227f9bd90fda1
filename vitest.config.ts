import { defineConfig } from 'vitest/config';

// Three tiers (QUALITY.md): unit beside the code, worker integration through Miniflare, e2e in Debian chromium.
// `npm test` (scripts/test.mjs) builds once, then runs them all.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{client,worker,i18n,emulator,scripts,bench}/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/build-once.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/build-once.ts', 'tests/support/e2e-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A browser on a busy 2-core machine: polled expectations get 10 s, not vitest's 1 s default.
          expect: { poll: { timeout: 10_000 } },
          // One server and one browser per file; files run one at a time to keep the 2-core machine steady. Measured
          // 2026-11-29: the tier as two shards at once, each with its own server (`--shard=1/2`, `2/2`, two E2E_PORTs),
          // took 563 s against ~763 s in a row, and a login dialog then missed its 20 s under the contention.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // One suite, two targets: the emulator (here, in `npm test`) and a real WordPress 6.1
          // (`npm run test:wordpress` sets CONTRACT_WORDPRESS_URL). tests/contract/setup.ts picks the target.
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
