import type { Context } from 'hono';
import type { FooterData, SiteContext } from '../../client/contracts/site';
import { platformLanguage, type Language, type PlatformLanguage } from '../../i18n/locales';
import { getConfig } from '../config';
import { contentFor } from '../content/content';
import type { AppEnv } from '../env';
import { hasWelcomeOffer, offerLinkCheck } from './market-offers';

/**
 * Everything of a page that is not the route's own data: brand config, the edge's geo and device decisions, the
 * footer and whether the visitor's market has a welcome offer for the bottom bar to promise. Gathered here for the
 * page handler and the error page alike, so render/ only renders.
 */
export async function loadSite(c: Context<AppEnv>, language: Language): Promise<Omit<SiteContext, 'returning'>> {
  const config = getConfig(c.env);
  const geo = c.get('geo');
  const [footer, welcomeOffer] = await Promise.all([loadFooter(c, language), hasWelcomeOffer(c, language)]);
  return {
    brandName: config.brandName,
    brandDomain: config.brandDomain,
    affiliatesUrl: config.affiliatesUrl,
    footer,
    welcomeOffer,
    platform: { scriptUrl: config.platformScriptUrl, brandId: config.casinoId, realityCheckMinutes: config.realityCheckMinutes },
    support: {
      email: config.support.email,
      hours: config.support.hours,
      captcha: { scriptUrl: config.captcha.scriptUrl, siteKey: config.captcha.siteKey, version: config.captcha.version },
    },
    country: geo?.country ?? 'GB',
    currency: geo?.currency ?? 'GBP',
    regulation: geo ? geo.regulation : 'GB',
    device: c.get('device') ?? 'desktop',
  };
}

/**
 * Footer icon strip and copyright (platform HTML, sanitised and cached, then given this locale's links: the platform
 * writes them for en-GB); failures leave them empty, never the page.
 */
async function loadFooter(c: Context<AppEnv>, language: Language): Promise<FooterData> {
  const config = getConfig(c.env);
  const content = contentFor(c);
  const prefix = c.get('locale')?.prefix ? `/${c.get('locale').prefix}` : '';
  const geo = c.get('geo');
  const footerAsk = { host: config.brandDomain, country: geo?.country ?? 'GB', regulation: geo ? (geo.regulation ?? '') : 'GB', lng: platformLanguage(language) };
  // Platform HTML may link a promotion too: only to one this visitor can have (docs/decisions/042).
  const offerLink = offerLinkCheck(c);
  const [icons, copyright] = await Promise.all([
    content.platform.getSmartFooter(footerAsk).then((html) => content.localiseHtml(html ?? '', prefix, { offerLink })),
    loadCopyright(c, platformLanguage(language)).then((html) => content.localiseHtml(html ?? '', prefix, { offerLink })),
  ]);
  return { iconsHtml: icons, copyrightHtml: copyright, regulation: c.get('geo')?.regulation ?? null };
}

export function loadCopyright(c: Context<AppEnv>, language: PlatformLanguage): Promise<string | undefined> {
  const geo = c.get('geo');
  return contentFor(c).platform.getCopyright({
    host: getConfig(c.env).brandDomain,
    language,
    country: geo?.country ?? 'GB',
    regulation: geo ? (geo.regulation ?? '') : 'GB',
  });
}
