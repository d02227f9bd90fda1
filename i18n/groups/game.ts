import type { MessageGroup } from '../group';

/** The game container's text (a lazy chunk, mounted when the first game opens). */
const en = {
  'gameArea.closeGame': 'Close game',
  'gameArea.backToLobby': 'Close the game and go back to the lobby',
  'gameArea.fullscreen': 'Full screen',
  'gameArea.moreGames': 'More games',
  'gameArea.sessionTime': 'Session time',
  'gameArea.netPosition': 'Net position',
  'gameArea.gameLoading': 'Loading the game…',
  'gameArea.gameError': 'This game could not be opened: {reason}',
  'gameArea.noFavourites': 'No favourites yet: tap the heart on a game to add it.',
  'gameArea.realityCheckTitle': 'Reality check',
  'gameArea.realityCheckText': 'You have been playing for {minutes, plural, one {# minute} other {# minutes}}. Your net position this session is {net}.',
  'gameArea.keepPlaying': 'Keep playing',
  'gameArea.viewHistory': 'View history',
  'gameArea.takeBreak': 'Take a break',
  'gameArea.sessionEndedTitle': 'Your session has ended',
  'gameArea.sessionEnded': 'You have been logged out, so {game} has stopped. Log in again to go back to it.',
  'gameArea.logInAgain': 'Log in again',
};

export type GameMessageKey = keyof typeof en;

export const gameMessages: MessageGroup<GameMessageKey> = {
  en,
  fi: {
    'gameArea.closeGame': 'Sulje peli',
    'gameArea.backToLobby': 'Sulje peli ja palaa aulaan',
    'gameArea.fullscreen': 'Koko näyttö',
    'gameArea.moreGames': 'Lisää pelejä',
    'gameArea.sessionTime': 'Istunnon kesto',
    'gameArea.netPosition': 'Nettotulos',
    'gameArea.gameLoading': 'Peliä ladataan…',
    'gameArea.gameError': 'Peliä ei voitu avata: {reason}',
    'gameArea.noFavourites': 'Ei vielä suosikkeja: lisää peli napauttamalla sydäntä.',
    'gameArea.realityCheckTitle': 'Muistutus pelaamisesta',
    // A span of time: 'pelannut 1 minuutin' (accusative), 'pelannut 5 minuuttia' (partitive after a numeral).
    'gameArea.realityCheckText': 'Olet pelannut {minutes, plural, one {# minuutin} other {# minuuttia}}. Nettotuloksesi tässä istunnossa on {net}.',
    'gameArea.keepPlaying': 'Jatka pelaamista',
    'gameArea.viewHistory': 'Näytä historia',
    'gameArea.takeBreak': 'Pidä tauko',
    'gameArea.sessionEndedTitle': 'Istuntosi on päättynyt',
    'gameArea.sessionEnded': 'Sinut on kirjattu ulos, joten peli {game} pysähtyi. Kirjaudu uudelleen sisään palataksesi siihen.',
    'gameArea.logInAgain': 'Kirjaudu uudelleen',
  },
  es: {
    'gameArea.closeGame': 'Cerrar juego',
    'gameArea.backToLobby': 'Cerrar el juego y volver al lobby',
    'gameArea.fullscreen': 'Pantalla completa',
    'gameArea.moreGames': 'Más juegos',
    'gameArea.sessionTime': 'Tiempo de sesión',
    'gameArea.netPosition': 'Resultado neto',
    'gameArea.gameLoading': 'Cargando el juego…',
    'gameArea.gameError': 'No se pudo abrir este juego: {reason}',
    'gameArea.noFavourites': 'Aún no tienes favoritos: toca el corazón de un juego para añadirlo.',
    'gameArea.realityCheckTitle': 'Control de realidad',
    'gameArea.realityCheckText': 'Llevas {minutes, plural, one {# minuto} other {# minutos}} jugando. Tu resultado neto en esta sesión es {net}.',
    'gameArea.keepPlaying': 'Seguir jugando',
    'gameArea.viewHistory': 'Ver historial',
    'gameArea.takeBreak': 'Tomar un descanso',
    'gameArea.sessionEndedTitle': 'Tu sesión ha terminado',
    'gameArea.sessionEnded': 'Se ha cerrado tu sesión, así que {game} se ha detenido. Vuelve a iniciar sesión para volver al juego.',
    'gameArea.logInAgain': 'Volver a iniciar sesión',
  },
};
