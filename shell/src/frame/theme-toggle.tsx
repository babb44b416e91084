import styled from 'styled-components';
import { useThemeStore, type ThemePreference } from '@pizza-atlas/platform';
import { buttonStyles, space, type ButtonVariant } from '@pizza-atlas/ui';

const NEXT: Record<ThemePreference, ThemePreference> = {
  system: 'light',
  light: 'dark',
  dark: 'system',
};
const LABEL: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const ICON: Record<ThemePreference, string> = { system: '◐', light: '☀', dark: '☾' };

const Toggle = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-height: 40px;
  padding: ${space(2)} ${space(3)};
`;

/** Cycles system → light → dark; the choice is stored under "theme". */
export function ThemeToggle() {
  const { preference, setPreference } = useThemeStore();
  return (
    <Toggle
      type="button"
      $variant="ghost"
      onClick={() => setPreference(NEXT[preference])}
      aria-label={`Theme: ${LABEL[preference]}. Switch to ${LABEL[NEXT[preference]]}`}
      title={`Theme: ${LABEL[preference]}`}
    >
      <span aria-hidden="true">{ICON[preference]}</span>
      <span className="visually-hidden">Theme: {LABEL[preference]}</span>
    </Toggle>
  );
}
