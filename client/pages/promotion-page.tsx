import { useEffect } from 'react';
import { HtmlContent } from '../components/html-content';
import { OfferKeyTerms } from '../components/promotions/offer-key-terms';
import { PromotionCta } from '../components/promotions/promotion-cta';
import { useI18n } from '../components/use-i18n';
import type { PromotionData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';
import { promotionMessages } from '../../i18n/groups/promotions';
import { registerGroup } from '../../i18n/translate';

registerGroup(promotionMessages);

/**
 * A promotion's page: a CMS promotion or a limited-time offer, its call to action with the key terms beside it, then
 * the full terms ('18+ · T&Cs apply' on a card lands on them).
 */
export default function PromotionPage({ data }: PageProps<PromotionData>) {
  const p = data.promotion;
  const { t } = useI18n();
  // The client router scrolls a new page to its top; a card's T&Cs link asks for the terms.
  useEffect(() => {
    if (location.hash === '#terms') document.getElementById('terms')?.scrollIntoView();
  }, []);
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
      {p.offer.withheld && !p.ended && <p className="promo-status">{t('promotions.keyTerms.withheld')}</p>}
      <div className="promo-actions">
        <PromotionCta promotion={p} />
        <OfferKeyTerms offer={p.offer} contentLang={p.lang} />
      </div>
      {p.terms && (
        <section id="terms" className="page__terms" aria-label={t('general.termsAndConditions')}>
          <HtmlContent html={p.terms} lang={p.lang} />
        </section>
      )}
    </article>
  );
}
