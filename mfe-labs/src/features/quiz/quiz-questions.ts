import type { PersonalityType } from './personalities';

export interface QuizOption {
  value: 'A' | 'B' | 'C' | 'D';
  text: string;
  personality: PersonalityType;
}

export interface QuizQuestion {
  id: number;
  question: string;
  options: readonly [QuizOption, QuizOption, QuizOption, QuizOption];
}

/** Five questions of four options, one option per personality (spec sections 2 and 9). */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    question: 'What sounds like the perfect topping?',
    options: [
      {
        value: 'A',
        text: 'Something I have never tried, like kimchi or figs',
        personality: 'adventurer',
      },
      { value: 'B', text: 'Pepperoni or plain cheese, done right', personality: 'traditionalist' },
      { value: 'C', text: 'Whatever the table agrees on', personality: 'social' },
      { value: 'D', text: 'Fresh buffalo mozzarella and basil', personality: 'connoisseur' },
    ],
  },
  {
    id: 2,
    question: 'How do you choose where to eat?',
    options: [
      { value: 'A', text: 'The newest place nobody has reviewed yet', personality: 'adventurer' },
      { value: 'B', text: 'My usual spot, it never lets me down', personality: 'traditionalist' },
      { value: 'C', text: 'Wherever has room for all my friends', personality: 'social' },
      {
        value: 'D',
        text: 'I read about the oven, the dough and the chef',
        personality: 'connoisseur',
      },
    ],
  },
  {
    id: 3,
    question: 'Your ideal pizza night looks like…',
    options: [
      {
        value: 'A',
        text: 'A crawl through three pizzerias in one evening',
        personality: 'adventurer',
      },
      {
        value: 'B',
        text: 'Dinner at the local pizzeria with family',
        personality: 'traditionalist',
      },
      { value: 'C', text: 'A party with a stack of boxes to share', personality: 'social' },
      { value: 'D', text: 'A quiet table by a wood-fired oven', personality: 'connoisseur' },
    ],
  },
  {
    id: 4,
    question: 'Which crust calls to you?',
    options: [
      { value: 'A', text: 'Charcoal, sourdough or something new', personality: 'adventurer' },
      { value: 'B', text: 'A thin New York slice you can fold', personality: 'traditionalist' },
      { value: 'C', text: 'A big Sicilian sheet cut into squares', personality: 'social' },
      { value: 'D', text: 'Neapolitan, blistered in 90 seconds', personality: 'connoisseur' },
    ],
  },
  {
    id: 5,
    question: 'What do you drink with your pizza?',
    options: [
      { value: 'A', text: 'Whatever craft soda I cannot pronounce', personality: 'adventurer' },
      { value: 'B', text: 'An ice-cold cola', personality: 'traditionalist' },
      { value: 'C', text: 'Pitchers for the whole table', personality: 'social' },
      { value: 'D', text: 'A wine or beer picked to match the pie', personality: 'connoisseur' },
    ],
  },
];
