/**
 * First names the emulated studios' dealers go by (a dealer shows only a first name on the table). None is a demo
 * player's name (player-gb is Aoife Murphy): a test that looks for a player's name in what the site keeps must not find
 * a dealer's.
 */
export const DEALER_NAMES: readonly string[] = [
  'Aisling', 'Siobhán', 'Ciara', 'Niamh', 'Róisín', 'Saoirse', 'Orla', 'Cian', 'Darragh', 'Oisín', 'Eoin', 'Fionn',
  'Anna', 'Laura', 'Marta', 'Elena', 'Kristina', 'Ieva', 'Giorgi', 'Luka', 'Marko', 'Sofia', 'Julia', 'Tomas',
];
