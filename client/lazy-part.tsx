import { lazy, useEffect, useState, type ComponentType } from 'react';

/**
 * React.lazy for a part the page can live without for a while (a layer, the player's header actions, a rail): if its
 * chunk cannot load — offline, or a release's file gone — the part renders nothing instead of throwing, which with no
 * error boundary would unmount the whole page (a contact form with the player's text in it, issue 29's offline walk).
 * It is asked for again when the browser is back online, or at its next mount.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failed = false;
  const attempt = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        console.warn('A part of the page could not load; it is asked for again once online', error);
        failed = true;
        return { default: Missing as ComponentType<P> };
      }),
    );
  let Current = attempt();
  const retry = () => {
    if (!failed) return;
    failed = false;
    Current = attempt();
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
