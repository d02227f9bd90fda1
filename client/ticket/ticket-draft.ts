import { EMPTY_DRAFT, TICKET_FIELDS, type TicketDraft } from '../contracts/ticket';

const KEY = 'support-ticket-draft';

/** A draft and the idempotency key it is sent under (a retry of the same draft files one ticket). */
export interface StoredDraft {
  draft: TicketDraft;
  key: string;
}

export const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}-draft`;

/**
 * The draft lives in sessionStorage (this tab, until it closes): a reload or closing the popup by accident loses
 * nothing; it goes only after the worker confirms the ticket. Storage may be off (private modes): then it is the
 * form's state alone.
 */
export function loadDraft(storage: Storage | undefined = safeStorage()): StoredDraft | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { draft?: Record<string, unknown>; key?: unknown };
    if (!value.draft || typeof value.key !== 'string') return null;
    const draft = { ...EMPTY_DRAFT };
    for (const field of TICKET_FIELDS) if (typeof value.draft[field] === 'string') draft[field] = value.draft[field] as string;
    return { draft, key: value.key };
  } catch {
    return null;
  }
}

type DraftListener = (stored: StoredDraft | null) => void;
const forms = new Set<DraftListener>();

/**
 * Two forms can be on screen at once (the contact popup opened over /contact-us/): each hears the other's saves and
 * clears, so closing the popup shows the page's form with what was typed in it, and one send empties both.
 * Returns the unsubscribe.
 */
export function watchDraft(listener: DraftListener): () => void {
  forms.add(listener);
  return () => void forms.delete(listener);
}

/** Tells every form but the one that made the change (`from`) of a saved draft, or (null) of a sent one. */
function share(stored: StoredDraft | null, from: DraftListener | undefined): void {
  for (const listener of forms) if (listener !== from) listener(stored);
}

export function saveDraft(stored: StoredDraft, from?: DraftListener, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Quota or privacy mode: the form still holds the text.
  }
  share(stored, from);
}

export function clearDraft(from?: DraftListener, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {}
  share(null, from);
}

function safeStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
