/** CMS/platform HTML, already sanitised by the worker (worker/content/sanitise.ts) before it reached the page. */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`cms-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
