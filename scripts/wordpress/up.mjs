// `node scripts/wordpress/up.mjs`: WordPress installed, seeded and running (idempotent); prints its base URL.
// WORDPRESS_PORT (default 8789) and WORDPRESS_DIR (default .wordpress/) move it.
import { up } from './wordpress.mjs';

try {
  const { url } = await up();
  console.log(url);
} catch (error) {
  console.error(`[wordpress] ${error.message}`);
  process.exit(1);
}
