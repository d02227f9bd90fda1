import { describe, expect, it, vi } from 'vitest';
import { EMPTY_DRAFT } from '../../contracts/ticket';
import { shareDraft, watchDraft } from './ticket-draft';

describe('shared drafts (two forms on screen)', () => {
  it('tells every other form of a save or a clear, not the one that made it, and stops once unsubscribed', () => {
    const page = vi.fn();
    const popup = vi.fn();
    const stopPage = watchDraft(page);
    const stopPopup = watchDraft(popup);
    const stored = { draft: { ...EMPTY_DRAFT, message: 'Still pending' }, key: 'k1' };
    shareDraft(stored, popup);
    expect(page).toHaveBeenCalledWith(stored);
    expect(popup).not.toHaveBeenCalled();
    shareDraft(null, page);
    expect(popup).toHaveBeenCalledWith(null);
    stopPopup();
    shareDraft(stored, page);
    expect(popup).toHaveBeenCalledTimes(1);
    stopPage();
  });
});
