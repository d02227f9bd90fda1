import { useEffect, useMemo } from 'react';
import { proxy } from 'valtio';
import type { LiveView } from '../../contracts/page-data';
import { connectLive } from '../../live/socket';
import { applyFrame, createLiveState, setConnection, type LiveState } from '../../live/store';

/**
 * The page's live state: the server's snapshot first (what SSR drew, so hydration matches), then the socket's frames.
 * One state per page view: a worker renders many pages at once, so nothing of it is module state. The socket opens
 * after hydration and closes when the page leaves.
 */
export function useLiveState(view: LiveView | undefined): LiveState {
  const state = useMemo(() => proxy(createLiveState(view?.snapshot ?? null)), [view]);
  useEffect(() => {
    if (!view) return;
    return connectLive({ topics: [view.topic], onFrame: (frame) => applyFrame(state, frame), onConnection: (c) => setConnection(state, c) });
  }, [state, view]);
  return state;
}
