import type { Personality } from './personalities';

// Drawn icons rather than emoji: emoji depend on the visitor's fonts.
const PATHS: Record<Personality['icon'], string> = {
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm3.5 5.5-2 5-5 2 2-5z',
  slice:
    'M12 3 4 19c5 2 11 2 16 0zm-1 6.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4zm2 5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  friends:
    'M8.5 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 19c0-3 2.5-5 5.5-5s5.5 2 5.5 5zm11.5 0c0-1.6-.5-3-1.4-4a5.5 5.5 0 0 1 7.9 4z',
  crown: 'M4 18h16l1-10-5 4-4-7-4 7-5-4zm0 2h16',
};

/** The personality's icon on its colour, decorative beside the title. */
export function PersonalityIcon({
  personality,
  size = 72,
}: {
  personality: Personality;
  size?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon={personality.icon}
    >
      <circle cx="12" cy="12" r="12" fill={personality.colour} />
      <g transform="translate(4.8 4.8) scale(0.6)">
        <path
          d={PATHS[personality.icon]}
          fill="#ffffff"
          fillRule="evenodd"
          stroke="#ffffff"
          strokeWidth="1"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
