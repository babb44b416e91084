/** Spec section 4: the label and colour of each busy level; any other value is 'Unknown'. */
const BUSY_LEVELS: Record<string, { label: string; colour: string }> = {
  low: { label: 'Not Busy', colour: '#15803d' },
  medium: { label: 'Moderately Busy', colour: '#a16207' },
  high: { label: 'Busy', colour: '#c2410c' },
  'very-high': { label: 'Very Busy', colour: '#b91c1c' },
};

const UNKNOWN = { label: 'Unknown', colour: '#57534e' };

/** Green, yellow, orange and red, dark enough to carry white text; grey when unknown. */
export function busyLevel(level: string): { label: string; colour: string } {
  return Object.hasOwn(BUSY_LEVELS, level) ? BUSY_LEVELS[level] : UNKNOWN;
}
