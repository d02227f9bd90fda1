import type { Context } from 'hono';
import { isPlatformLanguage } from '../../i18n/locales';
import { answer, refuse } from '../api-answer';
import type { AppEnv } from '../env';
import { loadCopyright } from './site-loader';

/** GET /api/copyright?language=ENG|FIN|ESP — the footer copyright after a language change (SPEC §4). */
export async function copyrightApi(c: Context<AppEnv>): Promise<Response> {
  const code = (c.req.query('language') ?? 'ENG').toUpperCase();
  if (!isPlatformLanguage(code)) return refuse(c, 400, 'language must be ENG, FIN or ESP');
  const html = await loadCopyright(c, code);
  return answer(c, 'copyright', { html: html ?? '' }, 200, { 'Cache-Control': 'private, max-age=60' });
}
