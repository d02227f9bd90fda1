import { el } from './dialog';
import { emit } from './events';
import { details, form, linkButton, paragraph, type WidgetContext } from './forms';
import { api, type SessionAnswer } from './api';
import { limitFields } from './limits';
import { authed, formatMoney, limitsChanged, session } from './session';
import { tr } from './text';

/** The responsible-gambling and service panels: simple forms that answer with a confirmation, nothing stored. */

const PERIOD_NAMES: Record<string, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' };

/** '£50.00 per 7 days', in the site's language. */
const describeLimit = (limit: { amount: number; period: string }) =>
  tr('{amount} per {period}', { amount: formatMoney(limit.amount, session.balance?.currency ?? session.details?.CurrencyCode ?? 'GBP'), period: tr(PERIOD_NAMES[limit.period] ?? limit.period) });

/** The deposit-limit widget (RTS 12): the current limit, and the same free-text amount and 24 h / 7 d / 30 d. */
export function depositLimit(ctx: WidgetContext): void {
  const current = paragraph(session.depositLimit ? tr('Your deposit limit: {limit}.', { limit: describeLimit(session.depositLimit) }) : 'You have no deposit limit.');
  const limit = limitFields(ctx.name, { allowNone: false, legend: 'Set a deposit limit', intro: 'Set the most you can deposit in a period.' });
  ctx.body.append(
    current,
    form(ctx, [], 'Set limit', async (_v, answer) => {
      const saved = await authed(() => api<SessionAnswer>('POST', 'deposit-limit', answer));
      limitsChanged(saved);
      const text = saved.depositLimit ? tr('Your deposit limit: {limit}.', { limit: describeLimit(saved.depositLimit) }) : '';
      current.textContent = text;
      return text;
    }, limit),
  );
}

export function selfExclusion(ctx: WidgetContext): void {
  const lengths = [['6m', '6 months'], ['1y', '1 year'], ['5y', '5 years']] as const;
  ctx.body.append(
    paragraph('Take a long break from gambling. Your account stays closed for the whole period.'),
    form(ctx, [{ name: 'length', label: 'Exclusion period', type: 'select', options: lengths }, { name: 'confirm', label: 'I understand this cannot be undone', type: 'checkbox', required: true }], 'Exclude me', () => 'Your self exclusion request has been received.'),
  );
}

export function coolOff(ctx: WidgetContext): void {
  const lengths = [['24h', '24 hours'], ['7d', '7 days'], ['30d', '30 days']] as const;
  ctx.body.append(
    paragraph('Take a short break from gambling.'),
    form(ctx, [{ name: 'length', label: 'Cool-off period', type: 'select', options: lengths }], 'Start cool off', () => 'Your cool-off period has started.'),
  );
}

export function realityCheck(ctx: WidgetContext): void {
  const intervals = [['15', 'Every 15 minutes'], ['30', 'Every 30 minutes'], ['60', 'Every hour']] as const;
  ctx.body.append(
    paragraph('Get a reminder of how long you have been playing.'),
    form(ctx, [{ name: 'interval', label: 'Reminder', type: 'select', options: intervals }], 'Save', () => 'Your reality check is saved.'),
  );
}

export function rewards(ctx: WidgetContext): void {
  ctx.body.append(details([['VIP level', session.details?.PlayerVIPLevel ?? ''], ['Points', '120']]), paragraph('Play to earn points and move up a level.'));
}

export function documentUpload(ctx: WidgetContext): void {
  const kinds = [['id', 'Proof of identity'], ['address', 'Proof of address'], ['payment', 'Proof of payment']] as const;
  ctx.body.append(
    form(ctx, [{ name: 'kind', label: 'Document type', type: 'select', options: kinds }, { name: 'file', label: 'Document', type: 'file' }], 'Upload', () => 'Thank you: your document has been received.'),
  );
}

export function bonusOffers(ctx: WidgetContext): void {
  const count = session.bonusCount;
  const list = el('ul', { className: 'cpf-list' }, ...Array.from({ length: count }, (_, i) => el('li', { textContent: `Offer ${i + 1}: 10 free spins on a featured slot` })));
  ctx.body.append(paragraph(count ? `You have ${count} bonus offer${count === 1 ? '' : 's'} waiting.` : 'You have no bonus offers right now.'), list);
}

/** A canned live chat: every message gets the same friendly answer. */
export function chat(ctx: WidgetContext): void {
  const log = el('ul', { className: 'cpf-list' }, el('li', { textContent: 'Agent: Hello! How can we help you today?' }));
  log.setAttribute('aria-live', 'polite');
  ctx.body.append(
    log,
    form(ctx, [{ name: 'message', label: 'Message' }], 'Send', (v) => {
      log.append(el('li', { textContent: `You: ${String(v.message)}` }), el('li', { textContent: 'Agent: Thanks, an agent will answer shortly.' }));
      (ctx.body.querySelector('form') as HTMLFormElement | null)?.reset();
    }),
  );
}

/** Contact: a message form, and for a logged-in player a live-chat button that asks the site to show its chat. */
export function contact(ctx: WidgetContext): void {
  const fields = [
    { name: 'name', label: 'Name', autocomplete: 'name' },
    { name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email' },
    { name: 'message', label: 'Message', type: 'textarea' },
  ] as const;
  ctx.body.append(form(ctx, fields, 'Send message', () => 'Thank you: we will answer by e-mail within 24 hours.'));
  if (session.details) ctx.body.append(el('div', { className: 'cpf-links' }, linkButton('Live chat', () => emit('showChat'))));
}
