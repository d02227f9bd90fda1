import { useEffect, useState } from 'react';

/** Screen readers hear the result count once typing pauses, not on every keystroke. */
export const ANNOUNCE_DELAY_MS = 600;

/** The text for a polite live region, updated `ANNOUNCE_DELAY_MS` after it last changed. */
export function useAnnouncement(text: string): string {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return announced;
}
