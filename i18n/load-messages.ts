import type { Language } from './locales';
import { hasMessages, registerMessages } from './translate';

/** Loads a language's messages in the browser before a page in that language renders (a small lazy chunk). */
export async function loadMessages(language: Language): Promise<void> {
  if (hasMessages(language)) return;
  if (language === 'fi') registerMessages('fi', (await import('./messages/fi')).fi);
  else if (language === 'es') registerMessages('es', (await import('./messages/es')).es);
}
