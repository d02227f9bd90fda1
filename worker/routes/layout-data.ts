import type { Context } from 'hono';
import type { FooterData } from '../../client/router/payload';
import { getConfig } from '../config';
import { contentFor } from '../content/content';
import type { AppEnv } from '../env';

/** The platform's 3-letter language codes for the copyright call. */
export function platformLanguage(language: string): 'ENG' | 'FIN' | 'ESP' {
  if (language === 'fi') return 'FIN';
  if (language === 'es') return 'ESP';
  return 'ENG';
}

/** Footer icon strip and copyright (platform HTML, sanitised and cached); failures leave them empty, never the page. */
export async function loadFooter(c: Context<AppEnv>, language: string): Promise<FooterData> {
  const config = getConfig(c.env);
  const geo = c.var.geo;
  const content = contentFor(c);
  const [icons, copyright] = await Promise.all([
    content.platform.getSmartFooter(config.brandDomain),
    loadCopyright(c, language),
  ]);
  return { iconsHtml: icons ?? '', copyrightHtml: copyright ?? '', regulation: geo?.regulation ?? null };
}

export function loadCopyright(c: Context<AppEnv>, language: string): Promise<string | undefined> {
  const geo = c.var.geo;
  return contentFor(c).platform.getCopyright({
    host: getConfig(c.env).brandDomain,
    language: platformLanguage(language),
    country: geo?.country ?? 'GB',
    regulation: geo ? (geo.regulation ?? '') : 'GB',
  });
}

/** GET /api/copyright?language=ENG|FIN|ESP — the footer copyright after a language change (SPEC §4). */
export async function copyrightApi(c: Context<AppEnv>): Promise<Response> {
  const code = (c.req.query('language') ?? 'ENG').toUpperCase();
  const language = { ENG: 'en', FIN: 'fi', ESP: 'es' }[code];
  if (!language) return c.json({ error: 'language must be ENG, FIN or ESP' }, 400);
  const html = await loadCopyright(c, language);
  return c.json({ html: html ?? '' }, 200, { 'Cache-Control': 'private, max-age=60' });
}
