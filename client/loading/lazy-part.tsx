import { lazy, useEffect, useState, type ComponentType } from 'react';
import { importAgain } from './import-again';

/**
 * React.lazy for a part the page can live without for a while (a layer, the player's header actions, a rail): if its
 * chunk cannot load — offline, or a release's file gone — the part renders nothing instead of throwing, which with no
 * error boundary would unmount the whole page (a contact form with the player's text in it, issue 29's offline walk).
 * It is asked for again when the browser is back online, or at its next mount.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failed = false;
  /** The module whose fetch failed, when the browser named it; asked for again under a URL of its own. */
  let failedUrl: string | null = null;
  let retries = 0;
  const attempt = (from: () => Promise<{ default: ComponentType<P> }>) =>
    lazy(() =>
      from().catch((error: unknown) => {
        console.warn('A part of the page could not load; it is asked for again once online', error);
        failed = true;
        failedUrl ??= failedModuleUrl(error);
        return { default: Missing as ComponentType<P> };
      }),
    );
  let Current = attempt(load);
  const retry = () => {
    if (!failed) return;
    failed = false;
    // The same import first (a browser that fetches a failed module again gives the one instance every importer
    // shares); where it fails again, the module under a URL of its own.
    Current = attempt(() =>
      load().catch((error: unknown) => {
        const url = failedUrl ?? failedModuleUrl(error);
        if (!url) throw error;
        return importAgain<{ default: ComponentType<P> }>(url, ++retries);
      }),
    );
  };
  function Missing() {
    return null;
  }
  return function LazyPart(props: P) {
    const [, rendered] = useState(0);
    useEffect(() => {
      const online = () => {
        retry();
        rendered((n) => n + 1);
      };
      window.addEventListener('online', online);
      return () => {
        window.removeEventListener('online', online);
        // The next mount asks again.
        retry();
      };
    }, []);
    return <Current {...props} />;
  };
}

/**
 * The URL in a failed dynamic import's error (Chromium: "Failed to fetch dynamically imported module: <url>", Firefox:
 * "error loading dynamically imported module: <url>"), or null (Safari names none).
 */
export function failedModuleUrl(error: unknown): string | null {
  const match = /\b(https?:\/\/\S+?\.js)\b/.exec(error instanceof Error ? error.message : String(error));
  return match?.[1] ?? null;
}
