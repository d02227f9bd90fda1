import { useEffect, useRef, useState, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import { EMPTY_DRAFT, NAME_MAX, type TicketDraft } from '../../contracts/ticket';
import { readSession } from '../../platform/read-session';
import type { Stores } from '../../state/context';
import { loadDraft, newKey, saveDraft, watchDraft, type StoredDraft } from '../../ticket/ticket-draft';

export interface TicketDraftState {
  draft: TicketDraft;
  setDraft: Dispatch<SetStateAction<TicketDraft>>;
  /** The stored draft has been read: before that, nothing is saved over it and the form cannot be sent. */
  hydrated: boolean;
  /** The draft's idempotency key: the worker makes one ticket per key. */
  key: MutableRefObject<string>;
  /** Takes the other form's draft (see watchDraft); also what saveDraft and clearDraft tell the other form. */
  onOtherForm: (stored: StoredDraft | null) => void;
}

/**
 * The ticket form's draft, so that nothing typed is lost: read back from sessionStorage after hydration (the server
 * cannot know it), saved on every change until the ticket is `sent`, shared with the page's other ticket form (the
 * contact page and the support popup), and a player's name and e-mail from the platform session filled into fields
 * still empty. `onCleared` runs when the other form's ticket was sent (its draft cleared).
 */
export function useTicketDraft(stores: Stores, loggedIn: boolean, sent: boolean, onCleared: () => void): TicketDraftState {
  const [draft, setDraft] = useState<TicketDraft>(EMPTY_DRAFT);
  const [hydrated, setHydrated] = useState(false);
  const key = useRef(newKey());
  const cleared = useRef(onCleared);
  cleared.current = onCleared;

  useEffect(() => {
    const stored = loadDraft();
    if (stored) {
      setDraft(stored.draft);
      key.current = stored.key;
    }
    setHydrated(true);
  }, []);

  // The other form's draft, taken as it is: not saved or shared back.
  const received = useRef<TicketDraft | null>(null);
  const [onOtherForm] = useState(() => (stored: StoredDraft | null) => {
    const next = stored?.draft ?? EMPTY_DRAFT;
    received.current = next;
    key.current = stored?.key ?? newKey();
    setDraft(next);
    if (!stored) cleared.current();
  });
  useEffect(() => watchDraft(onOtherForm), []);

  useEffect(() => {
    if (!hydrated || sent || draft === received.current) return;
    saveDraft({ draft, key: key.current }, onOtherForm);
  }, [draft, hydrated]);

  useEffect(() => {
    if (!hydrated || !loggedIn) return;
    let live = true;
    void readSession(stores).then((details) => {
      if (!live || !details) return;
      setDraft((d) => ({
        ...d,
        name: d.name || String(details.PlayerName ?? '').slice(0, NAME_MAX),
        surname: d.surname || String(details.PlayerLastName ?? '').slice(0, NAME_MAX),
        email: d.email || String(details.PlayerEmail ?? ''),
      }));
    });
    return () => void (live = false);
  }, [hydrated, loggedIn]);

  return { draft, setDraft, hydrated, key, onOtherForm };
}
