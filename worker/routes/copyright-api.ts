import type { Context } from 'hono';
import { isPlatformLanguage } from '../../i18n/locales';
import type { AppEnv } from '../env';
import { loadCopyright } from './site-loader';

/** GET /api/copyright?language=ENG|FIN|ESP — the footer copyright after a language change (SPEC §4). */
export async function copyrightApi(c: Context<AppEnv>): Promise<Response> {
  const code = (c.req.query('language') ?? 'ENG').toUpperCase();
  if (!isPlatformLanguage(code)) return c.json({ error: 'language must be ENG, FIN or ESP' }, 400);
  const html = await loadCopyright(c, code);
  return c.json({ html: html ?? '' }, 200, { 'Cache-Control': 'private, max-age=60' });
}
