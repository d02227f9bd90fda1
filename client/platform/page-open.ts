import { isInfoPage } from '../contracts/info-pages';

/** What the site does with a platform page-open event (SPEC §4). */
export type PageOpenAction = { kind: 'none' } | { kind: 'info'; page: string };

/** Keys that concern the platform's own screens: the site does nothing. */
const IGNORED = new Set(['Play', 'GamesLobby', 'CloseWithdraw']);
/** Keys whose info page has another id. */
const RENAMED: Readonly<Record<string, string>> = { HelpDepositMethods: 'deposit-methods' };

/**
 * Play, GamesLobby, CloseWithdraw → nothing; HelpDepositMethods → 'deposit-methods'; any other key names an info
 * page ('terms', 'BonusPolicy' → 'bonus-policy'). A key that is no info page of the site is ignored rather than
 * sent to a 404 (docs/decisions/010-platform-bridge.md).
 */
export function pageOpenAction(key: string): PageOpenAction {
  const trimmed = key.trim();
  if (!trimmed || IGNORED.has(trimmed)) return { kind: 'none' };
  const page = RENAMED[trimmed] ?? kebab(trimmed);
  return isInfoPage(page) ? { kind: 'info', page } : { kind: 'none' };
}

function kebab(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}
