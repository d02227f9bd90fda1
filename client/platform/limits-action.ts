import type { Translate } from '../../i18n/translate';
import { pushDataLayer } from '../analytics/events';

/** The widgets that get 'Set a deposit limit' inserted (docs/decisions/033): every way to Deposit ends in one. */
export const LIMITS_ACTION_WIDGETS = ['deposit', 'account'] as const;
export type LimitsActionWidget = (typeof LIMITS_ACTION_WIDGETS)[number];

/** How long the site looks for a widget's content element: a real framework may render it a little later. */
export const LIMITS_ACTION_WAIT_MS = 2000;
const LOOK_EVERY_MS = 100;

/**
 * Inserts a visible 'Set a deposit limit' action at the top of the deposit or account widget's content (the
 * framework's DOM, so plain DOM as the login app banner is inserted). It opens the platform's deposit-limit widget.
 */
export function insertLimitsAction(host: HTMLElement | null, widget: LimitsActionWidget, t: Translate, open: () => void): HTMLElement | null {
  if (!host || host.querySelector('.widget-limits-action')) return null;
  const doc = host.ownerDocument;
  const box = doc.createElement('div');
  box.className = 'widget-limits-action';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'widget-limits-action__button';
  button.textContent = t('chrome.setDepositLimit');
  button.addEventListener('click', () => {
    pushDataLayer({ event: 'depositLimitOpen', placement: widget });
    open();
  });
  box.append(button);
  host.prepend(box);
  return box;
}

/** Runs `insert` on the widget's element as soon as the framework has it, looking for up to LIMITS_ACTION_WAIT_MS. */
export function whenWidgetShown(read: () => HTMLElement | null, insert: (host: HTMLElement) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = Date.now();
  const look = () => {
    const host = read();
    if (host) insert(host);
    else if (Date.now() - started < LIMITS_ACTION_WAIT_MS) timer = setTimeout(look, LOOK_EVERY_MS);
  };
  // Not in the same task: the framework first puts focus in its widget (on its own first field, not on this action).
  timer = setTimeout(look, 0);
  return () => clearTimeout(timer);
}
