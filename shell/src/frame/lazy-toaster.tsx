import { lazy, Suspense, useEffect, useState } from 'react';
import { useToastStore } from '@pizza-atlas/platform';

// The toaster (Radix Toast, about 12 KB compressed) loads with the first toast or the
// first press of F8, not with the page (docs/decisions/0051). The server renders nothing
// here and neither does the browser's first render, so hydration matches.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const hasToast = useToastStore((state) => state.toasts.length > 0);
  const [wanted, setWanted] = useState<'toast' | 'hotkey' | null>(null);
  useEffect(() => {
    if (hasToast) setWanted((current) => current ?? 'toast');
  }, [hasToast]);
  useEffect(() => {
    if (wanted) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8' && !event.altKey && !event.ctrlKey && !event.metaKey) {
        setWanted('hotkey');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={wanted === 'hotkey'} />
    </Suspense>
  );
}
