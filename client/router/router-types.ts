/** The client router as the rest of the app uses it (implemented in navigate.ts; a leaf, so importing it closes no circle). */
export interface NavigateOptions {
  /** Lobby tabs keep the scroll position (SPEC §2 'tab-navigation flag'). */
  tabNavigation?: boolean;
  replace?: boolean;
  /** Back/forward: the browser already moved in history. */
  pop?: boolean;
  /**
   * The same page drawn again in another view (a login or logout): not a route change, so a layer the player has
   * opened meanwhile (the side menu) stays open — the player view of a slow phone can land seconds after the login.
   */
  inPlace?: boolean;
}

export interface Router {
  navigate(href: string, options?: NavigateOptions): Promise<void>;
  prefetch(url: URL): void;
  /** Fetches the current page's data again in place (after login or logout), keeping scroll and history. */
  refresh(): Promise<void>;
}
