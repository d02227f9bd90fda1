import { OfferKeyTerms } from '../components/promotions/offer-key-terms';
import { PromotionArt } from '../components/promotions/promotion-art';
import { useI18n } from '../components/use-i18n';
import type { PromotionCard, PromotionsData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';
import { promotionMessages } from '../../i18n/groups/promotions';
import { registerGroup } from '../../i18n/translate';

registerGroup(promotionMessages);

/** The cards of the first row on a wide screen (4 columns at most): on the first screen, so their art is not lazy. */
const FIRST_ROW = 4;

function Card({ card, heading: Heading, index, firstImage }: { card: PromotionCard; heading: 'h2' | 'h3'; index?: number; firstImage?: boolean }) {
  const { href, t } = useI18n();
  const subtitle = card.limited && card.endsOn ? t('general.endsOn', { date: card.endsOn }) : card.subtitle;
  return (
    <li className={`promo-card${card.limited ? ' promo-card--limited' : ''}`} lang={card.lang}>
      <PromotionArt image={card.image} title={card.title} first={firstImage ? 'card' : index !== undefined && index < FIRST_ROW ? 'row' : 'no'} />
      <div className="promo-card__body">
        <Heading className="promo-card__title">
          {/* The whole card is the link's target (a stretched ::after), the heading its accessible name. */}
          <a href={href(card.path)}>{card.title}</a>
        </Heading>
        {subtitle && <p className="promo-card__subtitle">{subtitle}</p>}
        {card.excerpt && <p className="promo-card__excerpt">{card.excerpt}</p>}
        <OfferKeyTerms offer={card.offer} contentLang={card.lang} />
      </div>
    </li>
  );
}

/** /promotions/: live promotions, then ended ones under their own heading (docs/decisions/015-promotions.md). */
export default function PromotionsPage({ data }: PageProps<PromotionsData>) {
  const { t } = useI18n();
  // A card without art shows a placeholder drawn in CSS: the largest paint is the first card with an image.
  const firstImage = data.live.findIndex((card) => card.image);
  return (
    <article className="page page--promotions">
      <h1>{data.heading}</h1>
      {data.unavailable && <p role="status">{t('general.promotionsUnavailable')}</p>}
      <ul className="promo-grid">
        {data.live.map((card, index) => (
          <Card key={card.path} card={card} heading="h2" index={index} firstImage={index === firstImage} />
        ))}
      </ul>
      {data.ended.length > 0 && (
        <section className="promo-ended" aria-labelledby="promotions-ended">
          <h2 id="promotions-ended">{t('promotions.ended')}</h2>
          <ul className="promo-grid promo-grid--ended">
            {data.ended.map((card) => (
              <Card key={card.path} card={card} heading="h3" />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
