import { describe, expect, it, vi } from 'vitest';
import { EMPTY_DRAFT } from '../contracts/ticket';
import { clearDraft, saveDraft, watchDraft } from './ticket-draft';

describe('shared drafts (two forms on screen)', () => {
  it('tells every other form of a save or a clear, not the one that made it, and stops once unsubscribed', () => {
    const page = vi.fn();
    const popup = vi.fn();
    const stopPage = watchDraft(page);
    const stopPopup = watchDraft(popup);
    const stored = { draft: { ...EMPTY_DRAFT, message: 'Still pending' }, key: 'k1' };
    const storage = new Map<string, string>();
    const session = { setItem: (k: string, v: string) => storage.set(k, v), removeItem: (k: string) => storage.delete(k) } as unknown as Storage;
    saveDraft(stored, popup, session);
    expect(page).toHaveBeenCalledWith(stored);
    expect(popup).not.toHaveBeenCalled();
    clearDraft(page, session);
    expect(popup).toHaveBeenCalledWith(null);
    stopPopup();
    saveDraft(stored, page, session);
    expect(popup).toHaveBeenCalledTimes(1);
    stopPage();
  });
});
