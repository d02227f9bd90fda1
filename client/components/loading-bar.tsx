import { useSnapshot } from 'valtio';
import { useStores } from '../state/context';
import { LOADING_BAR_DURATION_MS } from '../state/router';
import { useI18n } from './use-i18n';

/** The route-change progress bar; its state machine lives in router/loading-bar.ts. */
export function LoadingBar() {
  const { router } = useStores();
  const { bar } = useSnapshot(router);
  const { t } = useI18n();
  return (
    <div
      className={`loading-bar loading-bar--${bar}`}
      role="progressbar"
      aria-label={t('general.loading')}
      aria-hidden={bar === 'idle'}
      style={{ ['--loading-duration' as string]: `${LOADING_BAR_DURATION_MS}ms` }}
    />
  );
}
