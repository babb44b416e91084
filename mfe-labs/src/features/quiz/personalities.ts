import { PERSONALITY_TYPES, type PersonalityType } from '@pizza-atlas/contracts';

export { PERSONALITY_TYPES, type PersonalityType };

export interface Personality {
  type: PersonalityType;
  title: string;
  description: string;
  traits: readonly [string, string, string, string];
  recommendations: readonly [string, string, string, string];
  /** Names the drawn icon (see personality-icon.tsx). */
  icon: 'compass' | 'slice' | 'friends' | 'crown';
  /** The result's accent; white text and icons sit on it in both themes. */
  colour: string;
}

export const PERSONALITIES: Record<PersonalityType, Personality> = {
  adventurer: {
    type: 'adventurer',
    title: 'The Adventurous Explorer',
    description:
      'You chase new flavours and the places nobody has told you about yet. A pizza you have never tried is the best pizza on the menu.',
    traits: [
      'Loves bold, unexpected toppings',
      'First to try a new pizzeria',
      'Happy to cross town for a slice',
      'Orders the special, every time',
    ],
    recommendations: [
      'Fusion pies with global toppings',
      'Pop-ups and food-truck pizza',
      'Spicy pies with hot honey or chili crisp',
      'Seasonal and rotating menus',
    ],
    icon: 'compass',
    colour: '#c2410c',
  },
  traditionalist: {
    type: 'traditionalist',
    title: 'The Classic Traditionalist',
    description:
      'You know what a great pizza is and you stick with it. A crisp crust, a bright sauce and the neighbourhood place that has made it the same way for years.',
    traits: [
      'Loyal to a favourite pizzeria',
      'Pepperoni or plain cheese, done right',
      'Values consistency over novelty',
      'Knows the owner by name',
    ],
    recommendations: [
      'Family-run New York style slice shops',
      'Long-established neighbourhood pizzerias',
      'Classic margherita and pepperoni pies',
      'Places with decades of good reviews',
    ],
    icon: 'slice',
    colour: '#b91c1c',
  },
  social: {
    type: 'social',
    title: 'The Social Sharer',
    description:
      'Pizza is for sharing. The best night is a big table, a stack of boxes and everyone arguing happily over the last slice.',
    traits: [
      'Orders for the whole table',
      'Plans the group pizza night',
      'Loves a lively atmosphere',
      'Always up for half-and-half',
    ],
    recommendations: [
      'Sicilian and sheet pies made to share',
      'Pizzerias that are good for groups',
      'Places with delivery and takeout',
      'Lively spots with room for a crowd',
    ],
    icon: 'friends',
    colour: '#6d28d9',
  },
  connoisseur: {
    type: 'connoisseur',
    title: 'The Pizza Connoisseur',
    description:
      'You notice the char on the crust, the age of the dough and where the mozzarella came from. Pizza is a craft, and you seek out the people who treat it that way.',
    traits: [
      'Judges a pie by its crust',
      'Cares where ingredients come from',
      'Appreciates a wood-fired oven',
      'Pairs pizza with the right drink',
    ],
    recommendations: [
      'Certified Neapolitan pizzerias',
      'Wood-fired and artisan pizza',
      'Highly rated chef-led pizza places',
      'Naturally leavened, long-fermented dough',
    ],
    icon: 'crown',
    colour: '#0f766e',
  },
};
