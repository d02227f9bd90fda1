// Imported (by scripts/build-client.mjs, not by hand) at the top of every lazily loaded client module, so that each
// lazy chunk reaches the whole first-screen graph. esbuild groups code by the set of entry points that reach it:
// without this, first-screen modules shared with different lazy chunks are cut into a dozen small files, each
// compressed on its own (~3 KB gzip lost on the lobby's first screen); with it they travel as one file. The first
// screen loads them all anyway, so no lazy chunk waits for more than it did. The list mirrors client/entry.tsx's
// imports (React DOM and its client included: in a file of their own they cost ~0.7 KB gzip more, issue 29), plus
// the game tile and rail that nearly every page and the lobby's first screen show, and the player's reserved rails
// (the lobby's returning render and the lazy player rails share them). Not the player rails' tiles hook
// (use-tiles.ts): a guest's first screen never fetches tiles (docs/decisions/032). The page's start too (start-page.tsx,
// not the entry, whose stylesheets would then make a CSS file of this chunk): its code compresses with the rest (~0.2
// KB gzip less than as the entry file's own, issue 52).
import 'react-dom';
import 'react-dom/client';
import '../../i18n/load-messages';
import '../app';
import '../router/page-view';
import '../router/start';
import '../platform/start';
import './page-chunks';
import '../state/create-stores';
import '../components/game-rail';
import '../components/game-tile';
import '../components/player-rail-skeleton';
import './start-page';
