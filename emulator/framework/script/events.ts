import type { Balance, EngageBanner, SessionStatus } from '../types';

/** Event name → payload, exactly the table of docs/decisions/009. */
export interface Events {
  platformReady: undefined;
  sessionChanged: SessionStatus;
  balanceUpdated: Balance;
  showChat: undefined;
  depositSucceeded: { amount: number; currency: string };
  registrationSucceeded: { playerId: string };
  segmentedBannersReady: undefined;
  engageBannersData: EngageBanner[];
  pageOpen: { key: string; extraInfo: string };
}

type Handler = (payload: never) => void;
const handlers = new Map<string, Set<Handler>>();

export function on(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => void set.delete(handler);
}

/** A throwing site handler must not stop the others, nor the framework's own flow (reported, not swallowed). */
export function emit<E extends keyof Events>(event: E, ...payload: Events[E] extends undefined ? [] : [Events[E]]): void {
  for (const handler of [...(handlers.get(event) ?? [])]) {
    try {
      (handler as (p: unknown) => void)(payload[0]);
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
  }
}
