import { describe, expect, it } from 'vitest';
import { HtmlWriter, type OpenElement } from './html-writer';

// The parser's events for a fragment, as sanitise.ts gives them; workerd's own parser runs in
// tests/integration/sanitise.test.ts and hostile-corpus.test.ts.
function write(events: (['start', string, 'keep' | 'unwrap' | 'drop'] | ['end', string] | ['text', string])[]): string {
  const writer = new HtmlWriter();
  const open: { tag: string; element: OpenElement | null }[] = [];
  for (const event of events) {
    if (event[0] === 'start') open.push({ tag: event[1], element: writer.start(event[1], event[2], [], true) });
    else if (event[0] === 'text') writer.text(event[1]);
    else {
      const at = open.map((o) => o.tag).lastIndexOf(event[1]);
      const element = open.splice(at, 1)[0]?.element;
      if (element) writer.end(element);
    }
  }
  return writer.finish();
}

describe('HtmlWriter', () => {
  it('closes what content leaves open, where the content ends', () => {
    expect(write([['start', 'a', 'keep'], ['text', 'x'], ['start', 'div', 'keep'], ['text', 'y']])).toBe('<a>x<div>y</div></a>');
  });

  it('closes a p before a block, an li before the next li, a cell before the next cell', () => {
    expect(write([['start', 'p', 'keep'], ['text', 'a'], ['start', 'div', 'keep'], ['text', 'b'], ['end', 'div']])).toBe('<p>a</p><div>b</div>');
    expect(write([['start', 'ul', 'keep'], ['start', 'li', 'keep'], ['text', '1'], ['start', 'li', 'keep'], ['text', '2'], ['end', 'ul']])).toBe(
      '<ul><li>1</li><li>2</li></ul>',
    );
    expect(write([['start', 'tr', 'keep'], ['start', 'td', 'keep'], ['start', 'td', 'keep'], ['start', 'tr', 'keep']])).toBe('<tr><td></td><td></td></tr><tr></tr>');
  });

  it('writes nothing of a dropped element, its text or its children, and resumes after its end', () => {
    expect(write([['start', 'xmp', 'drop'], ['text', '<img src=x>'], ['start', 'b', 'keep'], ['end', 'b'], ['end', 'xmp'], ['text', 'after']])).toBe('after');
  });

  it('unwraps: the tag goes, the children stay; a stray < in text is escaped', () => {
    expect(write([['start', 'font', 'unwrap'], ['text', 'a < b'], ['end', 'font']])).toBe('a &lt; b');
  });

  it('an end tag for an element already closed implicitly writes nothing', () => {
    expect(write([['start', 'p', 'keep'], ['start', 'p', 'keep'], ['end', 'p'], ['end', 'p']])).toBe('<p></p><p></p>');
  });
});
