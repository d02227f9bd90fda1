import { api, type SessionAnswer } from './api';
import { el } from './dialog';
import { emit } from './events';
import { form, linkButton, paragraph, type WidgetContext } from './forms';
import { limitFields } from './limits';
import { authed, loggedIn } from './session';
import { tr } from './text';

/** Login: on success the dialog closes (or goes on to the widget that asked for a login) and the site is told. */
export function login(ctx: WidgetContext, then: string | null): void {
  const fields = [
    { name: 'username', label: 'Username', autocomplete: 'username' },
    { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
  ] as const;
  ctx.body.append(
    form(ctx, fields, 'Log in', async (v) => {
      loggedIn(await api<SessionAnswer>('POST', 'login', { username: v.username, password: v.password }));
      if (then) ctx.open(then);
      else ctx.close();
    }),
    el('div', { className: 'cpf-links' },
      linkButton('Forgot password?', () => ctx.open('forgotPassword')),
      linkButton('Forgot username?', () => ctx.open('forgotUsername')),
      linkButton('Create an account', () => ctx.open('registration')),
    ),
  );
}

const COUNTRY_OPTIONS = [
  ['GB', 'United Kingdom'],
  ['CA', 'Canada'],
  ['IE', 'Ireland'],
] as const;

/** Registration creates the player and logs them in; the e-mail address becomes the username. */
export function registration(ctx: WidgetContext): void {
  const fields = [
    { name: 'firstName', label: 'First name', autocomplete: 'given-name' },
    { name: 'lastName', label: 'Last name', autocomplete: 'family-name' },
    { name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email' },
    { name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password' },
    { name: 'country', label: 'Country', type: 'select', options: COUNTRY_OPTIONS },
    { name: 'marketingOffers', label: 'Send me marketing offers', type: 'checkbox', checked: ctx.options.marketingOffers === true },
  ] as const;
  // RTS 12: the limit prompt is part of registration; 'no limit' only after its confirmation step.
  const limit = limitFields(ctx.name, { allowNone: true, legend: 'Deposit limit', intro: 'Set the most you can deposit in a period. You can change it later.' });
  ctx.body.append(
    form(ctx, fields, 'Create account', async (v, depositLimit) => {
      const answer = await api<SessionAnswer>('POST', 'register', { ...v, depositLimit });
      loggedIn(answer);
      emit('registrationSucceeded', { playerId: answer.details.PlayerID });
      ctx.close();
    }, limit),
  );
}

export function forgotPassword(ctx: WidgetContext): void {
  ctx.body.append(
    paragraph('Enter your e-mail address and we will send you a link to reset your password.'),
    form(ctx, [{ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email' }], 'Send reset link', (v) => tr('If {email} belongs to an account, a reset link is on its way.', { email: String(v.email) })),
  );
}

export function forgotUsername(ctx: WidgetContext): void {
  ctx.body.append(
    paragraph('Enter your e-mail address and we will send you your username.'),
    form(ctx, [{ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email' }], 'Send username', (v) => tr('If {email} belongs to an account, your username is on its way.', { email: String(v.email) })),
  );
}

export function changePassword(ctx: WidgetContext): void {
  const fields = [
    { name: 'current', label: 'Current password', type: 'password', autocomplete: 'current-password' },
    { name: 'next', label: 'New password', type: 'password', autocomplete: 'new-password' },
  ] as const;
  ctx.body.append(
    form(ctx, fields, 'Change password', async (v) => {
      await authed(() => api('POST', 'password', v));
      return 'Your password has been changed.';
    }),
  );
}
