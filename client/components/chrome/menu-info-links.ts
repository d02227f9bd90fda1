import type { MessageKey } from '../../../i18n/messages/en';

/** Info pages of the side menu's and footer's Getting Started groups (SPEC §2). */
export const GETTING_STARTED: readonly { page: string; label: MessageKey }[] = [
  { page: 'deposit', label: 'footer.deposit' },
  { page: 'cashout', label: 'footer.cashingOut' },
  { page: 'help', label: 'footer.help' },
  { page: 'faq', label: 'footer.faqs' },
];

/** Info pages of the side menu's Information dropdown (the footer lists these in its own order). */
export const INFORMATION: readonly { page: string; label: MessageKey }[] = [
  { page: 'bonus-policy', label: 'footer.bonusPolicy' },
  { page: 'responsible-gambling', label: 'footer.responsibleGambling' },
  { page: 'fair-play', label: 'footer.fairPlay' },
  { page: 'payment-methods', label: 'footer.paymentMethods' },
];
