/** Info page slugs of SPEC §2; deposit-{method} help pages are matched by DEPOSIT_METHOD_PAGE. */
export const INFO_PAGES = [
  'terms',
  'privacy',
  'help',
  'fair-play',
  'bonus-policy',
  'responsible-gambling',
  'faq',
  'cashout',
  'cashout-time',
  'cashout-policy',
  'cashout-how-to',
  'cashout-reverse',
  'deposit',
  'deposit-account',
  'deposit-banking',
  'deposit-methods',
  'upload-documents',
  'tech-problems',
  'about-us',
  'security',
  'payment-methods',
] as const;

export const DEPOSIT_METHOD_PAGE = /^deposit-[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isInfoPage(slug: string): boolean {
  return (INFO_PAGES as readonly string[]).includes(slug) || DEPOSIT_METHOD_PAGE.test(slug);
}

/** Where a guest learns about deposit limits before logging in (docs/decisions/033): SPEC §2's existing page. */
export const LIMITS_INFO_PAGE = 'responsible-gambling';
