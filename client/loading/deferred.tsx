import { memo, Suspense, useEffect, useLayoutEffect, useRef, type ComponentType, type RefObject } from 'react';

/**
 * Chrome that is server-rendered but not needed for the first paint (the footer, the language switcher, the logo, …):
 * a lazy chunk in the browser (issue 29: first-screen JS ≤ 85 KB gzip), asked for when hydration reaches it. Until it
 * arrives React keeps the server's HTML of the part as it is — a Suspense boundary that suspends while hydrating
 * stays dehydrated — and hydrates it in a task of its own when the chunk is in: nothing moves, nothing mismatches,
 * and the part's work is not in hydration's long tasks (docs/decisions/032).
 *
 * A part must render the same from the same stores on the server and at its later hydration: its open/closed state
 * is its own (useState), not a store that the first screen's code may change before the chunk arrives (a side menu
 * opened by the burger would hydrate open against a closed server HTML). The part is memoised, so a parent's
 * re-render does not reach a dehydrated boundary (React would drop the server HTML for the fallback).
 *
 * An `interactive` part (buttons of its own) sits in a `display: contents` wrapper: a tap inside it before it has
 * hydrated is held and replayed once it has (as client/loading/hydration.ts does for the root); `<html data-parts-hydrated>`
 * says when all such parts have (partsHydrated), for tests and tools that use them at once.
 */
interface Part {
  load: () => Promise<void>;
}

const parts: Part[] = [];
/** A chunk that could not load (offline, or removed by a deploy): the server HTML stays, as plain HTML. */
const never = new Promise<void>(() => undefined);

/** Interactive parts' wrappers still dehydrated, each with the last tap made inside it. */
const waiting = new Map<Element, HTMLElement | null>();
let allHydrated: (() => void) | null = null;
const PENDING = 'deferred-part--pending';

function holdEarlyTap(event: MouseEvent): void {
  const wrapper = (event.target as Element | null)?.closest?.(`.${PENDING}`);
  if (!wrapper || !waiting.has(wrapper)) return;
  event.preventDefault();
  event.stopPropagation();
  waiting.set(wrapper, (event.target as Element).closest('button, a, input, select, textarea') as HTMLElement | null);
}

function hydrated(wrapper: Element): void {
  wrapper.classList.remove(PENDING);
  const tap = waiting.get(wrapper);
  waiting.delete(wrapper);
  if (waiting.size === 0) document.removeEventListener('click', holdEarlyTap, true);
  if (tap?.isConnected) tap.click();
  if (waiting.size === 0) allHydrated?.();
  if (waiting.size === 0) whenAll = null;
}

let whenAll: Promise<void> | null = null;

/** Resolves once every interactive part on the page has hydrated (at once when none waits; client/app.tsx). */
export function partsHydrated(): Promise<void> {
  if (waiting.size === 0) return Promise.resolve();
  return (whenAll ??= new Promise((resolve) => (allHydrated = resolve)));
}

/**
 * Module `M`'s component `name`, deferred. `load` must be a literal `import('…')`: the build finds lazy modules by it.
 * The part takes the component's own props (its type is the component's).
 */
export function deferredPart<M extends { [K in N]: ComponentType<never> }, N extends string>(
  load: () => Promise<M>,
  name: N,
  { interactive = false }: { interactive?: boolean } = {},
): M[N] {
  let Loaded: ComponentType<object> | null = null;
  let pending: Promise<void> | null = null;
  const part: Part = {
    load: () =>
      (pending ??= load().then(
        (m) => void (Loaded = m[name] as unknown as ComponentType<object>),
        (error: unknown) => {
          console.warn('A part of the page could not load', error);
          pending = never;
          // Its server HTML stays as plain HTML: taps are no longer held, and the page counts as hydrated.
          for (const wrapper of [...waiting.keys()]) hydrated(wrapper);
          return never;
        },
      )),
  };
  parts.push(part);
  function DeferredPart({ wrapper, ...props }: { wrapper?: RefObject<HTMLDivElement | null> }) {
    // Thrown, not `use`d: a transition render (hydration is one, client/entry.tsx) may wait for a `use`d promise
    // before committing; a thrown one leaves the boundary dehydrated at once and retries it when the chunk is in.
    if (!Loaded) throw part.load();
    return (
      <>
        <Loaded {...props} />
        {wrapper && <Hydrated wrapper={wrapper} />}
      </>
    );
  }
  return memo(function Deferred(props: object) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Before the page's effects (client/app.tsx asks partsHydrated in one): a part still waiting is counted.
    useLayoutEffect(() => {
      const element = wrapper.current;
      if (!element?.classList.contains(PENDING) || waiting.has(element)) return;
      if (waiting.size === 0) document.addEventListener('click', holdEarlyTap, true);
      waiting.set(element, null);
      // Unmounted before it hydrated (the header's guest actions giving way to a player's): it waits no longer.
      return () => {
        if (waiting.has(element)) hydrated(element);
      };
    }, []);
    const boundary = (
      <Suspense fallback={null}>
        <DeferredPart {...props} {...(interactive ? { wrapper } : {})} />
      </Suspense>
    );
    if (!interactive) return boundary;
    return (
      <div ref={wrapper} className={`deferred-part ${PENDING}`}>
        {boundary}
      </div>
    );
  }) as unknown as M[N];
}

/** Renders nothing; its effect says the part around it has hydrated. */
function Hydrated({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (wrapper.current) hydrated(wrapper.current);
  }, [wrapper]);
  return null;
}

/** Every deferred part's module, loaded: the worker awaits it before it renders (SSR never suspends). */
export function loadDeferredParts(): Promise<void> {
  return Promise.all(parts.map((p) => p.load())).then(() => undefined);
}
