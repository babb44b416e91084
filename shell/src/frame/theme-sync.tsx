import { useEffect } from 'react';
import { resolveTheme, useThemeStore } from '@pizza-atlas/platform';

/** Keeps <html data-theme> in step with the visitor's choice and, for "system", the OS. */
export function ThemeSync() {
  const preference = useThemeStore((state) => state.preference);
  useEffect(() => {
    const apply = () =>
      document.documentElement.setAttribute('data-theme', resolveTheme(preference));
    apply();
    if (preference !== 'system' || !window.matchMedia) return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [preference]);
  return null;
}
