// `npm run start:wordpress`: the site (scripts/dev.mjs: wrangler dev + the emulated platform API) with its content
// from a real WordPress 6.1 instead of the emulator's CMS. Ctrl-C stops everything, WordPress included.
// PORT, EMULATOR_PORT and WORDPRESS_PORT move the three servers (8787, 8788, 8789).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { down, up } from './wordpress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8788);

let stopping = false;
let dev = null;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (dev && dev.exitCode === null) {
    dev.kill('SIGTERM');
    await new Promise((resolve) => dev.once('exit', resolve));
  }
  await down().catch((error) => console.error(`[wordpress] down: ${error.message}`));
  process.exit(code);
}
// The terminal's Ctrl-C reaches dev.mjs too (same process group); it stops wrangler and the emulator itself.
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  // The CMS image URLs ({wordpress}/artwork/cms/…) redirect to the emulator, which draws them.
  const { url } = await up({ artworkOrigin: `http://127.0.0.1:${emulatorPort}` });
  if (stopping) process.exit(0);
  console.log(`wordpress http://127.0.0.1:${new URL(url).port} (the site's CMS_BASE_URL)`);
  dev = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, CMS_BASE_URL: url } });
  dev.on('exit', (code) => void stop(code ?? 0));
} catch (error) {
  console.error(`[wordpress] ${error.message}`);
  await stop(1);
}
