/**
 * What tells one release from another between the browser and the worker (docs/decisions/025-release-versions.md).
 * Every response names the build that served it (BUILD_HEADER) and the deployed version (VERSION_HEADER: the
 * Workers version id, or the build id where there is none); the browser sends its own build with every call.
 */
export const BUILD_HEADER = 'X-App-Build';
export const VERSION_HEADER = 'X-App-Version';

/**
 * A page's calls go to the version that rendered it while that version is deployed: the document names the pin in
 * `<meta name="version-override">` and the browser's api door sends it as Cloudflare's version-override header.
 */
export const VERSION_OVERRIDE_META = 'version-override';
export const VERSION_OVERRIDE_HEADER = 'Cloudflare-Workers-Version-Overrides';

/**
 * The version-affinity cookie: a random key with nothing of the visitor in it, which the edge copies into
 * Cloudflare-Workers-Version-Key so one visitor stays on one version during a gradual rollout (functional, no consent).
 */
export const VERSION_KEY_COOKIE = 'version-key';
export const VERSION_KEY_MAX_AGE_S = 365 * 24 * 3600;

declare const __APP_BUILD__: string | undefined;

/** The build this browser bundle came from; 'dev' where no client build defined it (unit tests, the worker bundle). */
export const CLIENT_BUILD: string = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';
