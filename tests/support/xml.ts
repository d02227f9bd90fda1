/**
 * A small strict XML parser for tests (no XML library in the tree): elements, attributes, text, the XML declaration;
 * throws on anything not well-formed — unclosed or mismatched tags, duplicate attributes, a bare '&' or '<', text
 * outside the root. Entities: the five predefined ones and numeric references. Enough to hold sitemaps to XML.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;

function decode(raw: string, at: number): string {
  if (/<|&(?!(?:lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(raw)) throw new Error(`bad character data near offset ${at}: ${raw.slice(0, 40)}`);
  return raw.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" } as Record<string, string>)[e]!,
  );
}

export function parseXml(xml: string): XmlElement {
  let i = 0;
  const decl = /^<\?xml[^?]*\?>\s*/.exec(xml);
  if (decl) i = decl[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    if (text.trim()) {
      if (!stack.length) throw new Error(`text outside the root at ${i}`);
      stack.at(-1)!.text += decode(text, i);
    }
    if (lt < 0) break;
    const gt = xml.indexOf('>', lt);
    if (gt < 0) throw new Error(`unterminated tag at ${lt}`);
    const tag = xml.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith('/')) {
      const open = stack.pop();
      if (!open || open.name !== tag.slice(1).trim()) throw new Error(`mismatched </${tag.slice(1)}> at ${lt}`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const name = NAME.exec(body)?.[0];
    if (!name) throw new Error(`bad tag name at ${lt}`);
    const el: XmlElement = { name, attributes: {}, children: [], text: '' };
    let rest = body.slice(name.length);
    const attr = /^\s+([A-Za-z_][\w.:-]*)="([^"]*)"/;
    for (let m = attr.exec(rest); m; m = attr.exec(rest)) {
      if (m[1]! in el.attributes) throw new Error(`duplicate attribute ${m[1]} in <${name}>`);
      el.attributes[m[1]!] = decode(m[2]!, lt);
      rest = rest.slice(m[0].length);
    }
    if (rest.trim()) throw new Error(`bad attributes in <${name}>: ${rest.slice(0, 40)}`);
    if (stack.length) stack.at(-1)!.children.push(el);
    else if (root) throw new Error(`second root element <${name}>`);
    else root = el;
    if (!selfClosing) stack.push(el);
  }
  if (stack.length) throw new Error(`unclosed <${stack.at(-1)!.name}>`);
  if (!root) throw new Error('no root element');
  return root;
}
