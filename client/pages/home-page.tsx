// Home's page: the lobby's rails, without the grid the other lobby routes show (components/lobby-view.tsx), so the
// first screen of `/` does not carry the grid's code (issue 53). The same component as lobby-page.tsx's: a navigation
// between home and a lobby tab re-renders the page rather than mounting it anew.
export { LobbyPage as default } from '../components/lobby-view';
