import { storedToken } from './api';
import { openDialog, type OpenDialog } from './dialog';
import type { WidgetContext } from './forms';
import { changePassword, forgotPassword, forgotUsername, login, registration } from './widgets-account';
import { account, deposit, gameHistory, transactionHistory, withdraw } from './widgets-money';
import { bonusOffers, chat, contact, coolOff, depositLimit, documentUpload, realityCheck, rewards, selfExclusion } from './widgets-panels';

interface Widget {
  title: string;
  /** Opened while logged out, a widget that needs a player shows the login widget instead. */
  needsLogin: boolean;
  render(ctx: WidgetContext): void;
}

const w = (title: string, render: (ctx: WidgetContext) => void, needsLogin = true): Widget => ({ title, render, needsLogin });

const WIDGETS: Record<string, Widget> = {
  login: w('Log in', (ctx) => login(ctx, null), false),
  registration: w('Create account', registration, false),
  forgotPassword: w('Forgot password', forgotPassword, false),
  forgotUsername: w('Forgot username', forgotUsername, false),
  contact: w('Contact us', contact, false),
  deposit: w('Deposit', deposit),
  withdraw: w('Withdraw', withdraw),
  account: w('My account', account),
  changePassword: w('Change password', changePassword),
  gameHistory: w('Game history', gameHistory),
  transactionHistory: w('Transaction history', transactionHistory),
  depositLimit: w('Deposit limit', depositLimit),
  selfExclusion: w('Self exclusion', selfExclusion),
  coolOff: w('Cool off', coolOff),
  realityCheck: w('Reality check', realityCheck),
  rewards: w('Rewards', rewards),
  documentUpload: w('Document upload', documentUpload),
  chat: w('Live chat', chat),
  bonusOffers: w('Bonus offers', bonusOffers),
};

let current: OpenDialog | null = null;

/** Opens one widget, closing any other first. An unknown name is the site's bug: it throws. */
export function openWidget(name: string, options: { marketingOffers?: boolean } = {}): void {
  const widget = WIDGETS[name];
  if (!widget) throw new Error(`CasinoPlatform.openWidget: unknown widget '${name}'`);
  closeWidgets();
  // A token the server has not confirmed yet counts as logged in; a 401 on the widget's own call logs out.
  const gated = widget.needsLogin && !storedToken();
  const shown = gated ? 'login' : name;
  const dialog = openDialog(shown, WIDGETS[shown]!.title, () => {
    if (current === dialog) current = null;
  });
  current = dialog;
  const ctx: WidgetContext = { name: shown, body: dialog.body, options, open: (next) => openWidget(next), close: () => dialog.close() };
  if (gated) login(ctx, name);
  else widget.render(ctx);
}

export function closeWidgets(): void {
  current?.close();
  current = null;
}

export function widgetElement(name: string): HTMLElement | null {
  return current && current.name === name ? current.body : null;
}
