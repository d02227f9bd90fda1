/** The burger's id (the side menu returns focus there when it closes) and the drawer's id (the burger controls it). */
export const MENU_BUTTON_ID = 'site-menu-button';
export const SIDE_MENU_ID = 'side-menu';
