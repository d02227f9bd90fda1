import { useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import type { MessageKey } from '../../../i18n/messages/en';
import { logout, openDepositLimits, openWidget, type WidgetName } from '../../platform/actions';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';
import { formatMoney } from '../../format/money';
import { ChevronIcon, CloseIcon, SlotsIcon, UserIcon } from './icons';
import { ChatIcon, CompassIcon, HomeIcon, InfoIcon, LiveIcon, LogoutIcon, NewsIcon, PromoIcon, ShieldIcon } from './menu-icons';
import { LIMITS_INFO_PAGE } from '../../contracts/info-pages';
import { CONTACT_POPUP } from '../../state/info-popup';
import { GETTING_STARTED, INFORMATION } from './menu-info-links';
import { BrandMark } from './brand-mark';
import { useModalLayer } from '../../overlays/use-modal-layer';
import { MENU_BUTTON_ID } from './menu-ids';
import { chromeMessages } from '../../../i18n/groups/chrome';
import { menuMessages } from '../../../i18n/groups/menu';
import { registerGroup } from '../../../i18n/translate';

registerGroup(menuMessages);
// The info links' names are the footer's (menu-info-links.ts).
registerGroup(chromeMessages);

type Group = 'account' | 'getting-started' | 'information';

/** The site's pages, after the deposit limits (SPEC §3's order). */
const PAGE_LINKS: readonly { path: string; Icon: ComponentType; label: MessageKey }[] = [
  { path: '/', Icon: HomeIcon, label: 'general.home' },
  { path: '/slots/', Icon: SlotsIcon, label: 'general.slots' },
  // Not in SPEC §3's list: the live lobby had no way in but the footer (issue 54, decision 049).
  { path: '/live-casino/', Icon: LiveIcon, label: 'general.liveCasino' },
  { path: '/promotions/', Icon: PromoIcon, label: 'general.promotions' },
  { path: '/magazine/', Icon: NewsIcon, label: 'general.magazine' },
];

const ACCOUNT_ITEMS: readonly { widget: WidgetName; label: MessageKey }[] = [
  { widget: 'account', label: 'chrome.accountDetails' },
  { widget: 'changePassword', label: 'chrome.changePassword' },
  { widget: 'transactionHistory', label: 'chrome.history' },
  { widget: 'depositLimit', label: 'chrome.depositLimit' },
  { widget: 'selfExclusion', label: 'chrome.selfExclusion' },
  { widget: 'realityCheck', label: 'chrome.realityCheck' },
  { widget: 'withdraw', label: 'chrome.cashingOut' },
];

/** The side menu's contents (a lazy chunk of side-menu.tsx): account dropdown, links, info dropdowns (one open at a time),
 * Logout. */
export default function SideMenuContent({ panelRef, onClose }: { panelRef: RefObject<HTMLDivElement | null>; onClose: () => void }) {
  const stores = useStores();
  const { t, href, locale } = useI18n();
  const account = useSnapshot(stores.account);
  const path = useSnapshot(stores.router).payload.path;
  const [group, setGroup] = useState<Group | null>(null);
  const close = onClose;
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = useSnapshot(stores.app).menuOpen;

  // The modal mechanism lives with the contents, so the first screen does not carry it (they mount on first open).
  useModalLayer({
    open,
    panelRef,
    onClose: close,
    initialFocus: closeRef,
    // Back to the burger, unless focus already moved on (a link in the menu was followed and focus is elsewhere).
    returnFocus: () => {
      const active = document.activeElement;
      const panel = panelRef.current;
      return !active || active === document.body || panel?.contains(active) ? document.getElementById(MENU_BUTTON_ID) : null;
    },
  });

  const toggle = (g: Group) => setGroup((current) => (current === g ? null : g));
  const widget = (name: WidgetName) => () => openWidget(stores, name);
  const current = (p: string) => (path === p ? 'page' : undefined);

  return (
    <>
      <div className="side-menu__top">
        <BrandMark size={36} />
        <h2 id="side-menu-title" className="side-menu__title">
          {t('general.menu')}
        </h2>
        <button ref={closeRef} type="button" className="icon-button side-menu__close" aria-label={t('chrome.closeMenu')} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <nav className="side-menu__nav" aria-labelledby="side-menu-title">
        <ul className="side-menu__list">
          {account.isLoggedIn && (
            <Dropdown id="account" icon={<UserIcon />} label={t('account.myAccount')} open={group === 'account'} onToggle={() => toggle('account')}>
              {ACCOUNT_ITEMS.map((item) => (
                <li key={item.widget}>
                  <button type="button" className="side-menu__sub" onClick={widget(item.widget)}>
                    <span>{t(item.label)}</span>
                    {item.widget === 'account' && (
                      <span className="side-menu__balance">
                        {t('chrome.cash')} {formatMoney(account.realBalance, account.currency, locale)}
                        {account.bonusBalance > 0 && ` · ${t('chrome.bonusFunds')} ${formatMoney(account.bonusBalance, account.currency, locale)}`}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </Dropdown>
          )}
          {/* RTS 12: deposit limits for everyone, outside the account group (a player's widget, a guest's page). */}
          <li>
            <a
              className="side-menu__item"
              href={href(`/info/${LIMITS_INFO_PAGE}/`)}
              onClick={(e) => {
                e.preventDefault();
                openDepositLimits(stores, 'menu');
              }}
            >
              <ShieldIcon />
              <span>{t('chrome.depositLimits')}</span>
            </a>
          </li>
          {PAGE_LINKS.map((link) => (
            <MenuLink key={link.path} {...link} current={current} />
          ))}
          <Dropdown
            id="getting-started"
            icon={<CompassIcon />}
            label={t('chrome.gettingStarted')}
            open={group === 'getting-started'}
            onToggle={() => toggle('getting-started')}
          >
            <InfoLinks items={GETTING_STARTED} current={current} />
          </Dropdown>
          <Dropdown id="information" icon={<InfoIcon />} label={t('general.information')} open={group === 'information'} onToggle={() => toggle('information')}>
            <InfoLinks items={INFORMATION} current={current} />
          </Dropdown>
          <MenuLink path="/contact-us/" Icon={ChatIcon} label="general.contactUs" infoPage={CONTACT_POPUP} current={current} />
        </ul>
      </nav>
      {account.isLoggedIn && (
        <button type="button" className="side-menu__logout" onClick={() => logout(stores)}>
          <LogoutIcon />
          <span>{t('account.logout')}</span>
        </button>
      )}
    </>
  );
}

/** A top-level link of the menu: its icon and name, marked as the current page where it is one. */
function MenuLink({ path, Icon, label, infoPage, current }: { path: string; Icon: ComponentType; label: MessageKey; infoPage?: string; current: (path: string) => 'page' | undefined }) {
  const { t, href } = useI18n();
  return (
    <li>
      <a className="side-menu__item" href={href(path)} data-info-page={infoPage} aria-current={current(path)}>
        <Icon />
        <span>{t(label)}</span>
      </a>
    </li>
  );
}

/** The info-page links of a dropdown (Getting Started, Information). */
function InfoLinks({ items, current }: { items: readonly { page: string; label: MessageKey }[]; current: (path: string) => 'page' | undefined }) {
  const { t, href } = useI18n();
  return (
    <>
      {items.map((item) => (
        <li key={item.page}>
          <a className="side-menu__sub" href={href(`/info/${item.page}/`)} data-info-page={item.page} aria-current={current(`/info/${item.page}/`)}>
            {t(item.label)}
          </a>
        </li>
      ))}
    </>
  );
}

function Dropdown(props: { id: Group; icon: ReactNode; label: string; open: boolean; onToggle: () => void; children: ReactNode }) {
  const listId = `side-menu-${props.id}`;
  return (
    <li className={`side-menu__group${props.open ? ' side-menu__group--open' : ''}`}>
      <button type="button" className="side-menu__item side-menu__toggle" aria-expanded={props.open} aria-controls={listId} onClick={props.onToggle}>
        {props.icon}
        <span>{props.label}</span>
        <ChevronIcon className="side-menu__chevron" />
      </button>
      <ul id={listId} className="side-menu__sublist" hidden={!props.open}>
        {props.children}
      </ul>
    </li>
  );
}
