import type { Transaction, WireBalance } from '../types';
import { api } from './api';
import { el } from './dialog';
import { emit } from './events';
import { details, form, linkButton, paragraph, type WidgetContext } from './forms';
import { limitFields } from './limits';
import { authed, balanceChanged, formatMoney, limitsChanged, session, toBalance } from './session';
import type { SessionAnswer } from './api';
import { tr } from './text';

const amountField = [{ name: 'amount', label: 'Amount', type: 'number', autocomplete: 'off' }] as const;

/** A link asking the site to open one of its pages (the pageOpen event of decision 009). */
const pageLink = (text: string, key: string) => linkButton(text, () => emit('pageOpen', { key, extraInfo: '' }));

const helpLinks = () =>
  el('div', { className: 'cpf-links' }, pageLink('Deposit methods help', 'HelpDepositMethods'), pageLink('Terms', 'terms'));

/** RTS 12 at the first deposit: a player who never answered the limit prompt answers it before depositing. */
function firstDepositPrompt(ctx: WidgetContext, then: () => void): HTMLElement {
  const limit = limitFields(ctx.name, { allowNone: true, legend: 'Set a deposit limit', intro: 'Before your first deposit, choose the most you can deposit in a period. You can change it later.' });
  const step = el('div', { className: 'cpf-step' });
  step.append(
    form(ctx, [], 'Continue', async (_v, answer) => {
      limitsChanged(await authed(() => api<SessionAnswer>('POST', 'deposit-limit', answer)));
      step.remove();
      then();
    }, limit),
  );
  return step;
}

export function deposit(ctx: WidgetContext): void {
  // The widget's own part goes in a container of its own: the site may have put something of its own in the body.
  const part = el('div', { className: 'cpf-part' });
  ctx.body.append(part);
  if (!session.limitPrompt) return depositFields(ctx, part);
  part.append(
    firstDepositPrompt(ctx, () => {
      depositFields(ctx, part);
      part.querySelector('input')?.focus();
    }),
  );
}

function depositFields(ctx: WidgetContext, part: HTMLElement): void {
  part.append(
    paragraph('Choose an amount to add to your balance.'),
    form(ctx, amountField, 'Deposit', async (v) => {
      const answer = await authed(() => api<{ deposit: Transaction; balance: WireBalance }>('POST', 'deposit', { amount: Number(v.amount) }));
      emit('depositSucceeded', { amount: answer.deposit.amount, currency: answer.deposit.currency });
      const balance = balanceChanged(answer.balance);
      return tr('Deposit of {amount} received. Your balance is {balance}.', { amount: formatMoney(answer.deposit.amount, answer.deposit.currency), balance: balance.DisplayRealBalance });
    }),
    helpLinks(),
  );
}

export function withdraw(ctx: WidgetContext): void {
  const real = session.balance ? formatMoney(session.balance.real, session.balance.currency) : '';
  ctx.body.append(
    paragraph(real ? tr('You can withdraw up to {amount}.', { amount: real }) : 'Choose an amount to withdraw.'),
    form(ctx, amountField, 'Withdraw', async (v) => {
      const answer = await authed(() => api<{ withdrawal: Transaction; balance: WireBalance }>('POST', 'withdraw', { amount: Number(v.amount) }));
      const balance = balanceChanged(answer.balance);
      return tr('Withdrawal of {amount} requested. Your balance is {balance}.', { amount: formatMoney(answer.withdrawal.amount, answer.withdrawal.currency), balance: balance.DisplayRealBalance });
    }),
  );
}

/** Account details with the balance, fetched fresh when the widget opens. */
export function account(ctx: WidgetContext): void {
  const d = session.details;
  const balanceLine = paragraph('Loading your balance…');
  ctx.body.append(
    details([
      ['Name', d ? `${d.PlayerName} ${d.PlayerLastName}` : ''],
      ['E-mail', d?.PlayerEmail ?? ''],
      ['Player id', d?.PlayerID ?? ''],
      ['Country', d?.CountryCode ?? ''],
      ['VIP level', d?.PlayerVIPLevel ?? ''],
    ]),
    balanceLine,
    el('div', { className: 'cpf-links' }, linkButton('Deposit', () => ctx.open('deposit')), linkButton('Withdraw', () => ctx.open('withdraw')), linkButton('Change password', () => ctx.open('changePassword'))),
    helpLinks(),
  );
  authed(() => api<WireBalance>('GET', 'balance'))
    .then((b) => {
      const balance = toBalance(b);
      balanceLine.textContent = tr('Balance: {real} (bonus {bonus})', { real: balance.DisplayRealBalance, bonus: balance.DisplayBonusBalance });
    })
    .catch(() => (balanceLine.textContent = tr('Your balance could not be loaded.')));
}

/** A list of the player's transactions of some kinds, newest first. */
function history(ctx: WidgetContext, kinds: Transaction['kind'][], empty: string): void {
  const list = el('ul', { className: 'cpf-list' });
  const note = paragraph('Loading…');
  ctx.body.append(note, list);
  authed(() => api<{ transactions: Transaction[] }>('GET', 'transactions'))
    .then(({ transactions }) => {
      const rows = transactions.filter((t) => kinds.includes(t.kind)).reverse();
      note.textContent = rows.length ? `${rows.length} transaction${rows.length === 1 ? '' : 's'}` : tr(empty);
      for (const t of rows) {
        const what = t.gameId ? `${t.kind} (game ${t.gameId})` : t.kind;
        list.append(el('li', { textContent: `${t.at.slice(0, 16).replace('T', ' ')} — ${what} ${formatMoney(t.amount, t.currency)}` }));
      }
    })
    .catch(() => (note.textContent = tr('The history could not be loaded.')));
}

export const transactionHistory = (ctx: WidgetContext) => history(ctx, ['deposit', 'withdrawal'], 'No deposits or withdrawals yet.');
export const gameHistory = (ctx: WidgetContext) => history(ctx, ['stake', 'win'], 'No games played yet.');
