import { chromeMessages } from '../../../i18n/groups/chrome';
import { registerGroup } from '../../../i18n/translate';
import { useI18n } from '../use-i18n';
import { BrandMark } from './brand-mark';

// The logo is a deferred part (client/loading/deferred.tsx): its link's name is chrome text, not the first screen's.
registerGroup(chromeMessages);

/** Logo linking home, locale-prefixed. The wordmark stacks on narrow screens. */
export function Logo({ brandName, className = '' }: { brandName: string; className?: string }) {
  const { t, href } = useI18n();
  const [first, ...rest] = brandName.split(' ');
  return (
    <a className={`logo ${className}`} href={href('/')} aria-label={t('chrome.homeLink', { brand: brandName })}>
      <BrandMark />
      <span className="logo__word" aria-hidden="true">
        <span className="logo__first">{first}</span>
        {/* The space keeps the visible text 'Shamrock Spins', which the link's name must contain (WCAG 2.5.3). */}
        {rest.length > 0 && <> <span className="logo__rest">{rest.join(' ')}</span></>}
      </span>
    </a>
  );
}
