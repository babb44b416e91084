/**
 * Spec sections 2 and 9: the wait-times demo's fixed figures. The places are fictional and
 * the figures never change; restaurant pages carry visitors' reported waits.
 */
export const DEMO_STATS = [
  { value: '147', label: 'Restaurants Tracked' },
  { value: '12 min', label: 'Average Wait' },
  { value: '94%', label: 'Prediction Accuracy' },
  { value: '23', label: 'Available Now' },
] as const;

export interface DemoWait {
  id: string;
  name: string;
  /** Neighbourhood and city: where Get Directions leads. */
  location: string;
  currentWait: number;
  predictedWait: number;
  /** Percent of seats taken. */
  capacity: number;
  /** low, medium, high or very-high; anything else shows as Unknown. */
  busyLevel: string;
  nextAvailable: string;
  image_url: string;
}

export const DEMO_WAITS: readonly DemoWait[] = [
  {
    id: 'demo-crustworthy',
    name: 'Crustworthy Pizza Co.',
    location: 'Wicker Park, Chicago, IL',
    currentWait: 15,
    predictedWait: 20,
    capacity: 75,
    busyLevel: 'medium',
    nextAvailable: '7:45 PM',
    image_url: '/sample-photos/pizza-2.svg',
  },
  {
    id: 'demo-marinara-mile',
    name: 'Marinara Mile',
    location: 'North End, Boston, MA',
    currentWait: 5,
    predictedWait: 8,
    capacity: 40,
    busyLevel: 'low',
    nextAvailable: '7:20 PM',
    image_url: '/sample-photos/pizza-5.svg',
  },
  {
    id: 'demo-dough-lab',
    name: 'The Dough Lab',
    location: 'Mission District, San Francisco, CA',
    currentWait: 35,
    predictedWait: 45,
    capacity: 95,
    busyLevel: 'very-high',
    nextAvailable: '8:30 PM',
    image_url: '/sample-photos/pizza-8.svg',
  },
];

/** Directions in Google Maps (any browser, and its app on phones) to the demo's area. */
export function directionsUrl(wait: Pick<DemoWait, 'location'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(wait.location)}`;
}
