/** English (GB) messages: the reference set; every other language must have exactly these keys. */
export const en = {
  'general.home': 'Home',
  'general.slots': 'Slots',
  'general.new': 'New',
  'general.promotions': 'Promotions',
  'general.providers': 'Providers',
  'general.themes': 'Themes',
  'general.gameReviews': 'Game Reviews',
  'general.contactUs': 'Contact Us',
  'general.information': 'Information',
  'general.allGames': 'All Games',
  'general.newSlots': 'New Slots',
  'general.megawaysSlots': 'Megaways Slots',
  'general.jackpotKing': 'Jackpot King',
  'general.menu': 'Menu',
  'general.skipToContent': 'Skip to content',
  'general.loading': 'Loading',
  'general.notFound': 'This page could not be found',
  'general.goHome': 'Go back to homepage',
  'general.unknownError': 'Unknown error please reload',
  'general.errorPageFailed': 'An error occurred while showing the error page',
  'general.description': 'Play thousands of online slots and casino games at {brand}.',
  'account.login': 'Login',
  'account.join': 'Join Here',
  'account.myAccount': 'My Account',
  'account.deposit': 'Deposit',
  'account.logout': 'Logout',
  'gameArea.play': 'Play',
  'gameArea.info': 'Game info',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
