import type { ConsentMessageKey } from '../groups/consent';
import type { ContactMessageKey } from '../groups/contact';
import type { ChromeMessageKey } from '../groups/chrome';
import type { GameMessageKey } from '../groups/game';
import type { ErrorMessageKey } from '../groups/errors';
import type { GameFactMessageKey } from '../groups/game-facts';
import type { InfoMessageKey } from '../groups/info';
import type { LabelMessageKey } from '../groups/labels';
import type { LiveMessageKey } from '../groups/live';
import type { MagazineMessageKey } from '../groups/magazine';
import type { MenuMessageKey } from '../groups/menu';
import type { OfflineMessageKey } from '../groups/offline';
import type { PlayerListMessageKey } from '../groups/player-lists';
import type { PromotionMessageKey } from '../groups/promotions';
import type { SearchMessageKey } from '../groups/search';

/** English (GB) messages: the reference set; every other language must have exactly these keys. */
export const en = {
  'general.slots': 'Slots',
  'general.new': 'New',
  'general.promotions': 'Promotions',
  'general.skipToContent': 'Skip to content',
  'general.loading': 'Loading',
  'general.unknownError': 'Unknown error please reload',
  'account.login': 'Login',
  'account.join': 'Join Here',
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
  'gameArea.addFavourite': 'Add {name} to favourites',
  'gameArea.removeFavourite': 'Remove {name} from favourites',
  'gameArea.favourite': 'Favourite',
  'chrome.openMenu': 'Open menu',
  'chrome.mainNav': 'Main',
  'chrome.search': 'Search',
  'chrome.joinBannerText': 'New player? Claim your welcome offer',
  'chrome.welcomeBack': 'Welcome back',
  'chrome.loggingIn': 'Logging in',
  'chrome.setDepositLimit': 'Set a deposit limit',
} as const;

/** Every key a component may translate: the first screen's (above) and the lazy chunks' groups (i18n/groups/). */
export type MessageKey =
  | keyof typeof en
  | ConsentMessageKey
  | OfflineMessageKey
  | PlayerListMessageKey
  | ContactMessageKey
  | ChromeMessageKey
  | ErrorMessageKey
  | GameMessageKey
  | GameFactMessageKey
  | InfoMessageKey
  | LabelMessageKey
  | LiveMessageKey
  | MagazineMessageKey
  | MenuMessageKey
  | PromotionMessageKey
  | SearchMessageKey;
/** A language's first-screen messages: exactly the English keys. */
export type Messages = Record<keyof typeof en, string>;
