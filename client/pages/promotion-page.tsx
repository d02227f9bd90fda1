import { HtmlContent } from '../components/html-content';
import { PromotionCta } from '../components/promotions/promotion-cta';
import { useI18n } from '../components/use-i18n';
import type { PromotionData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';
import { promotionMessages } from '../../i18n/groups/promotions';
import { registerGroup } from '../../i18n/translate';

registerGroup(promotionMessages);

/** A promotion's page: a CMS promotion or a limited-time offer, with its call to action before and after the terms. */
export default function PromotionPage({ data }: PageProps<PromotionData>) {
  const p = data.promotion;
  const { t } = useI18n();
  return (
    <article className="page page--promotion">
      {p.image && <img className="page__hero" src={p.image.url} alt={p.image.alt} width={p.image.width} height={p.image.height} fetchPriority="high" />}
      {/* `lang` marks what the CMS wrote when it is the English fallback; the site's own words stay in the page's language. */}
      <div className="promo-text" lang={p.lang}>
        <h1>{p.title}</h1>
        {p.subtitle && <p className="page__subtitle">{p.subtitle}</p>}
      </div>
      {p.ended && <p className="promo-status">{t('promotions.hasEnded')}</p>}
      {p.endsOn && !p.ended && <p className="page__subtitle">{t('general.endsOn', { date: p.endsOn })}</p>}
      <HtmlContent html={p.content} lang={p.lang} />
      <p className="promo-actions">
        <PromotionCta promotion={p} />
      </p>
      {p.terms && (
        <section className="page__terms" aria-label={t('general.termsAndConditions')}>
          <HtmlContent html={p.terms} lang={p.lang} />
        </section>
      )}
    </article>
  );
}
