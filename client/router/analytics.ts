/** SPEC §4: the route-change analytics event goes out 250 ms after a navigation. */
export const ROUTE_CHANGE_EVENT_DELAY_MS = 250;

type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  (window.dataLayer ??= []).push(event);
}
