// `node scripts/wordpress/down.mjs [--purge]`: stops everything up.mjs started; --purge also deletes .wordpress/.
import { down } from './wordpress.mjs';

try {
  await down({ purge: process.argv.includes('--purge') });
} catch (error) {
  console.error(`[wordpress] ${error.message}`);
  process.exit(1);
}
