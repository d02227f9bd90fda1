/**
 * A document request carrying this header is rendered as a guest's — never the welcome-back variant — whatever its
 * activity cookie says: the service worker asks for it so when it keeps a copy of a page (docs/decisions/045), since a
 * returning visitor's own render is private and never kept (decision 030). The copy is the very page every guest gets:
 * nothing of a visitor, not even the returning bit. Documents vary on it (worker/render/render-page.tsx). Its own module:
 * the worker and the service worker read it, the first screen does not.
 */
export const GUEST_COPY_HEADER = 'X-Guest-Copy';
