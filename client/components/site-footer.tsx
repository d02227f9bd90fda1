import { useI18n } from './use-i18n';

/** The footer of SPEC §2 in outline; its blocks, platform strip and licence text arrive with the chrome issue. */
export function SiteFooter({ brandName }: { brandName: string }) {
  const { t, href } = useI18n();
  const links: [string, Parameters<typeof t>[0]][] = [
    ['/slots/', 'general.slots'],
    ['/new-slots/', 'general.newSlots'],
    ['/megaways-slots/', 'general.megawaysSlots'],
    ['/jackpot-king/', 'general.jackpotKing'],
    ['/providers/', 'general.providers'],
    ['/themes/', 'general.themes'],
    ['/game-reviews/', 'general.gameReviews'],
    ['/contact-us/', 'general.contactUs'],
    ['/info/', 'general.information'],
  ];
  return (
    <footer className="site-footer">
      <nav aria-label={brandName}>
        <ul className="site-footer__links">
          {links.map(([path, key]) => (
            <li key={path}>
              <a href={href(path)}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__brand">© {brandName}</p>
    </footer>
  );
}
