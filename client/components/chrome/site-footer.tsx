import { useSnapshot } from 'valtio';
import type { MessageKey } from '../../../i18n/messages/en';
import { useStores } from '../../state/context';
import { HtmlContent } from '../html-content';
import { useI18n } from '../use-i18n';
import { CONTACT_POPUP } from '../../state/info-popup';
import { GETTING_STARTED } from './menu-info-links';
import { licenceFor } from './licence';
import { ExternalIcon } from './icons';
import { BrandMark } from './brand-mark';
import { chromeMessages } from '../../../i18n/groups/chrome';
import { registerGroup } from '../../../i18n/translate';

// This chunk's text: it is not the first screen's (docs/decisions/032).
registerGroup(chromeMessages);

interface FooterLink {
  label: MessageKey;
  /** Locale-free site path, or an absolute external URL. */
  to: string;
  external?: boolean;
}

interface FooterBlock {
  title: MessageKey;
  links: readonly FooterLink[];
}

/**
 * The popup page a footer link points at ('/info/terms/' → 'terms', '/contact-us/' → the contact popup): marked so
 * the popup opens it in place.
 */
function infoPageOf(to: string): string | undefined {
  if (to === '/contact-us/') return CONTACT_POPUP;
  return /^\/info\/([a-z0-9-]+)\/$/.exec(to)?.[1];
}

/** The link blocks of SPEC §2 'Footer'. Info pages are /info/{slug}/, opened in the info popup (SPEC §2). */
export function footerBlocks(affiliatesUrl: string): readonly FooterBlock[] {
  return [
    {
      title: 'footer.about',
      links: [
        { label: 'footer.aboutUs', to: '/info/about-us/' },
        { label: 'general.contactUs', to: '/contact-us/' },
      ],
    },
    {
      title: 'footer.securityPolicy',
      links: [
        { label: 'footer.terms', to: '/info/terms/' },
        { label: 'footer.security', to: '/info/security/' },
        { label: 'footer.privacy', to: '/info/privacy/' },
      ],
    },
    {
      title: 'general.information',
      links: [
        { label: 'footer.bonusPolicy', to: '/info/bonus-policy/' },
        { label: 'footer.responsibleGambling', to: '/info/responsible-gambling/' },
        { label: 'footer.paymentMethods', to: '/info/payment-methods/' },
        { label: 'footer.fairPlay', to: '/info/fair-play/' },
      ],
    },
    {
      title: 'chrome.gettingStarted',
      // The same four pages, in the same order, as the side menu's Getting Started.
      links: GETTING_STARTED.map((item) => ({ label: item.label, to: `/info/${item.page}/` })),
    },
    {
      title: 'footer.casino',
      links: [
        { label: 'general.slots', to: '/slots/' },
        { label: 'general.newSlots', to: '/new-slots/' },
        { label: 'general.megawaysSlots', to: '/megaways-slots/' },
        { label: 'general.jackpotKing', to: '/jackpot-king/' },
        // Issue 54: the live lobby had no link from anywhere.
        { label: 'general.liveCasino', to: '/live-casino/' },
      ],
    },
    {
      title: 'footer.extras',
      links: [
        { label: 'general.gameReviews', to: '/game-reviews/' },
        { label: 'general.magazine', to: '/magazine/' },
        { label: 'footer.affiliates', to: affiliatesUrl, external: true },
      ],
    },
  ];
}

/**
 * SPEC §2 footer: six link blocks, the platform's icon strip and copyright (HTML sanitised by the worker, from
 * the footer store so a language change can refresh it), the licence statement with safer-gambling links for
 * the regulation, and the terms text.
 */
export function SiteFooter() {
  const stores = useStores();
  const { t, href } = useI18n();
  const footer = useSnapshot(stores.footer);
  const brand = stores.site.brandName;
  const licence = licenceFor(stores.site.footer.regulation);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__blocks" aria-label={t('footer.siteLinks')}>
          {footerBlocks(stores.site.affiliatesUrl).map((block) => (
            <section key={block.title} className="site-footer__block" aria-labelledby={`footer-${block.title}`}>
              <h2 id={`footer-${block.title}`} className="site-footer__heading">
                {t(block.title)}
              </h2>
              <ul>
                {block.links.map((link) =>
                  link.external ? (
                    <li key={link.label}>
                      <a href={link.to} target="_blank" rel="noopener external">
                        {t(link.label)}
                        <ExternalIcon />
                        <span className="visually-hidden"> ({t('chrome.opensInNewTab')})</span>
                      </a>
                    </li>
                  ) : (
                    <li key={link.label}>
                      <a href={href(link.to)} data-info-page={infoPageOf(link.to)}>
                        {t(link.label)}
                      </a>
                    </li>
                  ),
                )}
                {block.title === 'footer.securityPolicy' && (
                  <li>
                    {/* People must be able to change their mind (SPEC §4): reopens the consent popup, choices ticked. */}
                    <button type="button" className="site-footer__link-button" onClick={() => (stores.app.consentOpen = 'settings')}>
                      {t('footer.cookieSettings')}
                    </button>
                  </li>
                )}
              </ul>
            </section>
          ))}
        </nav>

        {footer.smartFooterIcons && <HtmlContent html={footer.smartFooterIcons} className="site-footer__icons" />}

        <section className="site-footer__legal" aria-label={t('footer.licenceAndSafety')}>
          <div className="site-footer__licence">
            <span className="site-footer__age" role="img" aria-label={t('footer.adultsOnly')}>
              18+
            </span>
            <p>{t(licence.statement, { brand })}</p>
          </div>
          <p className="site-footer__safer">
            {t('footer.saferGambling')}{' '}
            {licence.links.map((l, i) => (
              <span key={l.href}>
                {i > 0 && ' · '}
                <a href={l.href} target="_blank" rel="noopener external">
                  {l.label}
                  <span className="visually-hidden"> ({t('chrome.opensInNewTab')})</span>
                </a>
              </span>
            ))}
          </p>
          <p className="site-footer__terms">{t('footer.termsText')}</p>
          {footer.footerCopyright && <HtmlContent html={footer.footerCopyright} className="site-footer__copyright" />}
          <p className="site-footer__brand">
            <BrandMark size={28} />
            <span>{brand}</span>
          </p>
        </section>
      </div>
    </footer>
  );
}
