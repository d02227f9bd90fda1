/** The client router as the rest of the app uses it (implemented in navigate.ts; a leaf, so importing it closes no circle). */
export interface NavigateOptions {
  /** Lobby tabs keep the scroll position (SPEC §2 'tab-navigation flag'). */
  tabNavigation?: boolean;
  replace?: boolean;
  /** Back/forward: the browser already moved in history. */
  pop?: boolean;
}

export interface Router {
  navigate(href: string, options?: NavigateOptions): Promise<void>;
  prefetch(url: URL): void;
  /** Fetches the current page's data again in place (after login or logout), keeping scroll and history. */
  refresh(): Promise<void>;
}
