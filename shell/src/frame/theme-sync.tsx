import { useEffect } from 'react';
import { resolveTheme, useThemeStore } from '@pizza-atlas/platform';

/** Keeps <html data-theme> in step with the visitor's choice and, for "system", the OS. */
export function ThemeSync() {
  const preference = useThemeStore((state) => state.preference);
  useEffect(() => {
    // The store's current value: right after hydration it may already be newer than the
    // rendered one (the stored choice is applied as the page starts; see theme.ts).
    const apply = () =>
      document.documentElement.setAttribute(
        'data-theme',
        resolveTheme(useThemeStore.getState().preference),
      );
    apply();
    if (preference !== 'system' || !window.matchMedia) return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [preference]);
  return null;
}
