import { useI18n } from '../components/use-i18n';
import type { PromotionsData } from '../contracts/page-data';
import type { PageProps } from '../contracts/routes';

export default function PromotionsPage({ data }: PageProps<PromotionsData>) {
  const { href, t } = useI18n();
  return (
    <article className="page page--promotions">
      <h1>{data.heading}</h1>
      {data.unavailable && <p role="status">{t('general.promotionsUnavailable')}</p>}
      <ul className="promo-grid">
        {data.promotions.map((p) => (
          <li key={p.slug} className="promo-card">
            {p.image && <img src={p.image.url} alt={p.image.alt} width={p.image.width} height={p.image.height} loading="lazy" />}
            <h2>
              <a href={href(`/promotions/${p.slug}/`)}>{p.title}</a>
            </h2>
            {p.subtitle && <p className="promo-card__subtitle">{p.subtitle}</p>}
            <p>{p.excerpt}</p>
          </li>
        ))}
        {data.limited.map((p) => (
          <li key={`ltp-${p.id}`} className="promo-card promo-card--limited">
            {p.image && <img src={p.image} alt="" loading="lazy" width={400} height={260} />}
            <h2>{p.title}</h2>
            {p.endDate && <p className="promo-card__subtitle">{t('general.endsOn', { date: p.endDate.slice(0, 10) })}</p>}
          </li>
        ))}
      </ul>
    </article>
  );
}
