import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import {
  resolveTheme,
  systemTheme,
  useThemeStore,
  type ResolvedTheme,
} from '@pizza-atlas/platform';
import { buttonStyles, space, type ButtonVariant } from '@pizza-atlas/ui';

const LABEL: Record<ResolvedTheme, string> = { light: 'Light', dark: 'Dark' };
const OTHER: Record<ResolvedTheme, ResolvedTheme> = { light: 'dark', dark: 'light' };
/** The theme a click turns to, so the icon shows what is coming. */
const ICON: Record<ResolvedTheme, string> = { light: '☾', dark: '☀' };

const Toggle = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-height: 40px;
  padding: ${space(2)} ${space(3)};
`;

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystem(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * The theme the page shows: the choice, or for "system" the OS's. Null in a server render,
 * which cannot know the OS, so the page hydrates with what the server sent.
 */
function useShownTheme(): ResolvedTheme | null {
  const preference = useThemeStore((state) => state.preference);
  return useSyncExternalStore(
    subscribeToSystem,
    () => resolveTheme(preference),
    () => null,
  );
}

/**
 * Switches between light and dark: every click changes what the page shows (a cycle
 * through "system" did nothing visible when the system's theme was the next one). The theme
 * the system already has is stored as "system" (nothing under "theme"), so the page follows
 * the OS again; the other is stored under "theme". The label says which theme shows and
 * whether it is the system's.
 */
export function ThemeToggle() {
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  const shown = useShownTheme();
  const state = shown
    ? `${LABEL[shown]}${preference === 'system' ? ' (as your system)' : ''}`
    : 'System';
  const next = shown ? OTHER[shown] : null;
  return (
    <Toggle
      type="button"
      $variant="ghost"
      onClick={() => {
        const target = next ?? OTHER[systemTheme()];
        setPreference(target === systemTheme() ? 'system' : target);
      }}
      aria-label={next ? `Theme: ${state}. Switch to ${LABEL[next]}` : 'Theme: System'}
      title={next ? `Theme: ${state}. Switch to ${LABEL[next]}` : 'Theme: System'}
    >
      <span aria-hidden="true">{shown ? ICON[shown] : '◐'}</span>
    </Toggle>
  );
}
