/**
 * How a module is imported under a URL of its own (client/loading/lazy-part.tsx). The browser entry sets it; the worker's
 * server render shares lazy-part.tsx but never retries, and its bundle must hold no `import()` of a computed URL
 * (Miniflare refuses a bundle with one), so the expression lives in client/entry.tsx alone.
 */
let importUrl: ((url: string) => Promise<unknown>) | null = null;

export function setImportUrl(load: (url: string) => Promise<unknown>): void {
  importUrl = load;
}

/**
 * The module at `url` imported under a URL of its own: a browser may keep a failed module fetch in its module map for
 * the page's life (Chromium 150 does: the same import() then fails at once, with no request), and only another URL is
 * fetched again.
 */
export function importAgain<M>(url: string, attempt: number): Promise<M> {
  if (!importUrl) return Promise.reject(new Error(`no module loader to import ${url} again`));
  const again = new URL(url);
  again.searchParams.set('retry', String(attempt));
  return importUrl(again.href) as Promise<M>;
}
