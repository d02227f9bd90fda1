import { HtmlContent } from '../components/html-content';
import { useI18n } from '../components/use-i18n';
import type { PromotionData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';

export default function PromotionPage({ data }: PageProps<PromotionData>) {
  const p = data.promotion;
  const { t } = useI18n();
  return (
    <article className="page page--promotion">
      {p.image && <img className="page__hero" src={p.image.url} alt={p.image.alt} width={p.image.width} height={p.image.height} fetchPriority="high" />}
      <h1>{p.title}</h1>
      {p.subtitle && <p className="page__subtitle">{p.subtitle}</p>}
      <HtmlContent html={p.content} />
      {p.terms && (
        <section className="page__terms" aria-label={t('general.termsAndConditions')}>
          <HtmlContent html={p.terms} />
        </section>
      )}
    </article>
  );
}
