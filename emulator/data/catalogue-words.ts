/**
 * Word lists the generated catalogue draws its game names from. Large enough that 5,000+ names stay unique with
 * few retries (70 × 80 adjective–noun pairs alone), and shaped like real slot lobbies so search and A–Z indexes
 * see realistic text: possessives, ampersands, digits and accents included on purpose.
 */

export const ADJECTIVES: readonly string[] = [
  'Golden', 'Wild', 'Lucky', 'Mystic', 'Royal', 'Blazing', 'Frozen', 'Sacred', 'Ancient', 'Hidden',
  'Mighty', 'Electric', 'Crystal', 'Diamond', 'Emerald', 'Ruby', 'Sapphire', 'Silver', 'Thunder', 'Midnight',
  'Savage', 'Sizzling', 'Neon', 'Cosmic', 'Lost', 'Eternal', 'Fiery', "Dragon's", "Pirate's", 'Viking',
  'Aztec', 'Celtic', 'Samurai', "Sultan's", "Pharaoh's", 'Jungle', 'Arctic', 'Desert', 'Ocean', 'Starlight',
  'Shadow', 'Iron', 'Jade', 'Burning', 'Raging', 'Dancing', 'Merry', 'Big', 'Super', 'Mega',
  'Wolf', 'Buffalo', 'Phoenix', 'Magic', 'Wicked', 'Fortune', 'Cash', 'Treasure', 'Twin', 'Velvet',
  'Crimson', 'Polar', 'Solar', 'Lunar', 'Stormy', 'Enchanted', 'Haunted', 'Cursed', 'Rich', 'Jolly',
];

export const NOUNS: readonly string[] = [
  'Fortune', 'Riches', 'Treasures', 'Gems', 'Reels', 'Spins', 'Wilds', 'Jewels', 'Gold', 'Coins',
  'Crown', 'Kingdom', 'Temple', 'Quest', 'Legends', 'Nights', 'Empire', 'Dynasty', 'Safari', 'Frenzy',
  'Bonanza', 'Rush', 'Fever', 'Party', 'Heist', 'Vault', 'Tiger', 'Dragon', 'Wolves', 'Buffalo',
  'Eagle', 'Panda', 'Lion', 'Panther', 'Stars', 'Pyramids', 'Gods', 'Pirates', 'Vikings', 'Ninja',
  'Cowboys', 'Carnival', 'Circus', 'Fiesta', 'Rodeo', 'Express', 'Mine', 'Cavern', 'Island', 'Lagoon',
  'Voyage', 'Odyssey', 'Saga', 'Chronicles', 'Spell', 'Potion', 'Cauldron', 'Clover', 'Rainbow', 'Lantern',
  'Mirror', 'Moon', 'Sun', 'Storm', 'Fire', 'Ice', 'Bandits', 'Cats', 'Koi', 'Unicorns',
  'Mermaids', 'Yetis', 'Owls', 'Orchids', 'Skulls', 'Sphinx', 'Scarabs', 'Relics', 'Runes', 'Giants',
];

export const PLACES: readonly string[] = [
  'Olympus', 'Ra', 'Egypt', 'Atlantis', 'Asgard', 'Avalon', 'the Nile', 'the Aztecs', 'the Amazon', 'Persia',
  'Babylon', 'Camelot', 'Tír na nÓg', 'Shangri-La', 'El Dorado', 'Troy', 'Sparta', 'Cairo', 'Macau', 'Vegas',
  'the North', 'the Deep', 'the Incas', 'the Gods', 'the Sea', 'the Samurai', 'Anubis', 'Zeus', 'Thor', 'Medusa',
];

/** Appended to some names; never 'Megaways' or 'JPK', which carry meaning and are added by their own rule. */
export const SUFFIXES: readonly string[] = [
  'Deluxe', 'Hold and Win', 'Power Reels', 'Xtreme', 'Dream Drop', 'Cash Collect', 'Rising Rewards', '2',
  'Remastered', 'Unleashed', 'Gigablox', 'Multimax', 'Hold & Spin', 'Ultra', 'Link & Win', 'Respin Rush',
];

/** Classic (fruit machine) names; the Classic category is built from these. */
export const CLASSIC_ADJECTIVES: readonly string[] = [
  'Hot', 'Triple', 'Double', 'Super', 'Retro', 'Sizzling', 'Flaming', 'Ultra', 'Lucky', 'Shining', 'Joker', 'Burning',
];
export const CLASSIC_NOUNS: readonly string[] = [
  'Sevens', '7s', 'Fruits', 'Cherries', 'Bells', 'Bars', 'Crown Fruits', 'Fruit Shop', 'Hot Spot', 'Diamond 7s',
];
/** Half the classic names end bare (''), the rest with an edition word. */
export const CLASSIC_ENDINGS: readonly string[] = ['', '', '', '', '', ' Deluxe', ' Xtra', ' Respin', ' 40 Lines', ' Double Play', ' Gold'];

/** Live tables (Evolution). The site's live categories pick these up by the game word in the name. */
export const LIVE_STYLES: readonly string[] = [
  'Lightning', 'Speed', 'VIP', 'Immersive', 'Salon Privé', 'Golden Wealth', 'Infinite', 'Power', 'First Person',
  'Auto', 'Grand', 'Emerald', 'Platinum', 'Free Bet', 'Party', 'Peek', 'No Commission', 'XXXtreme', 'Shamrock',
];
export const LIVE_GAMES: readonly string[] = ['Roulette', 'Blackjack', 'Baccarat', 'Roulette', 'Blackjack', 'Dragon Tiger', "Hold'em"];

/** RNG table games from slot studios. */
export const TABLE_STYLES: readonly string[] = [
  'European', 'American', 'French', 'Classic', 'Multihand', 'Single Deck', 'Premium', 'Mini', 'Perfect Pairs',
  'Vegas Strip', 'Atlantic City', 'Zoom', '3D', 'Pro Series', 'Double Ball', 'High Limit',
];
export const TABLE_GAMES: readonly string[] = [
  'Roulette', 'Blackjack', 'Baccarat', 'Punto Banco', 'Caribbean Stud', 'Three Card Poker', "Casino Hold'em", 'Sic Bo',
];
