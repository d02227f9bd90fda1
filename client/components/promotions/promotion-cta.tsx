import { useSnapshot } from 'valtio';
import type { PromotionView } from '../../contracts/page-data';
import { openWidget, playGame } from '../../platform/actions';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';
import { chromeMessages } from '../../../i18n/groups/chrome';
import { registerGroup } from '../../../i18n/translate';

// The account words are the lazy chrome's text, not the first screen's (docs/decisions/032).
registerGroup(chromeMessages);

/**
 * A promotion page's call to action (docs/decisions/015-promotions.md): a guest joins (registration widget); a
 * player plays the game the promotion names, else deposits. An ended promotion invites no one to join or pay for
 * it, nor does one withheld by a market rule (docs/decisions/034): it points to the live promotions instead.
 */
export function PromotionCta({ promotion }: { promotion: Pick<PromotionView, 'ended' | 'game' | 'offer'> }) {
  const stores = useStores();
  const { isLoggedIn } = useSnapshot(stores.account);
  const { t, href } = useI18n();
  if (promotion.ended || promotion.offer.withheld) {
    return (
      <a className="btn btn--ghost promo-cta" href={href('/promotions/')}>
        {t('promotions.seeCurrent')}
      </a>
    );
  }
  if (!isLoggedIn) {
    return (
      <button type="button" className="btn btn--gold promo-cta" data-tap onClick={(e) => openWidget(stores, 'registration', undefined, e.currentTarget)}>
        {t('account.join')}
      </button>
    );
  }
  const game = promotion.game;
  if (game) {
    return (
      <button type="button" className="btn btn--gold promo-cta" data-tap onClick={(e) => playGame(stores, game, {}, e.currentTarget)}>
        {t('gameArea.playGame', { name: game.name })}
      </button>
    );
  }
  return (
    <button type="button" className="btn btn--gold promo-cta" data-tap onClick={(e) => openWidget(stores, 'deposit', undefined, e.currentTarget)}>
      {t('account.deposit')}
    </button>
  );
}
