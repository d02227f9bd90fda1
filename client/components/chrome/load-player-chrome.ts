/**
 * A player's header actions and bottom bar: never server-rendered (the HTML is a guest's, docs/decisions/023), so not
 * the first screen's code either (docs/decisions/032). The header fetches them while a returning visitor's session
 * is checked, or once the platform is ready, so a login shows them without a wait.
 */
export const loadPlayerChrome = () => import('./player-chrome');
