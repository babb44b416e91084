/** Spec section 3: a demo scan result. */
export interface DemoDish {
  dish: string;
  confidence: number;
  description: string;
  price: string;
  rating: number;
  nutritionScore: number;
  allergens: string[];
}

/** Spec sections 2 and 3: the three fixed sample dishes, shown only when a scan finds none. */
export const DEMO_DISHES: readonly DemoDish[] = [
  {
    dish: 'Margherita Pizza',
    confidence: 95,
    description: 'San Marzano tomatoes, fresh mozzarella, basil and olive oil.',
    price: '16.99',
    rating: 4.8,
    nutritionScore: 7,
    allergens: ['Gluten', 'Dairy'],
  },
  {
    dish: 'Pepperoni Supreme',
    confidence: 92,
    description: 'Double pepperoni, mozzarella and oregano on a hand-tossed crust.',
    price: '19.99',
    rating: 4.6,
    nutritionScore: 5,
    allergens: ['Gluten', 'Dairy', 'Pork'],
  },
  {
    dish: 'Truffle Mushroom',
    confidence: 88,
    description: 'Wild mushrooms, truffle oil, fontina and thyme.',
    price: '22.99',
    rating: 4.9,
    nutritionScore: 6,
    allergens: ['Gluten', 'Dairy', 'Mushrooms'],
  },
];
