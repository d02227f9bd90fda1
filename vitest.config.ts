import { defineConfig } from 'vitest/config';

// Three tiers (QUALITY.md): unit beside the code, worker integration through Miniflare, e2e in Debian chromium.
// `npm test` (scripts/test.mjs) builds once, then runs each tier as its own vitest run: unit, integration and contract
// files two at a time (vitest's default on a 2-core machine is one: 54 → 21 s for unit, 175 → 108 s for integration and
// contract), then the e2e files one at a time. On 2026-12-05 (2 cores, a fresh clone, issue 50's e2e on the built
// worker): typecheck 6 s, build 2 s, unit 43 s, integration 136 s, contract 4 s, e2e 1165 s — 1356 s in all.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{client,worker,i18n,emulator,scripts,bench}/**/*.test.{ts,tsx}', 'tests/architecture/**/*.test.ts'],
          environment: 'node',
          // Worker threads start faster than forked processes: 42 → 34 s on 2 cores, 2026-12-05 (integration: no gain).
          pool: 'threads',
          // vitest's 5 s default counts a first `import('wrangler')` (worker/version.test.ts): with a core burnt it
          // ran out (2026-12-05). A slow import is not a failure; a hang still is.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The files share their workers' module cache (each test starts its own Miniflare; nothing here mocks a
          // module): 135 → 99 s on 2 cores, 2026-12-05, mostly the 41 s of imports. The unit files mock modules
          // (vi.mock) and keep module state, so they stay isolated (11 s, but 10 failures, without it).
          isolate: false,
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
          // One server and one browser per file; files run one at a time, after the other tiers, to keep the 2-core
          // machine steady. Two files at once, each with its own server, measured in four runs: 2026-11-29 as two
          // shards (563 s against ~763 s, a login dialog missed its 20 s); later that day as two vitest workers,
          // three runs of 639–702 s against ~914 s in a row — every test ~1.5× slower, and two of the three failed
          // (two page loads whose `load` never came within 25 s; a deep link's widget at 1.8 s against its 1.5 s).
          // Measured again on 2026-12-05 on the built worker in Miniflare, as two shards with their own servers and
          // browsers (`E2E_SHARDS=2 npm test`): every file ran ~2× as long as alone (rollout 69 → 132 s, platform 72 →
          // 143 s, one failure under the load): the two cores are the limit, so one at a time stays the default.
          sequence: { groupOrder: 1 },
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
