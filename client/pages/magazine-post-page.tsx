import { magazineMessages } from '../../i18n/groups/magazine';
import { registerGroup } from '../../i18n/translate';
import { HtmlContent } from '../components/html-content';
import { useI18n } from '../components/use-i18n';
import type { MagazinePostData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';

registerGroup(magazineMessages);

/** /magazine/{slug}/: one article — title, byline, date, featured image and the CMS body (sanitised at the edge). */
export default function MagazinePostPage({ data }: PageProps<MagazinePostData>) {
  const { t } = useI18n();
  const lang = data.fallbackLang ? { lang: data.fallbackLang } : {};
  return (
    <article className="page page--magazine-post">
      {data.fallbackLang && <p className="magazine-post__notice" role="note">{t('magazine.notTranslated')}</p>}
      {/* An English fallback's own text carries lang="en" so screen readers read it right; the byline and notice
          are the visitor's language (decision 014). */}
      <div {...lang}>
        {data.image && (
          <img className="page__hero" src={data.image.url} alt={data.image.alt} width={data.image.width} height={data.image.height} fetchPriority="high" />
        )}
        <h1>{data.title}</h1>
      </div>
      <p className="magazine-post__meta">
        {data.author && <span>{t('magazine.by', { author: data.author })}</span>}
        {data.dateText && <time dateTime={data.date}>{data.dateText}</time>}
      </p>
      <div {...lang}>
        <HtmlContent html={data.content} />
      </div>
      <p className="magazine-post__back">
        <a href={data.listHref}>{t('magazine.allArticles')}</a>
      </p>
    </article>
  );
}
