import { describe, expect, it } from 'vitest';
import { normaliseSpaces, shortenAtWord, textLength } from './shorten';

describe('shortenAtWord', () => {
  it('leaves text that fits alone (spaces folded)', () => {
    expect(shortenAtWord('  Terms  and\n conditions ', 40)).toBe('Terms and conditions');
  });

  it('ends a review title at its clause and keeps the game name, with no ellipsis', () => {
    const title = 'Irish Riches Megaways Review – RTP 96.1% & Bonus Features';
    expect(shortenAtWord(title, 43, 'Irish Riches Megaways')).toBe('Irish Riches Megaways Review');
    expect(shortenAtWord('Lucky Clover Gold Review – RTP 96.2% & Features', 43, 'Lucky Clover Gold')).toBe('Lucky Clover Gold Review');
  });

  it("keeps a name that comes after a prefix ('Review: <name>') and drops the tail", () => {
    expect(shortenAtWord('Review: Rainbow Riches Pick n Mix – free spins, RTP and volatility explained', 43, 'Rainbow Riches Pick n Mix')).toBe('Review: Rainbow Riches Pick n Mix');
  });

  it('keeps a name longer than the limit whole, cut at the first word after it', () => {
    const name = 'The Extraordinarily Long Adventures of the Leprechaun and His Pot of Gold Megaways';
    expect(shortenAtWord(`${name} Review – RTP 96%`, 43, name)).toBe(name);
    expect(shortenAtWord(`Review: ${name} – RTP 96%`, 43, name)).toBe(`Review: ${name}`);
    expect(shortenAtWord(name, 20, name)).toBe(name);
  });

  it('finds the kept name whatever its case, and ignores a name the text does not contain', () => {
    expect(shortenAtWord('BOOK OF SHAMROCKS Review – all features, RTP and tips', 30, 'Book of Shamrocks')).toBe('BOOK OF SHAMROCKS Review');
    expect(shortenAtWord('A very long page name that goes on and on and on', 20, 'Something else')).toBe('A very long page');
  });

  it('cuts at the last whole word that fits and drops dangling Spanish and English function words', () => {
    expect(shortenAtWord('Por qué los tréboles de cuatro hojas dan buena suerte en Irlanda', 40)).toBe('Por qué los tréboles de cuatro hojas dan');
    expect(shortenAtWord('Por qué los tréboles de cuatro hojas dan buena suerte', 26)).toBe('Por qué los tréboles');
    expect(shortenAtWord('The history of the slot machine and the rise of video slots', 30)).toBe('The history of the slot');
  });

  it('drops a dangling Finnish conjunction and keeps no-break spaces inside ‘96 %’', () => {
    const fi = 'RTP selitettynä: mitä “96\u00a0%” oikeasti tarkoittaa pelaajalle ja kasinolle';
    expect(shortenAtWord(fi, 43)).toBe('RTP selitettynä: mitä “96\u00a0%” oikeasti');
    expect(shortenAtWord('Kolikkopelit ja pöytäpelit sekä live-kasino ja paljon muuta', 36)).toBe('Kolikkopelit ja pöytäpelit');
    expect(shortenAtWord(fi, 43)).not.toMatch(/ ja$/);
  });

  it('never ends in an ellipsis, a separator or a comma', () => {
    for (const text of ['Alpha, beta, gamma, delta, epsilon, zeta', 'One – two – three – four – five – six', 'Slots | Live | Table | Jackpots | More']) {
      for (let max = 8; max < text.length; max++) {
        const out = shortenAtWord(text, max);
        expect(out, `${text} @${max}`).not.toMatch(/[…,;:|–—-]$|\.\.\.$/);
        expect(textLength(out), `${text} @${max}`).toBeLessThanOrEqual(max);
        expect(text.startsWith(out)).toBe(true);
      }
    }
  });

  it('prefers a clause end only when it keeps at least half the room', () => {
    expect(shortenAtWord('RTP: what the number on every slot really tells a player', 41)).toBe('RTP: what the number on every slot really');
    expect(shortenAtWord('Bonus Policy – everything about wagering, expiry and limits', 40)).toBe('Bonus Policy – everything about wagering');
    const promo = 'Cashback Weekend – 10% back on losses every single weekend of the year';
    expect(shortenAtWord(promo, 40)).toBe('Cashback Weekend – 10% back on losses');
    expect(shortenAtWord(promo, 30)).toBe('Cashback Weekend');
  });

  it('counts characters, not UTF-16 units, and NFC-composes', () => {
    expect(textLength('🍀🍀')).toBe(2);
    expect(textLength('e\u0301')).toBe(2);
    expect(textLength(normaliseSpaces('e\u0301'))).toBe(1);
    // An astral character counts once, so this 10-character text fits 10.
    expect(shortenAtWord('🍀 Lucky 🍀 7', 11)).toBe('🍀 Lucky 🍀 7');
  });

  it('a single word longer than the limit is returned whole rather than split', () => {
    expect(shortenAtWord('Supercalifragilisticexpialidocious', 10)).toBe('Supercalifragilisticexpialidocious');
    expect(shortenAtWord('Supercalifragilisticexpialidocious slots', 10)).toBe('Supercalifragilisticexpialidocious');
  });
});
