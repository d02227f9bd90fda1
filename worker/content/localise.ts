import type { HTMLRewriter as WorkersHTMLRewriter } from '@cloudflare/workers-types';
import { onLinks, transformText } from './sanitise';
import { promotionTarget, type LinkRewrite, type PromotionTarget } from './site-links';

declare const HTMLRewriter: typeof WorkersHTMLRewriter;

export interface LocaliseOptions {
  /** The visitor's locale rule for links (site-links.ts); omit to leave links as cached. */
  rewriteLink?: (href: string) => LinkRewrite | null;
  /**
   * Info-page regulation blocks (SPEC §5): for GB, `.gb-only` shows and `.non-gb-only` goes; elsewhere the reverse;
   * `.hide-at` goes for Austria. Omit to keep every block.
   */
  country?: string;
  /**
   * Marks the whole fragment as written in this language (a `lang` wrapper) — set when the platform had no
   * translation and the English page stands in, so screen readers switch voice (docs/decisions/016).
   */
  lang?: string;
  /**
   * Whether a link to this promotion may stay (docs/decisions/042-offers-per-market.md): one to an offer the visitor
   * cannot have — another market's (its page is a 404) or one their market's rules withhold — loses its `<a>` and
   * keeps its words. Asked only about the promotions the fragment links. Omit to leave such links alone.
   */
  offerLink?: (target: PromotionTarget) => Promise<boolean>;
}

/**
 * The per-request pass over already sanitised platform/CMS HTML (sanitise.ts runs once, when it is cached): one
 * HTMLRewriter for what depends on the visitor — their locale's links and their country's regulation blocks.
 * The cache is shared by every locale of a language (en, en-ca, en-ie), so this cannot happen at cache time.
 */
export async function localiseHtml(html: string, options: LocaliseOptions): Promise<string> {
  const { rewriteLink, country, lang } = options;
  if (html === '') return html;
  let out = html;
  // Cached links are site-relative: a fragment without this text links no promotion page.
  const offerLink = html.includes('/promotions/') ? options.offerLink : undefined;
  if (rewriteLink || country || offerLink) {
    let rewriter = new HTMLRewriter();
    if (country) {
      rewriter = rewriter.on(country === 'GB' ? '.non-gb-only' : '.gb-only', { element: (el) => void el.remove() });
      if (country === 'AT') rewriter = rewriter.on('.hide-at', { element: (el) => void el.remove() });
    }
    // Before the locale's rewrite: the cached href is read as cached, and an unwrapped link has nothing left to rewrite.
    if (offerLink) rewriter = onOfferLinks(rewriter, offerLink);
    if (rewriteLink) rewriter = onLinks(rewriter, rewriteLink);
    out = await transformText(rewriter, html);
  }
  // The fragment is ours and clean; the attribute value is a language code checked here, never upstream text.
  return lang && /^[a-z]{2}(?:-[A-Z]{2})?$/.test(lang) ? `<div lang="${lang}">${out}</div>` : out;
}

/** Unwraps each link to a promotion `offerLink` says no to (it answers each promotion once per request). */
function onOfferLinks(rewriter: WorkersHTMLRewriter, offerLink: (target: PromotionTarget) => Promise<boolean>): WorkersHTMLRewriter {
  return rewriter.on('a[href]', {
    element: async (el) => {
      if (el.removed) return;
      const target = promotionTarget(el.getAttribute('href') ?? '');
      if (target && !(await offerLink(target))) el.removeAndKeepContent();
    },
  });
}
