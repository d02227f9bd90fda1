import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the WordPress under test (the REST API is at {url}/wp-json/). */
    contractUrl: string;
    /** 'emulator' (npm test) or 'wordpress' (npm run test:wordpress). */
    contractTarget: 'emulator' | 'wordpress';
  }
}

/**
 * The contract suite runs against one target: a real WordPress when CONTRACT_WORDPRESS_URL is set
 * (scripts/wordpress/test.mjs starts one), otherwise the emulator, served over HTTP on a free port.
 */
export default async function contractTarget(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.CONTRACT_WORDPRESS_URL;
  if (external) {
    project.provide('contractUrl', external.replace(/\/+$/, ''));
    project.provide('contractTarget', 'wordpress');
    return undefined;
  }
  const { startEmulator } = await import('../../emulator/server');
  const emulator = await startEmulator(0, '127.0.0.1', { catalogueSize: 0 });
  project.provide('contractUrl', emulator.url);
  project.provide('contractTarget', 'emulator');
  return () => emulator.close();
}
