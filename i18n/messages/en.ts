import type { ConsentMessageKey } from '../groups/consent';
import type { ContactMessageKey } from '../groups/contact';
import type { GameMessageKey } from '../groups/game';
import type { GameFactMessageKey } from '../groups/game-facts';
import type { InfoMessageKey } from '../groups/info';
import type { LabelMessageKey } from '../groups/labels';
import type { MagazineMessageKey } from '../groups/magazine';
import type { MenuMessageKey } from '../groups/menu';
import type { OfflineMessageKey } from '../groups/offline';
import type { PromotionMessageKey } from '../groups/promotions';
import type { SearchMessageKey } from '../groups/search';

/** English (GB) messages: the reference set; every other language must have exactly these keys. */
export const en = {
  'general.slots': 'Slots',
  'general.new': 'New',
  'general.promotions': 'Promotions',
  'general.gameReviews': 'Game Reviews',
  'general.magazine': 'Magazine',
  'general.contactUs': 'Contact Us',
  'general.information': 'Information',
  'general.newSlots': 'New Slots',
  'general.megawaysSlots': 'Megaways Slots',
  'general.jackpotKing': 'Jackpot King',
  'general.skipToContent': 'Skip to content',
  'general.loading': 'Loading',
  'general.notFound': 'This page could not be found',
  'general.goHome': 'Go back to homepage',
  'general.unknownError': 'Unknown error please reload',
  'general.reload': 'Reload',
  'account.login': 'Login',
  'account.join': 'Join Here',
  'account.myAccount': 'My Account',
  'account.deposit': 'Deposit',
  'gameArea.newTag': 'New',
  'gameArea.seeAll': 'See all',
  'gameArea.loadMore': 'Load more',
  'gameArea.pageOf': 'Page {page} of {pages}',
  'gameArea.gamesCount': '{count, plural, one {# game} other {# games}}',
  'gameArea.noGames': 'No games here yet.',
  'gameArea.unavailable': 'Games are unavailable right now. Please try again shortly.',
  'gameArea.azIndex': 'A–Z index',
  'gameArea.playGame': 'Play {name}',
  'gameArea.infoAbout': 'About {name}',
  'gameArea.categories': 'Game categories',
  'gameArea.play': 'Play',
  'gameArea.favourites': 'Favourites',
  'gameArea.recentlyPlayed': 'Recently played',
  'gameArea.addFavourite': 'Add {name} to favourites',
  'gameArea.removeFavourite': 'Remove {name} from favourites',
  'gameArea.favourite': 'Favourite',
  'chrome.openMenu': 'Open menu',
  'chrome.mainNav': 'Main',
  'chrome.homeLink': '{brand} home',
  'chrome.bonusOffers': 'Bonus offers',
  'chrome.bonusOffersCount': 'Bonus offers, {count} available',
  'chrome.cash': 'Cash',
  'chrome.bonusFunds': 'Bonus',
  'chrome.language': 'Language',
  'chrome.langEnglish': 'English',
  'chrome.langCanada': 'Canada',
  'chrome.langIreland': 'Ireland',
  'chrome.gettingStarted': 'Getting Started',
  'chrome.popular': 'Popular',
  'chrome.search': 'Search',
  'chrome.offers': 'Offers',
  'chrome.slotsTab': 'Slots',
  'chrome.quickLinks': 'Quick links',
  'chrome.joinBannerText': 'New player? Claim your welcome offer',
  'chrome.appBannerTitle': '{brand} app',
  'chrome.appBannerText': 'Faster play, on the go',
  'chrome.appBannerGet': 'Get the app',
  'chrome.appBannerClose': 'Dismiss the app banner',
  'chrome.backToTop': 'Back to top',
  'chrome.welcomeBack': 'Welcome back',
  'chrome.loggingIn': 'Logging in',
  'chrome.setDepositLimit': 'Set a deposit limit',
  'chrome.opensInNewTab': 'opens in a new tab',
  'chrome.platformUnavailable': 'Sorry, this is temporarily unavailable. Please try again.',
  'chrome.dismiss': 'Dismiss',
  'footer.about': 'About',
  'footer.aboutUs': 'About Us',
  'footer.securityPolicy': 'Security & Policy',
  'footer.terms': 'Terms & Conditions',
  'footer.security': 'Security',
  'footer.privacy': 'Privacy Policy',
  'footer.bonusPolicy': 'Bonus Policy',
  'footer.responsibleGambling': 'Responsible Gambling',
  'footer.paymentMethods': 'Payment Methods',
  'footer.fairPlay': 'Fair Play',
  'footer.deposit': 'Deposit',
  'footer.cashingOut': 'Cashing Out',
  'footer.help': 'Help',
  'footer.faqs': 'FAQs',
  'footer.casino': 'Casino',
  'footer.extras': 'Extras',
  'footer.affiliates': 'Affiliates',
  'footer.licenceAndSafety': 'Licence and safer gambling',
  'footer.licenceGb': '{brand} is licensed and regulated in Great Britain by the UK Gambling Commission. Gambling can be addictive: know your limits and play responsibly.',
  'footer.licenceMga': '{brand} is licensed and regulated by the Malta Gaming Authority. Players must be 18 or over. Please play responsibly.',
  'footer.licenceNone': 'Players must be 18 or over. Gambling can be addictive: set limits and play responsibly.',
  'footer.saferGambling': 'Safer gambling support:',
  'footer.termsText': '18+ only. New players only. Bonus offers are subject to our bonus policy and full terms and conditions. Please gamble responsibly.',
  'footer.adultsOnly': 'Adults only (18+)',
  'footer.siteLinks': 'Site links',
  'footer.cookieSettings': 'Cookie settings',
} as const;

/** Every key a component may translate: the first screen's (above) and the lazy chunks' groups (i18n/groups/). */
export type MessageKey =
  | keyof typeof en
  | ConsentMessageKey
  | OfflineMessageKey
  | ContactMessageKey
  | GameMessageKey
  | GameFactMessageKey
  | InfoMessageKey
  | LabelMessageKey
  | MagazineMessageKey
  | MenuMessageKey
  | PromotionMessageKey
  | SearchMessageKey;
/** A language's first-screen messages: exactly the English keys. */
export type Messages = Record<keyof typeof en, string>;
