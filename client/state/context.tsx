import { createContext, useContext, type ReactNode } from 'react';
import type { SiteContext } from '../contracts/site';
import type { AccountState } from './account';
import type { AppState } from './app';
import type { FooterState } from './footer';
import type { GamesState } from './games';
import type { PlatformState } from './platform';
import type { RouterState } from './router';

/** Every Valtio store of one page view; per request on the server (a module-level proxy would be shared). */
export interface Stores {
  site: SiteContext;
  app: AppState;
  router: RouterState;
  account: AccountState;
  games: GamesState;
  footer: FooterState;
  /** Widget and logout requests for the platform bridge (client/platform/actions.ts). */
  platform: PlatformState;
}

const StoresContext = createContext<Stores | null>(null);

export function StoresProvider({ stores, children }: { stores: Stores; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores outside StoresProvider');
  return stores;
}
