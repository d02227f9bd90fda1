/**
 * Info pages as the platform's info-page endpoint serves them: legacy CMS HTML the site must filter and rewrite.
 *
 * Markers (SPEC §5), sent unfiltered whatever the request's regulation — filtering is the site's job:
 *   <div class="gb-only">…</div>      shown only to GB players (one instance, in fair-play, nests a <div>)
 *   <div class="non-gb-only">…</div>  shown to everyone else
 *   <div class="hide-at">…</div>      hidden for Austria
 * Every page has at least one gb-only and one non-gb-only block (a shared licence note is appended).
 *
 * Legacy help links (SPEC §2 'links matching known legacy help paths open the info popup'), all three forms used:
 *   /help/{slug}                               e.g. <a href="/help/deposit-methods">, <a href="/help/deposit-visa">
 *   /help/{slug}/                              e.g. <a href="/help/cashout/">
 *   https://www.shamrockspins.example/help/{slug}   e.g. the FAQ links in help, privacy and cashout-how-to
 * where {slug} is always one of INFO_PAGE_SLUGS. Other links are left as they are: site routes (/promotions/,
 * /contact-us/), external sites (gamstop.co.uk, begambleaware.org) and mailto:.
 *
 * Placeholders filled from the request: {cur} → currency symbol from currencyCode, {code} → currencyCode,
 * {brand} → the emulated brand name. Titles are translated for fi and es; bodies are English, and the main pages
 * (info-pages-fi.ts, info-pages-es.ts) have Finnish and Spanish bodies too. A page without a body in the asked
 * language answers 200 with its translated title and an EMPTY content, as the platform does for a resource that has
 * no translation yet: the site must notice and fall back to English itself (docs/decisions/016).
 */
import { BANKING_PAGES } from './info-pages-banking';
import { CASHOUT_PAGES } from './info-pages-cashout';
import { SPANISH_BODIES, SPANISH_LICENCE_NOTE } from './info-pages-es';
import { FINNISH_BODIES, FINNISH_LICENCE_NOTE } from './info-pages-fi';
import { HELP_PAGES } from './info-pages-help';
import { LEGAL_PAGES } from './info-pages-legal';
import { SAFER_GAMBLING_PAGES } from './info-pages-safer';
import type { InfoPageContext, InfoPageSource } from './info-page-types';
import { EMULATED_BRAND } from './markets';

const PAGES: Record<string, InfoPageSource> = {
  ...LEGAL_PAGES,
  ...SAFER_GAMBLING_PAGES,
  ...HELP_PAGES,
  ...CASHOUT_PAGES,
  ...BANKING_PAGES,
};

/** Every slug the endpoint answers, including deposit-{method} for each payment method. */
export const INFO_PAGE_SLUGS: readonly string[] = Object.keys(PAGES);

const LICENCE_NOTE = `
<hr>
<div class="gb-only"><p><small>{brand} is licensed by the UK Gambling Commission. 18+. <a href="/help/responsible-gambling">Play responsibly</a>.</small></p></div>
<div class="non-gb-only"><p><small>{brand} is licensed by the Malta Gaming Authority. 18+. <a href="/help/responsible-gambling/">Play responsibly</a>.</small></p></div>`;

/** The page for a resourceName, filled for this request; undefined for an unknown name. */
export function infoPage(slug: string, context: InfoPageContext): { title: string; content: string } | undefined {
  if (!Object.hasOwn(PAGES, slug)) return undefined;
  const page = PAGES[slug]!;
  const title = page.title[context.language];
  const translated = translatedBody(slug, context);
  if (translated === '') return { title, content: '' };
  const content = translated
    .replaceAll('{cur}', context.currencySymbol)
    .replaceAll('{code}', context.currencyCode)
    .replaceAll('{brand}', EMULATED_BRAND)
    .trim();
  return { title, content };
}

/** The body and licence note in the request's language; '' when that language has no body for this page. */
function translatedBody(slug: string, context: InfoPageContext): string {
  if (context.language === 'fi') return Object.hasOwn(FINNISH_BODIES, slug) ? FINNISH_BODIES[slug]! + FINNISH_LICENCE_NOTE : '';
  if (context.language === 'es') return Object.hasOwn(SPANISH_BODIES, slug) ? SPANISH_BODIES[slug]! + SPANISH_LICENCE_NOTE : '';
  const page = PAGES[slug]!;
  return (typeof page.body === 'function' ? page.body(context) : page.body) + LICENCE_NOTE;
}
