import { describe, expect, it } from 'vitest';
import { decodeEntities, textOf } from './entities';

describe('decodeEntities', () => {
  it('decodes WordPress texturized and named entities', () => {
    expect(decodeEntities('Finn&#8217;s Golden Tavern &amp; Friends &#8211; Slots')).toBe('Finn’s Golden Tavern & Friends – Slots');
    expect(decodeEntities('&#x2019;&pound;10 &hellip;')).toBe('’£10 …');
  });
  it('leaves unknown or broken entities alone', () => {
    expect(decodeEntities('&nosuch; &#0; & plain')).toBe('&nosuch; &#0; & plain');
  });
});

describe('textOf', () => {
  it('strips tags and collapses whitespace', () => {
    expect(textOf('<p>Win <strong>big</strong>&nbsp;today</p>\n')).toBe('Win big today');
  });

  it("drops a script's or style's source with its tags: code is no text to show", () => {
    expect(textOf('Hi<script>alert("x")</script> there<style>p{color:red}</style><SCRIPT type="x">y</SCRIPT>!')).toBe('Hi there !');
    expect(textOf('Open <script>never closed')).toBe('Open');
  });
});
