import { sanitisedHtml } from './sanitised-html';

/** CMS/platform HTML, already sanitised by the worker (worker/content/sanitise.ts) before it reached the page. */
export function HtmlContent({ html, className = '', lang }: { html: string; className?: string; lang?: string }) {
  return <div className={`cms-content ${className}`} lang={lang} dangerouslySetInnerHTML={{ __html: sanitisedHtml(html) }} />;
}
