import { useI18n } from './use-i18n';

/** The header of SPEC §2; the full chrome (side menu, account actions, switcher) arrives with the chrome issue. */
export function SiteHeader({ brandName }: { brandName: string }) {
  const { t, href } = useI18n();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('general.skipToContent')}
      </a>
      <a className="site-header__logo" href={href('/')} aria-label={brandName}>
        <span aria-hidden="true">☘</span> {brandName}
      </a>
      <nav className="site-header__nav" aria-label={t('general.menu')}>
        <a href={href('/slots/')}>{t('general.slots')}</a>
        <a href={href('/new/')}>{t('general.new')}</a>
        <a href={href('/promotions/')}>{t('general.promotions')}</a>
      </nav>
    </header>
  );
}
