/** First names the emulated studios' dealers go by (a dealer shows only a first name on the table). */
export const DEALER_NAMES: readonly string[] = [
  'Aoife', 'Siobhán', 'Ciara', 'Niamh', 'Róisín', 'Saoirse', 'Orla', 'Cian', 'Darragh', 'Oisín', 'Eoin', 'Fionn',
  'Anna', 'Laura', 'Marta', 'Elena', 'Kristina', 'Ieva', 'Giorgi', 'Luka', 'Marko', 'Sofia', 'Julia', 'Tomas',
];
