import { useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

/**
 * The state of a load an overlay waits on (loading, error, ready), redone when `deps` change or `retry` is called;
 * a superseded answer is dropped. Returns the state and `retry`.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): [AsyncState<T>, () => void] {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [...deps, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
