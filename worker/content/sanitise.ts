import type { Element, HTMLRewriter as WorkersHTMLRewriter, Response as WorkersResponse } from '@cloudflare/workers-types';
import { HtmlWriter, type OpenElement } from './html-writer';
import { cleanAttribute, treatmentOf } from './sanitise-rules';
import type { LinkRewrite } from './site-links';

const HTML_NS = 'http://www.w3.org/1999/xhtml';

// The worker's lib is DOM (it renders the client's code), but workerd's globals are the Workers ones: HTMLRewriter
// exists only there, and its transform() takes and gives the Workers Response, which DOM's type does not match.
declare const HTMLRewriter: typeof WorkersHTMLRewriter;
declare const Response: typeof WorkersResponse;

export { isSafeUrl } from './sanitise-rules';

export interface SanitiseOptions {
  /** Rewrites a link's href (null keeps it); a link sent to an info page is marked data-info-page for the info popup. */
  rewriteLink?: (href: string) => LinkRewrite | null;
  /** The origins content images may load from besides the site (sanitise-rules.ts isImageUrl); omit to allow any. */
  imageOrigins?: readonly string[];
}

/**
 * Sanitises untrusted CMS/platform HTML (docs/decisions/037). HTMLRewriter parses it (never regex); the fragment is
 * then written anew from the parser's events (html-writer.ts), so only allowlisted elements and attributes with checked
 * values come out, well formed. A fragment the parser cannot read (lol-html refuses some ambiguous nestings, such as a
 * raw-text element inside a select) is dropped whole and logged with `item`: its item shows without that HTML, and
 * the page and the list around it are unharmed.
 */
export async function sanitiseHtml(html: string, options: SanitiseOptions = {}, item = 'content'): Promise<string> {
  const writer = new HtmlWriter();
  const rewriter = new HTMLRewriter()
    .onDocument({ text: (chunk) => writer.text(chunk.text) })
    .on('*', { element: (el) => openElement(writer, el, options) });
  try {
    await transformText(rewriter, html);
    return writer.finish();
  } catch (error) {
    console.error({ event: 'sanitise failed', item, error: (error as Error)?.message?.split('\n')[0] ?? String(error) });
    return '';
  }
}

function openElement(writer: HtmlWriter, el: Element, options: SanitiseOptions): void {
  const tag = el.tagName.toLowerCase();
  // Elements of svg or math are foreign content whatever their name (an svg <a>, a math <style>).
  const treatment = el.namespaceURI === HTML_NS ? treatmentOf(tag) : 'drop';
  let opened: OpenElement | null = null;
  let canHaveContent = true;
  try {
    el.onEndTag(() => void (opened && writer.end(opened)));
  } catch {
    // lol-html refuses an end-tag handler where no end tag can come (void elements, a self-closed foreign one).
    canHaveContent = false;
  }
  opened = writer.start(tag, treatment, treatment === 'keep' ? attributesOf(tag, el, options) : [], canHaveContent);
}

function attributesOf(tag: string, el: Element, { rewriteLink, imageOrigins }: SanitiseOptions): [string, string][] {
  const kept = new Map<string, string>();
  for (const [name, raw] of el.attributes) {
    const lower = name!.toLowerCase();
    if (kept.has(lower)) continue; // the browser keeps an attribute's first occurrence
    const value = cleanAttribute(tag, lower, raw ?? '', imageOrigins);
    if (value !== null) kept.set(lower, value);
  }
  if (tag === 'a') {
    if (kept.get('target') === '_blank') kept.set('rel', 'noopener noreferrer');
    const href = kept.get('href');
    const target = href !== undefined && rewriteLink ? rewriteLink(href) : null;
    if (target) {
      kept.set('href', target.href);
      if (target.infoPage) kept.set('data-info-page', target.infoPage);
    }
  }
  return [...kept];
}

/** Adds the link step to a rewriter: each a[href] through `rewriteLink` (shared by sanitise and localise). */
export function onLinks(rewriter: WorkersHTMLRewriter, rewriteLink: (href: string) => LinkRewrite | null): WorkersHTMLRewriter {
  return rewriter.on('a[href]', {
    element: (el) => {
      if (el.removed) return;
      const target = rewriteLink(el.getAttribute('href') ?? '');
      if (target === null) return;
      el.setAttribute('href', target.href);
      if (target.infoPage) el.setAttribute('data-info-page', target.infoPage);
    },
  });
}

/** Runs a rewriter over an HTML string. */
export function transformText(rewriter: WorkersHTMLRewriter, html: string): Promise<string> {
  return rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })).text();
}
