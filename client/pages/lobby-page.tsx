import { GameGrid } from '../components/game-grid';
import { LobbyPage, showGridsWith } from '../components/lobby-view';

// The lobby's tabs, provider and theme pages and the special lists: home's page with the grid (home-page.tsx).
showGridsWith(GameGrid);

export default LobbyPage;
