// The browser's entry: the stylesheets, and the page's start. The start lives in the first screen's one chunk
// (client/loading/eager-graph.ts), so its code compresses with the rest and this file is a few bytes. The eager graph
// is the entry's too: every page chunk imports it, so its tiles and rails were a second file every first screen
// loaded; reached from here they are in the one chunk (~0.4 KB gzip less, issue 53).
import { startPage } from './loading/start-page';
import './loading/eager-graph';
import './styles/main.css';
import './styles/chrome.css';
import './styles/lobby.css';
import './styles/game.css';
import './styles/search.css';
import './styles/info.css';
import './styles/contact.css';
import './styles/live.css';

void startPage();
