import type { JourneyStep } from './journey-steps';

const PATHS: Record<JourneyStep['icon'], string> = {
  pin: 'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  sliders: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M16 4v4M10 10v4M18 16v4',
  star: 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
};

/** A step's drawn icon (emoji would depend on the visitor's fonts); decorative. */
export function StepIcon({ icon }: { icon: JourneyStep['icon'] }) {
  const isStroke = icon === 'sliders';
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[icon]}
        fill={isStroke ? 'none' : 'currentColor'}
        fillRule="evenodd"
        stroke="currentColor"
        strokeWidth={isStroke ? 2 : 1}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
