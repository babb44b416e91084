// Word lists for fictional pizza-place names. Chosen so that no combination is the name
// of a real chain; test/sample-catalog.test.ts checks the result against a list of chains.

// prettier-ignore
export const OWNER_SURNAMES = [
  'Albanese', 'Bellucci', 'Benedetto', 'Bianchi', 'Brunetti', 'Caruso', 'Castellano', 'Corradi',
  'Conti', 'Cavallaro', 'Fiorelli', 'Esposito', 'Fabbri', 'Ferrante', 'Ferraro', 'Galli', 'Longo',
  'Marchetti', 'Martinelli', 'Messina', 'Moretti', 'Orsini', 'Palumbo', 'Parisi', 'Pellegrino',
  'Rinaldi', 'Rizzo', 'Rossi', 'Santoro', 'Serra', 'Testa', 'Valenti', 'Vitale', 'Zanetti',
  'Kowalski', "O'Malley", 'Nguyen', 'Okafor', 'Haddad', 'Lindqvist', 'Whitfield', 'Delgado',
  'Abernathy', 'Castillo', 'Brennan', 'Petrakis',
];

// prettier-ignore
export const OWNER_FIRST_NAMES = [
  'Sal', 'Vinnie', 'Angela', 'Rosa', 'Nico', 'Gina', 'Frankie', 'Lucia', 'Dom', 'Carmela', 'Teo',
  'Marisol', 'Benny', 'Lou', 'Nina', 'Gus', 'Paulie', 'Tessa', 'Ray', 'Connie',
];

// prettier-ignore
export const HOUSE_SUFFIXES = [
  'Pizzeria', 'Pizza', 'Brick Oven', 'Pizza Kitchen', 'Slice Shop', 'Pizza & Pasta', 'Apizza',
  'Pizza Parlor', 'Pizza Co.', 'Pies',
];

// prettier-ignore
export const ADJECTIVES = [
  'Golden', 'Blue', 'Copper', 'Rustic', 'Little', 'Lucky', 'Iron', 'Crooked', 'Happy', 'Salty',
  'Smoky', 'Midnight', 'Sunday', 'Corner', 'Hometown', 'Backyard', 'Wild', 'Brass', 'Velvet',
  'Stone', 'Silver', 'Hungry Owl', 'Green', 'Painted', 'Northside', 'Southside',
];

// prettier-ignore
export const NOUNS = [
  'Char', 'Oven', 'Peel', 'Basil', 'Ember', 'Dough', 'Slice', 'Tomato', 'Olive', 'Fig', 'Flame',
  'Flour', 'Garlic', 'Oregano', 'Mozzarella', 'Anchor', 'Bee', 'Goat', 'Rooster', 'Lantern',
  'Kettle', 'Barrel', 'Hearth', 'Sparrow', 'Moon',
];

// prettier-ignore
export const SHOP_WORDS = [
  'Pizza', 'Pizzeria', 'Pizza Co.', 'Pies', 'Pizza Bar', 'Slice House', 'Pizza Works',
  'Pizza Kitchen', 'Pizza Shop',
];

export const ITALIAN_PREFIXES = ['Pizzeria', 'Forno', 'Bottega', 'Trattoria', 'Cucina'];

// prettier-ignore
export const ITALIAN_WORDS = [
  'Fiamma', 'Lucciola', 'Cielo', 'Brace', 'Vento', 'Girasole', 'Mattone', 'Farina', 'Tramonto',
  'Rondine', 'Mezzaluna', 'Quattro Venti', 'Borgo', 'Stellina', 'Nonna Pia', 'Bambola', 'Pietra',
  'Volpe', 'Alloro', 'Cortile', 'Fumo', 'Lievito', 'Pomodorino', 'Basilico', 'Vesuvio Rosso',
];

export const COUNT_WORDS = ['Two', 'Three', 'Four', 'Five', 'Seven', 'Nine', 'Twelve'];

// prettier-ignore
export const PLURAL_NOUNS = [
  'Ovens', 'Peels', 'Embers', 'Slices', 'Sisters', 'Cousins', 'Stones', 'Forks', 'Oaks', 'Crows',
  'Foxes', 'Lanterns',
];

// prettier-ignore
export const STREET_NAMES = [
  'Larkspur', 'Quarry', 'Tamarack', 'Juniper', 'Cobblestone', 'Wexford', 'Briarwood', 'Ashgrove',
  'Fenwick', 'Halvorsen', 'Marlowe', 'Penrose', 'Thistle', 'Bramble', 'Kestrel', 'Wrenfield',
  'Alder', 'Linden', 'Hollis', 'Sorrel', 'Calloway', 'Dunmore', 'Everly', 'Foxglove', 'Garnet',
  'Harlow', 'Ingram', 'Jessup', 'Kinsley', 'Lennox', 'Millbrook', 'Northgate', 'Orchard',
  'Pinecrest', 'Quill', 'Ridgeway', 'Sycamore', 'Tidewater', 'Underhill', 'Vinton', 'Willowmere',
  'Yarrow', 'Zephyr', 'Copperfield', 'Bellweather',
];

export const STREET_TYPES = ['St', 'Ave', 'Blvd', 'Rd', 'Way', 'Dr', 'Ln', 'Pkwy', 'Pl'];
