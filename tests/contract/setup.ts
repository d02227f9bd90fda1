import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the WordPress under test (the REST API is at {url}/wp-json/). */
    contractUrl: string;
    /** 'emulator' (npm test) or 'wordpress' (npm run test:wordpress). */
    contractTarget: 'emulator' | 'wordpress';
    /** Base URL of the in-process emulator whose platform API tests/contract/platform.test.ts calls, whatever the target. */
    platformUrl: string;
  }
}

/** Generated games on top of the Irish sample for the platform suite: enough for sub-providers and every category. */
const PLATFORM_CATALOGUE_SIZE = 400;

/**
 * The WordPress suites run against one target: a real WordPress when CONTRACT_WORDPRESS_URL is set
 * (scripts/wordpress/test.mjs starts one), otherwise the emulator, served over HTTP on a free port.
 * The platform suite always runs against an emulator of its own (there is no real platform to point it at).
 */
export default async function contractTarget(project: TestProject): Promise<() => Promise<void>> {
  const { startEmulator } = await import('../../emulator/server');
  const platform = await startEmulator(0, '127.0.0.1', { catalogueSize: PLATFORM_CATALOGUE_SIZE });
  project.provide('platformUrl', platform.url);

  const external = process.env.CONTRACT_WORDPRESS_URL;
  if (external) {
    project.provide('contractUrl', external.replace(/\/+$/, ''));
    project.provide('contractTarget', 'wordpress');
    return () => platform.close();
  }
  const emulator = await startEmulator(0, '127.0.0.1', { catalogueSize: 0 });
  project.provide('contractUrl', emulator.url);
  project.provide('contractTarget', 'emulator');
  return async () => {
    await Promise.all([emulator.close(), platform.close()]);
  };
}
