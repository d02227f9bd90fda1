import { tr } from './text';
import { injectStyles } from './styles';

/** An open widget: its name, the dialog's content element (the site's insertion point) and how to close it. */
export interface OpenDialog {
  name: string;
  body: HTMLElement;
  close(): void;
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

let root: HTMLElement | null = null;

/** The framework's own container at the end of <body>, created on first use. */
function container(): HTMLElement {
  if (root && root.isConnected) return root;
  injectStyles();
  root = document.createElement('div');
  root.className = 'cpf-root';
  document.body.appendChild(root);
  return root;
}

/** An element; its textContent is written in the site's language (text.ts: English text is the key). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const text = typeof props.textContent === 'string' ? { textContent: tr(props.textContent) } : {};
  const node = Object.assign(document.createElement(tag), props, text);
  node.append(...children);
  return node;
}

/**
 * A modal dialog: role=dialog, aria-modal, named by its visible title, a Close button; focus moves in on open,
 * stays inside on Tab, returns to what had it on close; Esc and a click on the backdrop close it.
 */
export function openDialog(name: string, title: string, onClosed: () => void): OpenDialog {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const titleId = `cpf-title-${name}`;
  const close = el('button', { type: 'button', className: 'cpf-close', textContent: '×' });
  close.setAttribute('aria-label', tr('Close'));
  const heading = el('h2', { id: titleId, className: 'cpf-title', textContent: title });
  const body = el('div', { className: 'cpf-body' });
  const dialog = el('div', { className: 'cpf-dialog', tabIndex: -1 }, el('div', { className: 'cpf-head' }, heading, close), body);
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', titleId);
  dialog.dataset.cpfWidget = name;
  const backdrop = el('div', { className: 'cpf-backdrop' }, dialog);

  let open = true;
  const shut = () => {
    if (!open) return;
    open = false;
    backdrop.remove();
    if (previous?.isConnected) previous.focus();
    onClosed();
  };
  close.addEventListener('click', shut);
  backdrop.addEventListener('mousedown', (e) => e.target === backdrop && shut());
  dialog.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      shut();
    } else if (e.key === 'Tab') trapTab(dialog, e);
  });
  container().appendChild(backdrop);
  // Widgets fill the body synchronously after this returns; focus the first field once they have.
  queueMicrotask(() => focusFirst(dialog));
  return { name, body, close: shut };
}

/** Focus goes to the first field or button of the body, else the Close button. */
export function focusFirst(dialog: HTMLElement): void {
  const body = dialog.querySelector('.cpf-body');
  const target = body?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog.querySelector<HTMLElement>('.cpf-close') ?? dialog;
  target.focus();
}

function trapTab(dialog: HTMLElement, e: KeyboardEvent): void {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => n.offsetParent !== null || n === document.activeElement);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  if (e.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
