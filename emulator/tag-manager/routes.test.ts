import { describe, expect, it } from 'vitest';
import { createEmulator } from '../app';

describe('tag manager stand-in', () => {
  it('serves /gtm/gtm.js as JavaScript that records the data layer it found (arguments objects as arrays) and later pushes', async () => {
    const res = await createEmulator({ catalogueSize: 10 }).request('/gtm/gtm.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await res.text();
    const window: { dataLayer: unknown[]; __tagManager?: { loaded: boolean; dataLayerAtLoad: unknown[]; pushes: unknown[] } } = { dataLayer: [] };
    // gtag pushes its arguments object, as the head script does.
    (function (..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer.push(arguments);
    })('consent', 'default', { analytics_storage: 'denied' });
    window.dataLayer.push({ event: 'gtm.js' });
    new Function('window', script)(window);
    window.dataLayer.push({ event: 'update_user_consent' });
    expect(window.__tagManager!.loaded).toBe(true);
    expect(window.__tagManager!.dataLayerAtLoad).toEqual([['consent', 'default', { analytics_storage: 'denied' }], { event: 'gtm.js' }]);
    expect(window.__tagManager!.pushes).toEqual([{ event: 'update_user_consent' }]);
    expect(window.dataLayer).toHaveLength(3);
  });

  it('can be made to fail like any emulated upstream', async () => {
    const emulator = createEmulator({ catalogueSize: 10 });
    emulator.faults.set('/gtm', '503');
    expect((await emulator.request('/gtm/gtm.js')).status).toBe(503);
  });
});
