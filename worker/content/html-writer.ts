import { escapeAttribute, VOID, type Treatment } from './sanitise-rules';

/** One open element of the content, as the writer tracks it. */
export interface OpenElement {
  tag: string;
  treatment: Treatment;
}

/** A start tag closes the `p` around it (HTML's "close a p element" for these). */
const CLOSES_P = new Set(['address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'figcaption', 'figure', 'footer',
  'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul', 'li', 'dt', 'dd']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const TABLE_SCOPE = ['table', 'td', 'th', 'caption'];
/** For a start tag: what it implicitly ends, and where the search for it stops (HTML's tree construction, in small). */
const IMPLIED: Record<string, { ends: string[]; stopAt: string[] }> = {
  li: { ends: ['li'], stopAt: ['ul', 'ol', ...TABLE_SCOPE] },
  dt: { ends: ['dt', 'dd'], stopAt: ['dl', ...TABLE_SCOPE] },
  dd: { ends: ['dt', 'dd'], stopAt: ['dl', ...TABLE_SCOPE] },
  tr: { ends: ['tr'], stopAt: ['table', 'thead', 'tbody', 'tfoot'] },
  td: { ends: ['td', 'th'], stopAt: ['tr', 'table'] },
  th: { ends: ['td', 'th'], stopAt: ['tr', 'table'] },
  thead: { ends: ['thead', 'tbody', 'tfoot', 'caption', 'colgroup'], stopAt: ['table'] },
  tbody: { ends: ['thead', 'tbody', 'tfoot', 'caption', 'colgroup'], stopAt: ['table'] },
  tfoot: { ends: ['thead', 'tbody', 'tfoot', 'caption', 'colgroup'], stopAt: ['table'] },
  a: { ends: ['a'], stopAt: TABLE_SCOPE },
};

/**
 * Writes untrusted content back as a well-formed fragment from the parser's events: every element it opens it closes,
 * in order, and nothing else — an end tag that closes nothing of the content's own (`</div></main>`) is never
 * written, and an element left open (`<a href=…>` with no end) is closed where the content ends. So a fragment can
 * neither climb out of the element it is rendered in nor swallow the page after it. Elements being dropped silence
 * everything inside them, text included (a raw-text element's text is markup to the browser once unwrapped).
 */
export class HtmlWriter {
  private readonly out: string[] = [];
  private readonly open: OpenElement[] = [];
  private dropping = 0;

  /** A start tag; returns the element to pass to `end` when its end tag comes, or null when none is expected. */
  start(tag: string, treatment: Treatment, attributes: [string, string][], canHaveContent: boolean): OpenElement | null {
    if (this.dropping > 0) return null;
    if (treatment === 'keep') {
      this.closeImplied(tag);
      this.out.push(`<${tag}${attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`);
      if (VOID.has(tag)) return null;
    } else if (!canHaveContent) return null;
    const element = { tag, treatment };
    this.open.push(element);
    if (treatment === 'drop') this.dropping++;
    return element;
  }

  /** The end tag of an element `start` returned; ignored when the element was already closed implicitly. */
  end(element: OpenElement): void {
    const at = this.open.lastIndexOf(element);
    if (at < 0) return;
    while (this.open.length > at) this.closeLast();
  }

  /** Source text in the data state: entities stay as written; a stray '<' is escaped so no tag can form around it. */
  text(chunk: string): void {
    if (this.dropping === 0 && chunk) this.out.push(chunk.replace(/</g, '&lt;'));
  }

  /** The fragment, with everything still open closed. */
  finish(): string {
    while (this.open.length) this.closeLast();
    return this.out.join('');
  }

  private closeLast(): void {
    const element = this.open.pop()!;
    if (element.treatment === 'keep') this.out.push(`</${element.tag}>`);
    else if (element.treatment === 'drop') this.dropping--;
  }

  private closeImplied(tag: string): void {
    if (CLOSES_P.has(tag)) this.closeTo(['p'], TABLE_SCOPE);
    if (HEADINGS.has(tag) && HEADINGS.has(this.lastKept()?.tag ?? '')) this.closeTo([...HEADINGS], TABLE_SCOPE);
    const rule = IMPLIED[tag];
    if (rule) this.closeTo(rule.ends, rule.stopAt);
  }

  /** Closes up to and including the nearest open kept element named in `ends`, unless `stopAt` comes first. */
  private closeTo(ends: string[], stopAt: string[]): void {
    for (let i = this.open.length - 1; i >= 0; i--) {
      const { tag, treatment } = this.open[i]!;
      if (treatment !== 'keep') continue;
      if (ends.includes(tag)) {
        while (this.open.length > i) this.closeLast();
        return;
      }
      if (stopAt.includes(tag)) return;
    }
  }

  private lastKept(): OpenElement | undefined {
    for (let i = this.open.length - 1; i >= 0; i--) if (this.open[i]!.treatment === 'keep') return this.open[i];
    return undefined;
  }
}
