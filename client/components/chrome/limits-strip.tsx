import { openDepositLimits } from '../../platform/taps';
import { LIMITS_INFO_PAGE } from '../../contracts/info-pages';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';

/**
 * The home page's responsible-gambling strip (UKGC RTS 12, docs/decisions/033): 'Set a deposit limit', one tap to
 * the platform's deposit-limit widget for a player and to the limits page for a guest. Server-rendered with the
 * page, so it moves nothing once hydrated; a real link to the page without JavaScript.
 */
export function LimitsStrip() {
  const stores = useStores();
  const { t, href } = useI18n();
  return (
    <p className="limits-strip">
      <a
        href={href(`/info/${LIMITS_INFO_PAGE}/`)}
        data-tap
        onClick={(e) => {
          e.preventDefault();
          openDepositLimits(stores, 'home', e.currentTarget);
        }}
      >
        {t('chrome.setDepositLimit')}
      </a>
    </p>
  );
}
