import { el } from './dialog';
import { tr } from './text';

/**
 * The RTS 12 deposit-limit fields (UKGC, in force since 31 October 2025): a free-text amount, a period of 24 hours,
 * 7 days or 30 days, and — where the platform must prompt (registration, first deposit) — a 'No limit' choice
 * that only counts once the customer has confirmed it in a second step.
 */
export type LimitAnswer = { amount: string; period: string } | { noLimit: true; confirmed: true };

export interface LimitFields {
  node: HTMLFieldSetElement;
  /** The answer to send, or the message to show when it is not complete. */
  read(): { answer: LimitAnswer } | { error: string };
}

const PERIODS = [
  ['24h', '24 hours'],
  ['7d', '7 days'],
  ['30d', '30 days'],
] as const;

/** The client-side check the server repeats: digits with up to 2 decimals (thousands commas allowed), above 0. */
export function validAmount(text: string): boolean {
  const raw = text.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  return /^\d+(?:\.\d{1,2})?$/.test(raw) && Number(raw) > 0;
}

export function limitFields(widget: string, options: { allowNone: boolean; legend: string; intro: string }): LimitFields {
  const id = (name: string) => `cpf-${widget}-limit-${name}`;
  const amount = el('input', { id: id('amount'), name: 'limitAmount', type: 'text', inputMode: 'decimal', autocomplete: 'off' });
  amount.setAttribute('aria-describedby', id('error'));
  const period = el('select', { id: id('period'), name: 'limitPeriod' }, ...PERIODS.map(([value, label]) => el('option', { value, textContent: label })));
  const error = el('p', { id: id('error'), className: 'cpf-error' });
  error.setAttribute('role', 'alert');
  const set = el('div', {},
    el('div', { className: 'cpf-field' }, el('label', { htmlFor: amount.id, textContent: 'Deposit limit amount' }), amount),
    el('div', { className: 'cpf-field' }, el('label', { htmlFor: period.id, textContent: 'Limit period' }), period),
  );
  const node = el('fieldset', { className: 'cpf-limit' }, el('legend', { textContent: options.legend }), el('p', { textContent: options.intro }), set, error);
  let noLimit = false;

  if (options.allowNone) {
    // 'No limit' is two steps: the choice, then an explicit confirmation; until confirmed the limit fields count.
    const choose = el('button', { type: 'button', className: 'cpf-link', textContent: 'I do not want a deposit limit' });
    const confirm = el('button', { type: 'button', className: 'cpf-button', textContent: 'Yes, continue without a limit' });
    const back = el('button', { type: 'button', className: 'cpf-link', textContent: 'Set a limit instead' });
    const ask = el('div', { className: 'cpf-confirm', hidden: true }, el('p', { textContent: 'Without a limit there is no cap on what you can deposit. Are you sure?' }), confirm, back);
    const chosen = el('p', { className: 'cpf-status', hidden: true, textContent: 'No deposit limit: confirmed.' });
    const change = el('button', { type: 'button', className: 'cpf-link', hidden: true, textContent: 'Set a limit instead' });
    const show = (state: 'limit' | 'asking' | 'none') => {
      noLimit = state === 'none';
      set.hidden = state === 'none';
      choose.hidden = state !== 'limit';
      ask.hidden = state !== 'asking';
      chosen.hidden = change.hidden = state !== 'none';
      error.textContent = '';
    };
    choose.addEventListener('click', () => {
      show('asking');
      confirm.focus();
    });
    confirm.addEventListener('click', () => {
      show('none');
      change.focus();
    });
    for (const b of [back, change]) {
      b.addEventListener('click', () => {
        show('limit');
        amount.focus();
      });
    }
    node.append(choose, ask, chosen, change);
  }

  return {
    node,
    read() {
      error.textContent = '';
      if (noLimit) return { answer: { noLimit: true, confirmed: true } };
      if (!validAmount(amount.value)) {
        error.textContent = tr('Please enter a deposit limit amount greater than 0, for example 50.');
        amount.focus();
        return { error: error.textContent };
      }
      return { answer: { amount: amount.value.trim(), period: period.value } };
    },
  };
}
