import { ApiError } from './api';
import { el } from './dialog';
import type { LimitAnswer, LimitFields } from './limits';
import { tr } from './text';

export interface Field {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'select' | 'checkbox' | 'textarea' | 'file';
  options?: readonly (readonly [value: string, label: string])[];
  autocomplete?: string;
  checked?: boolean;
  required?: boolean;
}

export type Values = Record<string, string | boolean>;

/** What a widget's render function gets. */
export interface WidgetContext {
  name: string;
  body: HTMLElement;
  options: { marketingOffers?: boolean };
  open(name: string): void;
  close(): void;
}

/** A labelled control; ids are `cpf-{widget}-{field}`, unique because one widget is open at a time. */
function control(widget: string, f: Field): HTMLElement {
  const id = `cpf-${widget}-${f.name}`;
  if (f.type === 'checkbox') {
    const input = el('input', { type: 'checkbox', id, name: f.name, checked: f.checked ?? false });
    return el('div', { className: 'cpf-check' }, input, el('label', { htmlFor: id, textContent: f.label }));
  }
  let input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  if (f.type === 'select') input = el('select', { id, name: f.name }, ...(f.options ?? []).map(([value, label]) => el('option', { value, textContent: label })));
  else if (f.type === 'textarea') input = el('textarea', { id, name: f.name, rows: 3 });
  else input = el('input', { id, name: f.name, type: f.type ?? 'text', ...(f.type === 'number' ? { min: '0', step: '0.01' } : {}) });
  input.required = f.required ?? f.type !== 'file';
  if (f.autocomplete) input.setAttribute('autocomplete', f.autocomplete);
  return el('div', { className: 'cpf-field' }, el('label', { htmlFor: id, textContent: f.label }), input);
}

/**
 * A form that submits through `submit`: its answer (a confirmation) goes to a role=status line, an ApiError's
 * message to a role=alert line. The button is disabled while the call runs so a double click submits once.
 * `limit` adds the RTS 12 deposit-limit fields after the others: nothing is sent until they hold an answer.
 */
export function form(
  ctx: WidgetContext,
  fields: readonly Field[],
  submitLabel: string,
  submit: (values: Values, limit: LimitAnswer | null) => Promise<string | void> | string | void,
  limit?: LimitFields,
): HTMLFormElement {
  const error = el('p', { className: 'cpf-error' });
  error.setAttribute('role', 'alert');
  const status = el('p', { className: 'cpf-status' });
  status.setAttribute('role', 'status');
  const button = el('button', { type: 'submit', className: 'cpf-button', textContent: submitLabel });
  const node = el('form', {}, ...fields.map((f) => control(ctx.name, f)), ...(limit ? [limit.node] : []), error, status, button);
  node.addEventListener('submit', async (e) => {
    e.preventDefault();
    const answer = limit ? limit.read() : null;
    if (answer && 'error' in answer) return;
    const values: Values = {};
    for (const f of fields) {
      const input = node.elements.namedItem(f.name) as HTMLInputElement | null;
      if (input) values[f.name] = f.type === 'checkbox' ? input.checked : input.value;
    }
    error.textContent = '';
    status.textContent = '';
    button.disabled = true;
    try {
      const done = await submit(values, answer ? answer.answer : null);
      if (done) status.textContent = tr(done);
    } catch (err) {
      error.textContent = err instanceof ApiError ? err.message : tr('Something went wrong. Please try again.');
    } finally {
      button.disabled = false;
    }
  });
  return node;
}

/** A button that looks like a link, for actions inside a widget (there is no URL to go to). */
export function linkButton(text: string, onClick: () => void): HTMLButtonElement {
  const b = el('button', { type: 'button', className: 'cpf-link', textContent: text });
  b.addEventListener('click', onClick);
  return b;
}

export function paragraph(text: string): HTMLParagraphElement {
  return el('p', { textContent: text });
}

/** A definition list of label → value rows. */
export function details(rows: readonly (readonly [string, string])[]): HTMLDListElement {
  return el('dl', { className: 'cpf-dl' }, ...rows.flatMap(([k, v]) => [el('dt', { textContent: k }), el('dd', { textContent: v })]));
}
