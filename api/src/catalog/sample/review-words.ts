// Building blocks of sample review texts. A review is an opener, one or two details
// and a closer for its sentiment, with {slots} filled from the lists at the bottom.

export type Sentiment = 'positive' | 'mixed' | 'negative';

export const OPENERS: Record<Sentiment, readonly string[]> = {
  positive: [
    'Stopped by {name} on a whim and it is now our weekly spot.',
    'Best {dish} I have had in a long time.',
    'Came here with {company} and everyone left happy.',
    'Finally a place in town that takes its dough seriously.',
    'I have tried most of the pizza around here and {name} is near the top.',
    'Ordered the {dish} for pickup and it was still perfect by the time I got home.',
    'We celebrated a birthday here and the team made it special.',
    'This is the kind of neighborhood pizzeria every block deserves.',
    'My go-to whenever friends visit from out of town.',
    'We drove across town for the {dish} and it was worth it.',
    'Grabbed a late lunch at {name} and could not stop talking about it.',
    'Our third visit this month, which says it all.',
    'The {dish} here ruined every other pizza for me.',
  ],
  mixed: [
    'Decent spot, though not quite the hype.',
    'The {dish} was good, the rest of the visit was so-so.',
    'Came with {company} on a busy Friday; some things worked, some did not.',
    'Solid pizza, a few rough edges.',
    'I wanted to love {name} and mostly liked it.',
    'Good enough when you are nearby, not worth a special trip.',
    'Some hits and some misses at {name}.',
    'The {dish} was fine; nothing I would crave later.',
    'We had a perfectly okay dinner here.',
    'Better for takeout than for sitting down, in my opinion.',
  ],
  negative: [
    'Not what I was hoping for.',
    'Ordered the {dish} and it was a letdown.',
    'Our visit with {company} did not go well.',
    'I had heard good things about {name}, so this was disappointing.',
    'Hard to recommend after this visit.',
    'Expected a lot more from {name}.',
    'Came in hungry with {company} and left disappointed.',
    'Our pickup order was wrong, and not for the first time.',
  ],
};

export const DETAILS: Record<Sentiment, readonly string[]> = {
  positive: [
    'The crust had a great char and a chewy bite.',
    'Generous with the {topping} without drowning the pie.',
    'The sauce tastes bright and fresh, not sugary.',
    '{staff} remembered our order from last time.',
    'Do not skip the {side}.',
    'The {topping} was the star of the night.',
    'Prices are fair for the quality and the portions are big.',
    'The room is cozy and the music is at a level where you can talk.',
    'Slices come out fast even when there is a line.',
    'They happily made a half-and-half pie for the picky eaters at our table.',
    'The {side} disappeared from our table in minutes.',
    'Crispy bottom, airy edge, and just enough salt.',
    'You can taste that the dough gets a long, slow rise.',
    'Even the leftovers were great reheated the next day.',
    '{staff} suggested the {dish} and it was the right call.',
  ],
  mixed: [
    'The crust was nice but the middle was a bit soggy.',
    'The {topping} was great, the cheese a little greasy.',
    'We waited almost forty minutes for a table.',
    '{staff} was friendly but clearly stretched thin.',
    'The {side} was forgettable.',
    'A little pricey for what you get.',
    'Delivery took longer than quoted but the pie was still warm.',
    'The {side} was better than the pizza, honestly.',
    'Parking nearby is a pain on weekends.',
    'The {dish} needed another minute or two in the oven.',
    'It gets loud when the place fills up.',
  ],
  negative: [
    'The crust was pale and underbaked.',
    'Barely any {topping} on the whole pie.',
    'We waited over an hour and nobody checked on us.',
    '{staff} seemed annoyed that we asked questions.',
    'The {side} tasted like it came out of a freezer bag.',
    'Our delivery showed up cold and the box was soaked through.',
    'The sauce was bland and the cheese rubbery.',
    'Way too much oil pooling on top of the {dish}.',
    'The tables were sticky and the floor needed a sweep.',
  ],
};

export const CLOSERS: Record<Sentiment, readonly string[]> = {
  positive: [
    'Highly recommend.',
    'We will be back soon.',
    'Already planning the next visit.',
    'Worth every penny.',
    'Five stars from our whole table.',
    'Cannot wait to try the {dish} next time.',
    '',
  ],
  mixed: [
    'Might give it another try.',
    'Fine in a pinch.',
    'Three stars feels right.',
    'Maybe the {dish} next time.',
    '',
  ],
  negative: [
    'Will not be back.',
    'Maybe it was an off night, but I would look elsewhere.',
    'There are better options nearby.',
    '',
  ],
};

// prettier-ignore
export const DISHES = [
  'margherita', 'pepperoni pie', 'white pie', 'grandma slice', 'sausage and peppers pie',
  'mushroom and truffle pie', 'hot honey soppressata pie', 'square slice', 'vodka pie',
  'clam pie', 'veggie pie', 'meatball pie', 'four cheese pie', 'marinara pie',
];

// prettier-ignore
export const TOPPINGS = [
  'basil', 'pepperoni cups', 'fennel sausage', 'roasted garlic', 'mushrooms', 'ricotta',
  'hot honey', 'banana peppers', 'anchovies', 'fresh mozzarella', 'caramelized onions', 'olives',
];

// prettier-ignore
export const SIDES = [
  'garlic knots', 'caesar salad', 'wings', 'cannoli', 'tiramisu', 'meatballs', 'arancini',
  'house salad', 'burrata',
];

export const STAFF = ['The staff', 'Our server', 'The guy at the counter', 'The owner'];

// prettier-ignore
export const COMPANY = [
  'my kids', 'a group of coworkers', 'my partner', 'friends after a game', 'my parents',
  'the whole soccer team', 'two hungry teenagers',
];

// prettier-ignore
export const REVIEWER_FIRST_NAMES = [
  'Maria', 'James', 'Priya', 'Marcus', 'Elena', 'DeShawn', 'Hannah', 'Luis', 'Mei', 'Tyler',
  'Fatima', 'Connor', 'Aisha', 'Diego', 'Rachel', 'Kenji', 'Olivia', 'Andre', 'Sofia', 'Ben',
  'Grace', 'Omar', 'Chloe', 'Mateo', 'Jasmine', 'Ethan', 'Leila', 'Noah', 'Camila', 'Sam',
  'Tanya', 'Raj', 'Brooke', 'Victor', 'Naomi', 'Hector', 'Zoe', 'Isaac', 'Ava', 'Carlos',
  'Lauren', 'Dmitri', 'Keisha', 'Patrick', 'Yuki', 'Gabriel', 'Nora', 'Tomas', 'Erin', 'Malik',
];
