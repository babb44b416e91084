import styled from 'styled-components';
import { color } from '@pizza-atlas/ui';

// Drawn icons rather than emoji: emoji depend on the visitor's fonts.
const PATHS = {
  slice:
    'M12 3 4 19c5 2 11 2 16 0zm-1 6.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4zm2 5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  pin: 'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 4.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm3.5 5.5-2 5-5 2 2-5z',
  heart: 'M12 20s-8-5-8-10.5A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 8 2.5C20 15 12 20 12 20z',
  city: 'M3 21V9h6V3h8v8h4v10zm3-8v2h2v-2zm0 4v2h2v-2zm6-10v2h2V7zm0 4v2h2v-2zm0 4v2h2v-2zm6 0v2h2v-2z',
  map: 'M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20z',
  pen: 'M4 20l1.2-4.8L15.5 4.9l3.6 3.6L8.8 18.8z',
  flame: 'M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-3 2-4 2-7 2 1 3 3 3 5 1-2 1-5 0-9z',
  share:
    'M17 8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM7 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zm10 6a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM8.5 11 15.5 7M8.5 13l7 4',
  moon: 'M19 15.5A8 8 0 0 1 8.5 5a8 8 0 1 0 10.5 10.5z',
  crown: 'M4 18h16l1-10-5 4-4-7-4 7-5-4zm0 2h16',
} as const;

export type AchievementIconName = keyof typeof PATHS;

const Svg = styled.svg<{ $unlocked: boolean }>`
  flex: none;
  circle {
    fill: ${(p) => (p.$unlocked ? color.primary : color.surfaceMuted)};
  }
  path {
    fill: ${(p) => (p.$unlocked ? color.primaryText : color.textMuted)};
    stroke: ${(p) => (p.$unlocked ? color.primaryText : color.textMuted)};
  }
`;

/** The achievement's icon, in colour once unlocked; decorative beside its title. */
export function AchievementIcon({
  name,
  unlocked,
  size = 40,
}: {
  name: AchievementIconName;
  unlocked: boolean;
  size?: number;
}) {
  return (
    <Svg
      $unlocked={unlocked}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <circle cx="12" cy="12" r="12" />
      <g transform="translate(5.4 5.4) scale(0.55)">
        <path d={PATHS[name]} fillRule="evenodd" strokeWidth="1.2" strokeLinejoin="round" />
      </g>
    </Svg>
  );
}
