import { useSnapshot } from 'valtio';
import { useStores } from '../../state/context';
import { SearchIcon } from '../chrome/icons';
import { useI18n } from '../use-i18n';
import { prefetchSearch } from './load-search';

export const SEARCH_BUTTON_ID = 'search-button';

/** The header's search button, at every width and for guests too; about to be used, it fetches search ahead. */
export function SearchButton() {
  const stores = useStores();
  const { t } = useI18n();
  const open = useSnapshot(stores.app).searchOpen;
  const prefetch = () => prefetchSearch(stores);
  return (
    <button
      id={SEARCH_BUTTON_ID}
      type="button"
      className="icon-button site-header__search"
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
