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
