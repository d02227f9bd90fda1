import { describe, expect, it } from 'vitest';
import { breadcrumbLd, gameLd, organizationLd, serialiseJsonLd } from './structured-data';

describe('JSON-LD shapes', () => {
  it('Organization: name, url, logo', () => {
    expect(organizationLd('https://x.test', 'Brand')).toEqual({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Brand', url: 'https://x.test/', logo: 'https://x.test/favicon.svg' });
  });

  it('Game: name, image, publisher = provider, url', () => {
    expect(gameLd({ name: 'Lucky Clover', url: 'https://x.test/casino/games/lucky-clover/', image: 'https://cms/a.jpg', provider: 'Blueprint Gaming' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Game',
      name: 'Lucky Clover',
      url: 'https://x.test/casino/games/lucky-clover/',
      image: 'https://cms/a.jpg',
      publisher: { '@type': 'Organization', name: 'Blueprint Gaming' },
    });
    expect(gameLd({ name: 'N', url: 'u', image: null, provider: '' })).not.toHaveProperty('image');
  });

  it('BreadcrumbList: positions from 1, absolute items', () => {
    expect(breadcrumbLd([{ name: 'Brand', url: 'https://x.test/' }, { name: 'Providers', url: 'https://x.test/providers/' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Brand', item: 'https://x.test/' },
      { '@type': 'ListItem', position: 2, name: 'Providers', item: 'https://x.test/providers/' },
    ]);
  });

  it('serialises without anything that could close the script', () => {
    const text = serialiseJsonLd([gameLd({ name: '</script><!--', url: 'u', provider: 'p' })]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><!--');
  });
});
