/**
 * Makes window.matchMedia answer as a phone would (jsdom has none): every max-width query
 * matches, every min-width query does not. Returns the undo, for afterEach.
 */
export function emulatePhoneWidth(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
