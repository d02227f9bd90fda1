import { magazineMessages } from '../../i18n/groups/magazine';
import { registerGroup } from '../../i18n/translate';
import { useI18n } from '../components/use-i18n';
import type { MagazineListData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';

registerGroup(magazineMessages);

/** /magazine/: the CMS's articles, newest first, a page at a time with real prev/next links. */
export default function MagazinePage({ data }: PageProps<MagazineListData>) {
  const { href, t } = useI18n();
  return (
    <article className="page page--magazine">
      <h1>{data.heading}</h1>
      {data.posts.length === 0 && <p>{t('magazine.empty')}</p>}
      <ul className="promo-grid magazine-grid">
        {data.posts.map((p, i) => (
          <li key={p.slug} className="promo-card magazine-card">
            {/* The first cards are the first screen (the largest paint on a phone): only the rest wait to load. */}
            {p.image && <img src={p.image.url} alt="" width={p.image.width} height={p.image.height} loading={i < 2 ? 'eager' : 'lazy'} />}
            {/* An English fallback is marked so screen readers switch voice for its text (decision 014). */}
            <div className="magazine-card__body" {...(p.fallbackLang ? { lang: p.fallbackLang } : {})}>
              <h2>
                <a href={href(`/magazine/${p.slug}/`)}>{p.title}</a>
              </h2>
              <p>{p.excerpt}</p>
            </div>
            <p className="magazine-card__meta">
              {p.dateText && <time dateTime={p.date}>{p.dateText}</time>}
              {p.fallbackLang && <span className="magazine-card__lang">{t('magazine.inEnglish')}</span>}
            </p>
          </li>
        ))}
      </ul>
      {data.pageCount > 1 && (
        <nav className="magazine-pager" aria-label={t('magazine.pagination')}>
          {data.prevHref ? <a href={data.prevHref} rel="prev">{t('magazine.previous')}</a> : <span />}
          <span>{t('magazine.pageOf', { page: data.page, count: data.pageCount })}</span>
          {data.nextHref ? <a href={data.nextHref} rel="next">{t('magazine.next')}</a> : <span />}
        </nav>
      )}
    </article>
  );
}
