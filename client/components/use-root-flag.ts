import { useLayoutEffect } from 'react';

/**
 * Sets the attribute `name` on the root element while `on` (and the component is mounted), before the frame paints.
 * For stylesheet rules about the whole page that depend on a layer being up: `html[data-x] …` instead of
 * `html:has(.layer) …` — with a :has() whose subject is the root, Chromium re-checks it on every insertion anywhere
 * in the page and restyles what the rule's right-hand parts name (issue 29: ~100 ms of style at 4× CPU on a phone's
 * home load).
 */
export function useRootFlag(name: `data-${string}`, on = true): void {
  useLayoutEffect(() => {
    if (!on) return undefined;
    const root = document.documentElement;
    root.setAttribute(name, '');
    return () => root.removeAttribute(name);
  }, [name, on]);
}
