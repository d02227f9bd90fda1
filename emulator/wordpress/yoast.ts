/**
 * Yoast SEO's REST fields: `yoast_head_json` (the head as data) and `yoast_head` (the same as HTML). Text is
 * entity-encoded as Yoast sends it (`&#8217;`, `&amp;`, `&#8211;`); the title is '{SEO title} – {site name}'
 * with the SEO title falling back to the post title, the description to the excerpt for og:description.
 */
import { CMS_SITE, type CmsPost } from '../data/cms-model';
import { languageOf } from './languages';
import { mediaUrl, type CmsStore } from './store';
import { renderExcerpt, stripTags, yoastText } from './texturize';
import type { JsonObject } from './wp-json';

/** A translation's Open Graph locale. */
const OG_LOCALES: Record<string, string> = { fi: 'fi_FI', es: 'es_ES' };

const ROBOTS_EXTRA = { 'max-snippet': 'max-snippet:-1', 'max-image-preview': 'max-image-preview:large', 'max-video-preview': 'max-video-preview:-1' };

export function yoastHeadJson(store: CmsStore, origin: string, post: CmsPost): JsonObject {
  const url = store.permalink(origin, post);
  const title = yoastText(`${post.seo.title ?? post.title} ${CMS_SITE.titleSeparator} ${CMS_SITE.name}`);
  const description = post.seo.description ? yoastText(post.seo.description) : undefined;
  const ogDescription = description ?? stripTags(renderExcerpt(post.excerpt, post.content)).replace(/&#038;/g, '&amp;');
  const img = post.featuredImage;
  const isFront = url === `${origin}/`;
  const head: JsonObject = { title };
  if (description) head.description = description;
  head.robots = post.seo.noindex ? { index: 'noindex', follow: 'follow' } : { index: 'index', follow: 'follow', ...ROBOTS_EXTRA };
  Object.assign(head, {
    canonical: url,
    og_locale: OG_LOCALES[languageOf(post)] ?? CMS_SITE.locale,
    og_type: isFront ? 'website' : 'article',
    og_title: title,
    og_description: ogDescription,
    og_url: url,
    og_site_name: yoastText(CMS_SITE.name),
    article_modified_time: `${post.modified}+00:00`,
  });
  if (img) head.og_image = [{ width: img.width, height: img.height, url: mediaUrl(origin, img), type: 'image/jpeg' }];
  head.twitter_card = 'summary_large_image';
  head.schema = schemaGraph(origin, post, url, title, description);
  return head;
}

/** The JSON-LD graph: WebPage, BreadcrumbList and WebSite (and the primary image when there is one). */
function schemaGraph(origin: string, post: CmsPost, url: string, title: string, description: string | undefined): JsonObject {
  const site = `${origin}/#website`;
  const page: JsonObject = {
    '@type': 'WebPage',
    '@id': url,
    url,
    name: title,
    isPartOf: { '@id': site },
    datePublished: `${post.date}+00:00`,
    dateModified: `${post.modified}+00:00`,
    breadcrumb: { '@id': `${url}#breadcrumb` },
    inLanguage: CMS_SITE.locale.replace('_', '-'),
    potentialAction: [{ '@type': 'ReadAction', target: [url] }],
  };
  if (description) page.description = description;
  const graph: JsonObject[] = [page];
  if (post.featuredImage) {
    const image = mediaUrl(origin, post.featuredImage);
    page.primaryImageOfPage = { '@id': `${url}#primaryimage` };
    graph.push({ '@type': 'ImageObject', '@id': `${url}#primaryimage`, url: image, contentUrl: image, width: post.featuredImage.width, height: post.featuredImage.height });
  }
  graph.push(
    {
      '@type': 'BreadcrumbList',
      '@id': `${url}#breadcrumb`,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: yoastText(post.title) },
      ],
    },
    { '@type': 'WebSite', '@id': site, url: `${origin}/`, name: CMS_SITE.name, description: CMS_SITE.description, inLanguage: 'en-GB' },
  );
  return { '@context': 'https://schema.org', '@graph': graph };
}

const attr = (value: string) => value.replace(/"/g, '&quot;');

/** `yoast_head`: the same head as the HTML Yoast prints. */
export function yoastHead(head: JsonObject): string {
  const meta = (property: string, value: unknown) => (typeof value === 'string' ? `<meta property="${property}" content="${attr(value)}" />` : '');
  const robots = head.robots as Record<string, string>;
  const image = Array.isArray(head.og_image) ? (head.og_image[0] as { url: string; width: number; height: number } | undefined) : undefined;
  return [
    '<!-- This site is optimized with the Yoast SEO plugin - https://yoast.com/wordpress/plugins/seo/ -->',
    `<title>${head.title}</title>`,
    typeof head.description === 'string' ? `<meta name="description" content="${attr(head.description)}" />` : '',
    `<meta name="robots" content="${Object.values(robots).join(', ')}" />`,
    `<link rel="canonical" href="${head.canonical}" />`,
    meta('og:locale', head.og_locale),
    meta('og:type', head.og_type),
    meta('og:title', head.og_title),
    meta('og:description', head.og_description),
    meta('og:url', head.og_url),
    meta('og:site_name', head.og_site_name),
    image ? `${meta('og:image', image.url)}\n${meta('og:image:width', String(image.width))}\n${meta('og:image:height', String(image.height))}` : '',
    `<meta name="twitter:card" content="${head.twitter_card}" />`,
    `<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify(head.schema)}</script>`,
    '<!-- / Yoast SEO plugin. -->',
  ]
    .filter(Boolean)
    .join('\n');
}
