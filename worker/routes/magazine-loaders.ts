import { unavailable } from '../../client/contracts/errors';
import type { MagazinePost, Paged } from '../../client/contracts/content';
import type { MagazineCard, MagazineListData, MagazinePostData } from '../../client/contracts/page-data';
import type { Loader, LoaderContext } from './loader-types';
import { requiredFromCms } from './lookup';
import { prefixOf } from './content-loaders';
import { offerLinkCheck } from './market-offers';
import { checkPageInRange, fallbackLang, formatPostDate, magazinePage, pageHref } from './magazine-rules';

/** English is the magazine's original language: what a visitor gets when the CMS has no translation (decision 014). */
const ORIGINAL_LANGUAGE = 'en';

/** One page of posts in the visitor's language; a CMS failure with nothing cached is the 503 page (decision 028). */
async function postsPage(ctx: LoaderContext, page: number): Promise<Paged<MagazinePost>> {
  const { language } = ctx.locale;
  let posts = await ctx.content.wordpress.getMagazinePosts(language, page);
  // A CMS that filters strictly by language and has no translations at all answers nothing: read the English.
  if (posts && posts.totalPages === 0 && language !== ORIGINAL_LANGUAGE) posts = await ctx.content.wordpress.getMagazinePosts(ORIGINAL_LANGUAGE, page);
  if (!posts) throw unavailable();
  return posts;
}

/** /magazine/?page=N: the CMS's pages of posts; a bad or out-of-range page is a 404. */
export const magazineLoader: Loader<MagazineListData> = async (ctx) => {
  const { t, href, locale } = ctx;
  const page = magazinePage(ctx.c.req.query('page'));
  // WordPress answers 400 past the last page: learn the page count from page 1 (usually cached) before asking.
  const first = await postsPage(ctx, 1);
  checkPageInRange(page, first.totalPages);
  const posts = page === 1 ? first : await postsPage(ctx, page);
  const pageCount = Math.max(1, posts.totalPages);
  const listPath = href('/magazine/');
  const data: MagazineListData = {
    heading: t('general.magazine'),
    posts: posts.items.map((p): MagazineCard => {
      const lang = fallbackLang(p.language, locale.language);
      return {
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        image: p.image,
        date: p.date,
        dateText: formatPostDate(p.date, locale.id),
        ...(lang ? { fallbackLang: lang } : {}),
      };
    }),
    page,
    pageCount,
    prevHref: page > 1 ? pageHref(listPath, page - 1) : null,
    nextHref: page < pageCount ? pageHref(listPath, page + 1) : null,
  };
  // Each page of the list gets its own title, so search results and tabs tell the pages apart.
  const pageOf = page > 1 ? ` – ${t('magazine.pageOf', { page, count: pageCount })}` : '';
  const title = `${t('general.magazine')}${pageOf}`;
  return { data, title };
};

/** /magazine/{slug}/: the post in the visitor's language, else the English original marked as such; 404 when neither exists. */
export const magazinePostLoader: Loader<MagazinePostData> = async (ctx) => {
  const { content, params, locale, href } = ctx;
  const slug = params.slug!;
  let lookup = await content.wordpress.getMagazinePost(slug, locale.language);
  // A CMS that filters strictly by language has no item for an untranslated post: ask for the original.
  if (!lookup.ok && lookup.code === 404 && locale.language !== ORIGINAL_LANGUAGE) lookup = await content.wordpress.getMagazinePost(slug, ORIGINAL_LANGUAGE);
  const post = requiredFromCms(lookup);
  const lang = fallbackLang(post.language, locale.language);
  const data: MagazinePostData = {
    title: post.title,
    author: post.author,
    date: post.date,
    dateText: formatPostDate(post.date, locale.id),
    image: post.image,
    // Its links keep the visitor's locale and lead to offers they can have, as every CMS body's (decisions 016, 042).
    content: await content.localiseHtml(post.content, prefixOf(locale), { offerLink: offerLinkCheck(ctx.c) }),
    ...(lang ? { fallbackLang: lang } : {}),
    listHref: href('/magazine/'),
  };
  const seo = post.seo;
  // Yoast's share picture when set (its alt is the featured image's only when it is that image), else the featured one.
  const og = seo?.ogImage?.url ? seo.ogImage : null;
  const image = og ? { ...og, alt: (og.url === post.image?.url && post.image.alt) || post.title } : post.image && { ...post.image, alt: post.image.alt || post.title };
  return {
    data,
    title: seo?.title || post.title,
    description: seo?.description || seo?.ogDescription || post.excerpt,
    ...(image ? { image } : {}),
    ...(seo?.robots.includes('noindex') ? { robots: seo.robots } : {}),
  };
};
