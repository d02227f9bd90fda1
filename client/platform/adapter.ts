import type { PlatformFramework } from './framework';

/**
 * The ONE file that knows the widget framework's global and call shapes (docs/decisions/009). The emulator installs
 * exactly the interface of framework.ts as `window.CasinoPlatform`; integrating the real framework means mapping its
 * real global onto PlatformFramework here, and nothing else changes.
 */
const GLOBAL = 'CasinoPlatform';

/** The framework once its script has installed it, else null. */
export function readFramework(win: Window = window): PlatformFramework | null {
  const candidate = (win as unknown as Record<string, unknown>)[GLOBAL];
  if (!candidate || typeof candidate !== 'object') return null;
  const fw = candidate as Partial<PlatformFramework>;
  return typeof fw.init === 'function' && typeof fw.on === 'function' && typeof fw.openWidget === 'function' ? (fw as PlatformFramework) : null;
}
