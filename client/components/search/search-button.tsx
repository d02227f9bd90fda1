import { useSnapshot } from 'valtio';
import { useStores } from '../../state/context';
import { SearchIcon } from '../chrome/icon';
import { useI18n } from '../use-i18n';
import { prefetchSearch } from './load-search';

export const SEARCH_BUTTON_ID = 'search-button';

/**
 * The header's search button; about to be used, it fetches search ahead. Guests get it at every width; players
 * under 900 px use the bottom navigation's Search tab instead (`wideOnly`), which leaves the narrow header room for
 * the logo beside the balance and Deposit.
 */
export function SearchButton({ wideOnly = false }: { wideOnly?: boolean }) {
  const stores = useStores();
  const { t } = useI18n();
  const open = useSnapshot(stores.app).searchOpen;
  const prefetch = () => prefetchSearch(stores);
  return (
    <button
      id={SEARCH_BUTTON_ID}
      type="button"
      className={`icon-button site-header__search${wideOnly ? ' site-header__search--wide-only' : ''}`}
      aria-label={t('chrome.search')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => (stores.app.searchOpen = true)}
    >
      <SearchIcon />
    </button>
  );
}
