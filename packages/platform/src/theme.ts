import { create } from 'zustand';

export type ThemePreference = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

/** localStorage key; the inline script in the shell's HTML reads it before first paint. */
export const THEME_STORAGE_KEY = 'theme';

/** The visitor's stored choice, or "system". */
export function readStoredPreference(): ThemePreference {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function systemTheme(): ResolvedTheme {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  return preference === 'system' ? systemTheme() : preference;
}

interface ThemeState {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

/**
 * Starts at "system", the only preference a server render can know, so the page hydrates
 * with what the server sent; the browser then applies the stored choice at start-up
 * (`useThemeStore.setState({ preference: readStoredPreference() })`). The colours never
 * wait for it: the inline script in the shell's HTML sets <html data-theme> first.
 */
export const useThemeStore = create<ThemeState>((set) => ({
  preference: 'system',
  setPreference: (preference) => {
    try {
      if (preference === 'system') globalThis.localStorage?.removeItem(THEME_STORAGE_KEY);
      else globalThis.localStorage?.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // Private mode may refuse storage; the choice still holds for this visit.
    }
    set({ preference });
  },
}));
