import { describe, expect, it } from 'vitest';
import { CMS_MEDIA, CMS_POSTS } from '../data/cms-content';
import { CMS_GAMES } from '../data/cms-games';
import { gamePageSlug, sanitizeTitle } from '../data/cms-model';
import { providerTermSlug } from '../data/cms-terms';
import { IRISH_GAMES } from '../data/irish-games';
import { texturize, yoastText } from './texturize';
import { wp } from './wp-test-client';

describe('CMS source data', () => {
  it('applies the game page slug rule', () => {
    expect(gamePageSlug('Fishin Frenzy The Big Catch JPK')).toBe('fishin-frenzy-the-big-catch-jpk');
    expect(gamePageSlug("Finn's Golden Tavern")).toBe('finns-golden-tavern');
    expect(gamePageSlug('Irish Eyes 2')).toBe('irish-eyes-2');
  });

  it('derives category slugs like WordPress does from names', () => {
    expect(sanitizeTitle("Play'n GO")).toBe('playn-go');
    expect(sanitizeTitle('Big Time Gaming')).toBe('big-time-gaming');
  });

  it("uses the editors' provider slugs, and slugs other names with '&' → 'and'", () => {
    expect(providerTermSlug('Blueprint Gaming')).toBe('blueprint');
    expect(providerTermSlug("Play'n GO")).toBe('play-n-go');
    expect(providerTermSlug(' Red Tiger ')).toBe('red-tiger');
    expect(providerTermSlug('Peter & Sons')).toBe('peter-and-sons');
    expect(providerTermSlug('Fantasma Gámes')).toBe('fantasma-games');
  });

  it('has a game page for every infoPage sample game, carrying its id and review flag', () => {
    for (const game of IRISH_GAMES.filter((g) => g.infoPage)) {
      const page = CMS_GAMES.find((p) => p.acf?.game_id === game.id);
      expect(page?.slug, game.name).toBe(gamePageSlug(game.name));
      expect(page?.acf?.review, game.name).toBe(game.review);
    }
    expect(CMS_GAMES.length).toBeGreaterThanOrEqual(15);
    expect(CMS_GAMES.some((g) => g.featuredImage) && CMS_GAMES.some((g) => !g.featuredImage)).toBe(true);
  });

  it('has the named promotions and pages the site asks for', () => {
    const slugs = (type: string) => CMS_POSTS.filter((p) => p.type === type).map((p) => p.slug);
    expect(slugs('promotions')).toEqual(expect.arrayContaining(['game-of-the-week', 'oktoberfest', 'summer-sizzler-archived', 'welcome-package']));
    expect(slugs('page')).toEqual(
      expect.arrayContaining(['home', 'slots', 'promotions', 'providers', 'themes', 'game-reviews', 'contact-us', 'new', 'new-slots', 'megaways-slots', 'jackpot-king', 'all-games']),
    );
    expect(slugs('magazine').length).toBeGreaterThanOrEqual(12);
  });

  it('serves every referenced image as a media item', async () => {
    for (const item of CMS_MEDIA) {
      const a = await wp(`/wp-json/wp/v2/media/${item.id}?_fields=id,source_url`);
      expect(a.body, item.file).toEqual({ id: item.id, source_url: `http://cms.test/artwork/cms/${item.file}` });
    }
  });
});

describe('wptexturize subset', () => {
  it('curls quotes and dashes and encodes bare ampersands, outside tags only', () => {
    expect(texturize("Finn's 'Gold Rush' - \"96%\"...")).toBe('Finn&#8217;s &#8216;Gold Rush&#8217; &#8211; &#8220;96%&#8221;&#8230;');
    expect(texturize('<a href="/x?a=1&b=\'2\'">Pots & Prizes</a>')).toBe('<a href="/x?a=1&b=\'2\'">Pots &#038; Prizes</a>');
    expect(texturize('luck o\' the Irish, &amp; more')).toBe('luck o&#8217; the Irish, &amp; more');
    expect(texturize("<code>it's</code> it's")).toBe("<code>it's</code> it&#8217;s");
  });

  it('encodes Yoast text with &amp; and the en dash separator', () => {
    expect(yoastText("Blueprint's Pots & Prizes – Shamrock Spins")).toBe('Blueprint&#8217;s Pots &amp; Prizes &#8211; Shamrock Spins');
  });
});
