/** The four steps of the discovery journey and the search-progress screen (spec section 2). */
export const JOURNEY_STEPS = [
  {
    id: 1,
    title: 'Setting Your Location',
    description: 'Finding the best pizza spots near you',
    icon: 'pin',
  },
  {
    id: 2,
    title: 'Analyzing Your Preferences',
    description: 'Understanding your taste preferences',
    icon: 'sliders',
  },
  {
    id: 3,
    title: 'Scanning Local Favorites',
    description: 'Discovering highly-rated pizzerias',
    icon: 'star',
  },
  {
    id: 4,
    title: 'Matching Your Profile',
    description: 'Finding your perfect pizza match',
    icon: 'heart',
  },
] as const;

export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** Spec section 9: the journey starts 500 ms after the button, then a step every 2 s. */
export const START_DELAY_MS = 500;
export const STEP_INTERVAL_MS = 2000;
/** At most this many featured places become matches. */
export const MAX_MATCHES = 4;

export type StepState = 'done' | 'current' | 'pending';

/** A step is done once the journey's index is past it; the one at the index is current. */
export function stepState(stepIndex: number, current: number, isRunning: boolean): StepState {
  if (current > stepIndex) return 'done';
  return isRunning && current === stepIndex ? 'current' : 'pending';
}
