import { useEffect } from 'react';
import { WELCOME_BACK_MAX_MS } from '../../contracts/activity';
import { useStores } from '../../state/context';

/** Ends the welcome-back state after WELCOME_BACK_MAX_MS at the latest. Renders nothing. */
export function WelcomeBackTimer() {
  const stores = useStores();
  useEffect(() => {
    if (!stores.app.welcomeBack) return;
    const timer = setTimeout(() => (stores.app.welcomeBack = false), WELCOME_BACK_MAX_MS);
    return () => clearTimeout(timer);
  }, [stores]);
  return null;
}
