import { useSettled } from './use-settled';

/** Screen readers hear the result count once typing pauses, not on every keystroke. */
export const ANNOUNCE_DELAY_MS = 600;

/** The text for a polite live region, updated `ANNOUNCE_DELAY_MS` after it last changed. */
export function useAnnouncement(text: string): string {
  return useSettled(text, ANNOUNCE_DELAY_MS, '');
}
