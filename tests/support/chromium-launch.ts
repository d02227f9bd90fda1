import { CHROMIUM_PATH } from '../../scripts/chromium-path.mjs';

/** Debian's chromium as every test launches it: no sandbox (containers), no GPU, nothing that calls home. */
export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};
