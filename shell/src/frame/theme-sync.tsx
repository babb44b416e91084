import { useEffect } from 'react';
import { resolveTheme, useThemeStore } from '@pizza-atlas/platform';

/** The browser's bar colour in each theme, as index.html's theme-color tags start it. */
const THEME_COLOR = { light: '#c2410c', dark: '#161210' } as const;

/**
 * Keeps <html data-theme> in step with the visitor's choice and, for "system", the OS, and
 * the theme-color tags with it (index.html's follow the OS only).
 */
export function ThemeSync() {
  const preference = useThemeStore((state) => state.preference);
  useEffect(() => {
    // The store's current value: right after hydration it may already be newer than the
    // rendered one (the stored choice is applied as the page starts; see theme.ts).
    const apply = () => {
      const theme = resolveTheme(useThemeStore.getState().preference);
      document.documentElement.setAttribute('data-theme', theme);
      for (const meta of document.querySelectorAll('meta[name="theme-color"]'))
        meta.setAttribute('content', THEME_COLOR[theme]);
    };
    apply();
    if (preference !== 'system' || !window.matchMedia) return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [preference]);
  return null;
}
