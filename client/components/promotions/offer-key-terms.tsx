import { getLocale } from '../../../i18n/locales';
import type { OfferTerms } from '../../contracts/page-data';
import { useI18n } from '../use-i18n';
import { keyTermItems } from './key-terms';

/**
 * An offer's significant terms beside its call to action, and '18+ · T&Cs apply' linking to its full terms
 * (docs/decisions/034-key-terms.md). `contentLang` is set when the offer's text is the English fallback: the
 * site's words here are in the page's language, the CMS's games text in the offer's.
 */
export function OfferKeyTerms({ offer, contentLang }: { offer: OfferTerms; contentLang?: string }) {
  const { t, locale, href } = useI18n();
  const items = keyTermItems(offer.terms, offer.currency, locale, t);
  return (
    <div className="key-terms" lang={contentLang ? getLocale(locale).tag : undefined}>
      {items.length > 0 && (
        <ul className="key-terms__list" aria-label={t('promotions.keyTerms.label')}>
          {items.map((item) => (
            <li key={item.kind} className={`key-terms__item key-terms__item--${item.kind}`}>
              {item.kind === 'games' ? (
                <>
                  {`${item.label} `}
                  <span lang={contentLang}>{item.games}</span>
                </>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      )}
      <a className="key-terms__link" href={href(offer.termsPath)}>
        {t('promotions.keyTerms.ageTerms')}
      </a>
    </div>
  );
}
