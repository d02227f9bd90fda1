import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../loading/lazy-part';
import { useSnapshot } from 'valtio';
import { useStores } from '../../state/context';

const GameContainer = lazyPart(() => import('./game-container'));

/**
 * Where the game container lives: nothing until the first game opens (its code is a lazy chunk), then mounted for
 * the page's life so the framework's game host element survives closing and reopening.
 */
export function GameLayer() {
  const open = useSnapshot(useStores().games).open;
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <GameContainer />
    </Suspense>
  );
}
