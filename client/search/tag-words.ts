import type { SearchTag } from '../contracts/search';

/**
 * What a player may type for each theme and category (docs/decisions/041), in the site's three languages: the
 * English names the site shows (the CMS theme names, the lobby's category names), the Finnish and Spanish category
 * names it shows in those languages (i18n/groups/labels.ts: 'Ruletti', 'Botes', 'Casino en vivo', …), and the
 * everyday words for the themes ('hedelmät', 'frutas', 'Egipto'). Written as read; the engine compares them
 * normalised (normalise.ts), so accents, case and '&' do not matter.
 *
 * A word matches from its start: 'egy' finds 'Egypt', 'ruleta' finds 'Ruleta', and the query's words each match a
 * word listed here (so every word that can stand alone is listed alone: 'Vivo' beside 'Casino en vivo'). Every
 * language's words match on every locale: a player who types the theme in another of the site's languages still
 * finds it. Words that would stand for most of the catalogue ('slots', 'games', 'casino') are no tag's: a theme's
 * games come after every name match, so such a word would only bury the names under the whole catalogue.
 */
export const TAG_WORDS: Readonly<Record<SearchTag, readonly string[]>> = {
  'drops-and-wins': ['Drops & Wins', 'Drops and Wins'],
  poker: ['Poker', 'Pokeri', 'Póker'],
  blackjack: ['Blackjack', 'Black Jack'],
  roulette: ['Roulette', 'Ruletti', 'Ruleta'],
  baccarat: ['Baccarat', 'Baccara', 'Bacará', 'Punto Banco'],
  jackpots: ['Jackpots', 'Progressive', 'Jättipotit', 'Jättipotti', 'Jackpotit', 'Botes', 'Juegos de bote', 'Progresivos'],
  'jackpot-king': ['Jackpot King'],
  slingo: ['Slingo'],
  'game-shows': ['Game Shows', 'Gameshows', 'Shows', 'Peliohjelmat', 'Concursos'],
  'tv-and-movies': ['TV & Movies', 'Movies', 'Films', 'Elokuvat', 'TV ja elokuvat', 'TV y cine', 'Cine', 'Películas'],
  egypt: ['Egypt', 'Egyptian', 'Egypti', 'Egyptiläinen', 'Egipto', 'Egipcio'],
  animal: ['Animals', 'Eläimet', 'Eläin', 'Animales'],
  fruit: ['Fruits', 'Fruit machines', 'Hedelmät', 'Hedelmäpelit', 'Frutas'],
  god: ['Gods', 'Mythology', 'Jumalat', 'Mytologia', 'Dioses', 'Mitología'],
  adventure: ['Adventure', 'Seikkailu', 'Aventura', 'Aventuras'],
  jewel: ['Jewels', 'Gems', 'Jalokivet', 'Joyas', 'Gemas'],
  jungle: ['Jungle', 'Viidakko', 'Jungla', 'Selva'],
  fish: ['Fish', 'Fishing', 'Kalat', 'Kalastus', 'Pesca', 'Peces'],
  classic: ['Classic', 'Classics', 'Retro', 'Klassikot', 'Klassiset', 'Clásicos', 'Clásicas'],
  popular: ['Popular', 'Suositut', 'Populares'],
  irish: ['Irish', 'Ireland', 'Irlantilainen', 'Irlanti', 'Irlandés', 'Irlanda'],
  live: ['Live Casino', 'Live Dealer', 'Live-kasino', 'Livekasino', 'Casino en vivo', 'En vivo', 'Vivo', 'En directo', 'Directo'],
  table: ['Table Games', 'Tables', 'Pöytäpelit', 'Pöytä', 'Juegos de mesa', 'Mesa', 'Mesas'],
  megaways: ['Megaways'],
  new: ['New', 'Uudet', 'Uutuudet', 'Nuevos', 'Nuevas', 'Novedades'],
};
